// A coach's bookable hours and the free times they leave (docs/decisions/080 and 081). The hours
// are stored as the coach or staff saved them (validated by the shared schema); free times are
// computed on every call from those hours and the sessions already taken, so nothing can go stale.
import type { Availability, AvailabilityInput } from "#common/scheduling/availability";
import { computeFreeSlots, findFreeSlot, type FreeSlot, type SlotQueryParams } from "#common/scheduling/slots";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { isUuid } from "#common/uuid";
import { createNextFreeTimes } from "./next-free-service";
import { findAvailability, findBusyRanges, findCoachState, findSlotInputs, saveAvailability } from "./repository";

export interface AvailabilityService {
  /** The coach's hours, or null when the coach takes requests only (404 for an unknown coach). */
  get(coachId: string): Promise<Availability | null>;
  /**
   * Stores hours already parsed with availabilitySchema; answers them as stored. `actor`: the staff
   * member editing a coach's hours (an audit row); null for the coach's own change (none).
   */
  put(coachId: string, availability: Availability, actor: AuditActor | null): Promise<Availability>;
  /** A live coach's free times for the query (404 for an unknown or hidden coach; [] without hours). */
  slots(coachId: string, query: SlotQueryParams): Promise<FreeSlot[]>;
  /**
   * Whether `start` is a time the coach offers now for a session of `durationMinutes`, the booking
   * `except` aside; the offered slot, or null. Coaches without hours offer none.
   */
  /** The coach's hours as stored, read in the caller's transaction (null: requests only). */
  hoursOf(db: DatabaseOrTransaction, coachId: string): Promise<Availability | null>;
  /**
   * Computes the coach's next free time again inside the caller's transaction: every change of a
   * coach's sessions calls it after the change (docs/decisions/109).
   */
  refreshNextFree(tx: DatabaseOrTransaction, coachIds: string | readonly string[]): Promise<void>;
  offeredSlot(db: DatabaseOrTransaction, coachId: string, start: Date, durationMinutes: number, except?: string): Promise<FreeSlot | null>;
}

/** The widest span a query of dates in any zone can cover: a day either side of the dates in UTC. */
function spanOf(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000), end: new Date(Date.parse(`${to}T00:00:00Z`) + 3 * 86_400_000) };
}

export function createAvailabilityService(
  db: Database,
  now: () => number = Date.now,
  nextFree = createNextFreeTimes(db, now),
): AvailabilityService {
  async function existingCoach(coachId: string) {
    const coach = isUuid(coachId) ? await findCoachState(db, coachId) : undefined;
    if (!coach) throw notFound("Coach not found");
    return coach;
  }

  return {
    async get(coachId) {
      await existingCoach(coachId);
      return findAvailability(db, coachId);
    },

    async put(coachId, availability, actor) {
      await existingCoach(coachId);
      // The next free time follows the new hours in the same transaction.
      return db.transaction(async (tx) => {
        const before = actor ? await findAvailability(tx, coachId) : null;
        await saveAvailability(tx, coachId, availability);
        await nextFree.refresh(tx, coachId);
        const saved = (await findAvailability(tx, coachId))!;
        if (actor) {
          await recordAuditEvent(tx, {
            actor,
            action: "availability.update",
            entity: "availability",
            entityId: coachId,
            before: { hours: before },
            after: { hours: saved },
          });
        }
        return saved;
      });
    },

    async slots(coachId, query) {
      const span = spanOf(query.from, query.to);
      // One round trip: the public route is the hottest of scheduling (the picker asks on every open).
      const inputs = isUuid(coachId) ? await findSlotInputs(db, coachId, span.start, span.end) : undefined;
      if (!inputs || !inputs.isActive) throw notFound("Coach not found");
      if (!inputs.availability) return [];
      return computeFreeSlots({
        availability: inputs.availability,
        busy: inputs.busy,
        from: query.from,
        to: query.to,
        durationMinutes: query.duration,
        now: new Date(now()),
      });
    },

    hoursOf: (tx, coachId) => findAvailability(tx, coachId),
    refreshNextFree: (tx, coachIds) => nextFree.refresh(tx, coachIds),

    async offeredSlot(tx, coachId, start, durationMinutes, except) {
      const availability = await findAvailability(tx, coachId);
      if (!availability || Number.isNaN(start.getTime())) return null;
      const busy = await findBusyRanges(
        tx,
        coachId,
        new Date(start.getTime() - 2 * 86_400_000),
        new Date(start.getTime() + 2 * 86_400_000),
        except,
      );
      return findFreeSlot({ availability, busy, start, durationMinutes, now: new Date(now()) });
    },
  };
}

export type { AvailabilityInput };
