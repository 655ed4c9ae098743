// Reminders (docs/product/bookings-and-payments.md#reminders-and-calendar-invitations): an e-mail to the
// client and the coach 24 hours before a confirmed session, sent once even with several processes running.
// Each pass claims due sessions (setting reminder_sent_at) and writes their e-mails to the outbox in the same
// transaction: a pass that fails leaves the sessions unclaimed for the next one; a claimed session is never
// reminded again. Moving a session clears reminder_sent_at (bookings service), so the new time gets its
// reminder.
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { type RepeatingJob, startRepeatingJob } from "../../lib/repeating-job";
import { bookingEmails } from "./emails";
import { findCoachForBooking } from "./repository";
import type { MailService } from "../mail/service";
import { claimDueReminders } from "./reminder-repository";

export const REMINDER_WINDOW_MS = 24 * 3_600_000;
const BATCH = 50;

export async function sendDueReminders(deps: { db: Database; mail: MailService }): Promise<number> {
  const { db, mail } = deps;
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, { windowMs: REMINDER_WINDOW_MS, limit: BATCH });
      for (const booking of due) {
        const coach = await findCoachForBooking(tx, booking.coachId);
        if (coach) await mail.enqueue(tx, bookingEmails(mail, "reminder", booking, coach));
      }
      return due.length;
    });
    total += sent;
    if (sent < BATCH) break;
  }
  if (total > 0) mail.afterCommit();
  return total;
}

/** Runs a pass every `intervalMs` (and once at start) until stopped. */
export function startReminderJob(deps: { db: Database; mail: MailService; logger: Logger; intervalMs?: number }): RepeatingJob {
  return startRepeatingJob({
    run: () => sendDueReminders(deps),
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    done: "session reminders written",
    failed: "session reminders failed; retrying at the next pass",
  });
}
