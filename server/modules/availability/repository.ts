// The only SQL of availability: a coach's hours, and the times their sessions and holds take.
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Availability } from "#common/scheduling/availability";
import type { BusyRange } from "#common/scheduling/slots";
import type { DatabaseOrTransaction } from "../../db/client";
import { bookings, coachAvailability, coaches } from "../../db/schema";

export async function findAvailability(db: DatabaseOrTransaction, coachId: string): Promise<Availability | null> {
  const [row] = await db.select().from(coachAvailability).where(eq(coachAvailability.coachId, coachId));
  if (!row) return null;
  return {
    timeZone: row.timeZone,
    weekly: row.weekly,
    bufferMinutes: row.bufferMinutes,
    minimumNoticeHours: row.minimumNoticeHours,
    horizonDays: row.horizonDays,
    overrides: row.overrides,
  };
}

export async function saveAvailability(db: DatabaseOrTransaction, coachId: string, availability: Availability): Promise<void> {
  const values = { coachId, ...availability };
  await db
    .insert(coachAvailability)
    .values(values)
    .onConflictDoUpdate({ target: coachAvailability.coachId, set: { ...availability, updatedAt: sql`now()` } });
}

/** Whether the coach exists, and is live (only live coaches are booked by the public). */
export async function findCoachState(
  db: DatabaseOrTransaction,
  coachId: string,
): Promise<{ isActive: boolean; hourlyRateCents: number } | undefined> {
  const [row] = await db
    .select({ isActive: coaches.isActive, hourlyRateCents: coaches.hourlyRateCents })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  return row;
}

/** Everything the free times of one coach need, read in one round trip (the public slots route). */
export interface SlotInputs {
  isActive: boolean;
  availability: Availability | null;
  busy: BusyRange[];
}

export async function findSlotInputs(db: DatabaseOrTransaction, coachId: string, from: Date, to: Date): Promise<SlotInputs | undefined> {
  const result = await db.execute<{
    is_active: boolean;
    time_zone: string | null;
    weekly: Availability["weekly"] | null;
    buffer_minutes: number | null;
    minimum_notice_hours: number | null;
    horizon_days: number | null;
    overrides: Availability["overrides"] | null;
    busy: [number, number, number][];
  }>(sql`
    select c.is_active, a.time_zone, a.weekly, a.buffer_minutes, a.minimum_notice_hours, a.horizon_days, a.overrides,
      case when a.coach_id is null then '[]'::json else coalesce((
        select json_agg(json_build_array(floor(extract(epoch from b.scheduled_date) * 1000), b.duration, b.buffer_minutes))
        from bookings b
        where b.coach_id = c.id
          and b.status in ('pending', 'confirmed')
          and (b.hold_expires_at is null or b.hold_expires_at > now())
          and b.scheduled_date > ${new Date(from.getTime() - 86_400_000)}
          and b.scheduled_date < ${to}
      ), '[]'::json) end as busy
    from coaches c
    left join coach_availability a on a.coach_id = c.id
    where c.id = ${coachId}
  `);
  const row = result.rows[0];
  if (!row) return undefined;
  const availability: Availability | null =
    row.time_zone === null
      ? null
      : {
          timeZone: row.time_zone,
          weekly: row.weekly!,
          bufferMinutes: row.buffer_minutes!,
          minimumNoticeHours: row.minimum_notice_hours!,
          horizonDays: row.horizon_days!,
          overrides: row.overrides!,
        };
  // A session made under a longer buffer keeps it (the database's rule does): its end is moved out by
  // the difference, since the computation adds only the coach's current buffer.
  const current = availability?.bufferMinutes ?? 0;
  const busy = row.busy.map(([start, minutes, buffer]) => ({
    start: new Date(start),
    end: new Date(start + (minutes + Math.max(0, buffer - current)) * 60_000),
  }));
  return { isActive: row.is_active, availability, busy };
}

/**
 * The times the coach's open sessions take between two instants (raw start and end; the slot
 * computation adds the buffer): confirmed sessions, and pending ones unless their payment hold has
 * run out. `except` leaves one booking out (the one being moved).
 */
export async function findBusyRanges(
  db: DatabaseOrTransaction,
  coachId: string,
  from: Date,
  to: Date,
  except?: string,
): Promise<BusyRange[]> {
  const rows = await db
    .select({
      start: bookings.scheduledDate,
      duration: bookings.duration,
      buffer: bookings.bufferMinutes,
      current: coachAvailability.bufferMinutes,
    })
    .from(bookings)
    .leftJoin(coachAvailability, eq(coachAvailability.coachId, bookings.coachId))
    .where(
      and(
        eq(bookings.coachId, coachId),
        inArray(bookings.status, ["pending", "confirmed"]),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
        // Starts up to a day before `from` can still reach into it (no session is longer than 8 hours).
        gt(bookings.scheduledDate, new Date(from.getTime() - 86_400_000)),
        lt(bookings.scheduledDate, to),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  return rows.map((row) => ({
    start: row.start,
    end: new Date(row.start.getTime() + (row.duration + Math.max(0, row.buffer - (row.current ?? 0))) * 60_000),
  }));
}
