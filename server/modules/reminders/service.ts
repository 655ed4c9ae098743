// Reminders (docs/product/bookings-and-payments.md#reminders-and-calendar-invitations): an e-mail to the
// client and the coach 24 hours before a confirmed session, sent once even with several processes running.
// Each pass claims due sessions (setting reminder_sent_at) and writes their e-mails to the outbox in the same
// transaction: a pass that fails leaves the sessions unclaimed for the next one; a claimed session is never
// reminded again. Moving a session clears reminder_sent_at (bookings service), so the new time gets its
// reminder.
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { bookingEmails } from "../bookings/emails";
import { findCoachForBooking } from "../bookings/repository";
import type { MailService } from "../mail/service";
import { claimDueReminders } from "./repository";

export const REMINDER_WINDOW_MS = 24 * 3_600_000;
const BATCH = 50;

export interface ReminderJob {
  /** One pass; returns how many sessions were reminded. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

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
export function startReminderJob(deps: { db: Database; mail: MailService; logger: Logger; intervalMs?: number }): ReminderJob {
  return startRepeatingJob({
    run: () => sendDueReminders(deps),
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    done: "session reminders written",
    failed: "session reminders failed; retrying at the next pass",
  });
}

/**
 * Runs `run` every `intervalMs` (and once soon after start) until stopped, one pass at a time in this
 * process; a pass that must happen once across processes claims its rows in the database.
 */
export function startRepeatingJob(options: {
  run(): Promise<number>;
  logger: Logger;
  intervalMs?: number;
  done: string;
  failed: string;
}): ReminderJob {
  const intervalMs = options.intervalMs ?? 60_000;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= options
      .run()
      .then((count) => {
        if (count > 0) options.logger.info({ count }, options.done);
        return count;
      })
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, options.failed);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void runOnce(), 1_000);
  first.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
