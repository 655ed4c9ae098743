// The only SQL of reminders: claiming the confirmed sessions that start within the next 24 hours
// and have had no reminder yet. The claim is one UPDATE … RETURNING over rows locked with SKIP
// LOCKED, so any number of processes can run it at once and each session is claimed by one of them.
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { bookings } from "../../db/schema";

export type ClaimedBooking = typeof bookings.$inferSelect;

export async function claimDueReminders(
  tx: DatabaseOrTransaction,
  options: { windowMs: number; limit: number },
): Promise<ClaimedBooking[]> {
  const windowSeconds = Math.round(options.windowMs / 1000);
  return tx
    .update(bookings)
    .set({ reminderSentAt: sql`now()` })
    .where(
      sql`${bookings.id} in (
        select ${bookings.id} from ${bookings}
        where ${bookings.status} = 'confirmed'
          and ${bookings.reminderSentAt} is null
          and ${bookings.scheduledDate} > now()
          and ${bookings.scheduledDate} <= now() + make_interval(secs => ${windowSeconds})
        order by ${bookings.scheduledDate}
        limit ${options.limit}
        for update skip locked
      ) and ${bookings.reminderSentAt} is null`,
    )
    .returning();
}
