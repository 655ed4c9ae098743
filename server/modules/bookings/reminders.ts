// Reminders (docs/product/bookings-and-payments.md#reminders-and-calendar-invitations): an e-mail to the
// client and the coach 24 hours before a confirmed session, sent once even with several processes running.
// Each pass claims due sessions (setting reminder_sent_at) and writes their e-mails to the outbox in the same
// transaction: a pass that fails leaves the sessions unclaimed for the next one; a claimed session is never
// reminded again. Moving a session clears reminder_sent_at (bookings service), so the new time gets its
// reminder.
import type { Database } from "../../db/client";
import type { MailService } from "../mail/service";
import { bookingEmails } from "./emails";
import { claimDueReminders, findCoachForBooking } from "./repository";

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
  return total;
}
