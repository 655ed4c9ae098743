// The bookings' own background passes (docs/decisions/081), run as periodic jobs of the one job
// registry (server/background-work.ts, docs/decisions/116):
// - unpaid self-service holds whose 15 minutes ran out are cancelled, so their times are free;
// - confirmed sessions are completed an hour after their end (unless cancelled or marked no-show),
//   which is what lets the client leave a review without staff, with the same e-mail staff send.
// Each pass claims its rows with one UPDATE (row locks, SKIP LOCKED), so with several processes each
// session is changed, and e-mailed, exactly once; the e-mails go to the outbox in that transaction,
// and the coaches' next free times follow in it too (docs/decisions/109).
import type { Database } from "../../db/client";
import type { AvailabilityService } from "../availability/service";
import type { MailService } from "../mail/service";
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
  return total;
}
