// The bookings' own background passes (docs/decisions/081), run on the same repeating-job mechanism
// as the reminders (server/lib/repeating-job.ts `startRepeatingJob`):
// - unpaid self-service holds whose 15 minutes ran out are cancelled, so their times are free;
// - confirmed sessions are completed an hour after their end (unless cancelled or marked no-show),
//   which is what lets the client leave a review without staff, with the same e-mail staff send.
// Each pass claims its rows with one UPDATE (row locks, SKIP LOCKED), so with several processes each
// session is changed, and e-mailed, exactly once; the e-mails go to the outbox in that transaction,
// and the coaches' next free times follow in it too (docs/decisions/109).
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AvailabilityService } from "../availability/service";
import type { MailService } from "../mail/service";
import { startRepeatingJob, type RepeatingJob } from "../../lib/repeating-job";
import { bookingEmails } from "./emails";
import { cancelExpiredHolds, completeFinishedSessions, findCoachForBooking } from "./repository";

const BATCH = 100;

type NextFree = Pick<AvailabilityService, "refreshNextFree">;

export async function expireHolds(db: Database, availability: NextFree): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await cancelExpiredHolds(tx);
    await availability.refreshNextFree(
      tx,
      released.map((booking) => booking.coachId),
    );
    return released.length;
  });
}

/** Confirmed sessions an hour past their end become completed (a longer buffer after one may free time). */
export async function completeSessions(deps: { db: Database; mail: MailService; availability: NextFree }): Promise<number> {
  const { db, mail, availability } = deps;
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const completed = await completeFinishedSessions(tx, BATCH);
      for (const booking of completed) {
        const coach = await findCoachForBooking(tx, booking.coachId);
        if (coach) await mail.enqueue(tx, bookingEmails(mail, "completed", booking, coach));
      }
      await availability.refreshNextFree(
        tx,
        completed.map((booking) => booking.coachId),
      );
      return completed.length;
    });
    total += done;
    if (done < BATCH) break;
  }
  if (total > 0) mail.afterCommit();
  return total;
}

export function startBookingJobs(deps: {
  db: Database;
  mail: MailService;
  logger: Logger;
  availability: NextFree;
  intervalMs?: number;
}): RepeatingJob[] {
  return [
    startRepeatingJob({
      run: () => expireHolds(deps.db, deps.availability),
      logger: deps.logger,
      intervalMs: deps.intervalMs,
      done: "expired booking holds released",
      failed: "releasing expired booking holds failed; retrying at the next pass",
    }),
    startRepeatingJob({
      run: () => completeSessions(deps),
      logger: deps.logger,
      intervalMs: deps.intervalMs,
      done: "finished sessions completed",
      failed: "completing finished sessions failed; retrying at the next pass",
    }),
  ];
}
