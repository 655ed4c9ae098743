// The only SQL of availability: a coach's hours, and the times their sessions and holds take; then
// the next free times kept with each coach's hours (docs/decisions/109): lock the rows, read what the
// computation needs for many coaches in one round trip, write the answers, and find the rows the
// passage of time has made due.
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

/** Everything one coach's next free time needs. */
export interface NextFreeRow {
  coachId: string;
  availability: Availability;
  busy: BusyRange[];
  holdExpiries: number[];
}

/** What is written back for one coach. */
export interface NextFreeAnswer {
  coachId: string;
  /** The slot's start as the slots API writes it, or null. */
  start: string | null;
  /** When to compute it again (epoch ms). */
  dueAt: number;
}

/**
 * Locks the hours' rows of these coaches (in id order, so two writers never wait on each other in a
 * circle) and answers the ids that have hours. From here on, until the transaction ends, nobody else
 * writes these coaches' next free times; the read that follows, a new statement, sees every change
 * committed before the lock was granted.
 */
export async function lockHours(tx: DatabaseOrTransaction, coachIds: readonly string[]): Promise<string[]> {
  if (coachIds.length === 0) return [];
  const result = await tx.execute<{ coach_id: string }>(sql`
    select coach_id from coach_availability where coach_id = any(${sql.param([...coachIds])}::uuid[]) order by coach_id for update`);
  return result.rows.map((row) => row.coach_id);
}

/**
 * Up to `limit` coaches whose next free time is due at `now`, locked; rows another process holds
 * are skipped (it is computing them).
 */
export async function claimDue(tx: DatabaseOrTransaction, now: number, limit: number): Promise<string[]> {
  const result = await tx.execute<{ coach_id: string }>(sql`
    select coach_id from coach_availability where next_available_due_at <= ${new Date(now)}
    order by next_available_due_at limit ${limit} for update skip locked`);
  return result.rows.map((row) => row.coach_id);
}

/** The earliest moment any coach's next free time falls due (null: no coach has hours). */
export async function earliestDue(db: DatabaseOrTransaction): Promise<number | null> {
  const result = await db.execute<{ due: number | null }>(
    sql`select (extract(epoch from min(next_available_due_at)) * 1000)::float8 as due from coach_availability`,
  );
  return result.rows[0]?.due ?? null;
}

/**
 * The hours, the open sessions and the unexpired holds of these coaches around the window a next
 * free time is looked for in, as the slots API reads them (findSlotInputs): in one round trip.
 */
export async function readNextFreeInputs(tx: DatabaseOrTransaction, coachIds: readonly string[], now: number): Promise<NextFreeRow[]> {
  if (coachIds.length === 0) return [];
  const result = await tx.execute<{
    coach_id: string;
    time_zone: string;
    weekly: Availability["weekly"];
    buffer_minutes: number;
    minimum_notice_hours: number;
    horizon_days: number;
    overrides: Availability["overrides"];
    busy: [number, number, number, number | null][];
  }>(sql`
    select a.coach_id, a.time_zone, a.weekly, a.buffer_minutes, a.minimum_notice_hours, a.horizon_days, a.overrides,
      coalesce((
        select json_agg(json_build_array(floor(extract(epoch from b.scheduled_date) * 1000), b.duration, b.buffer_minutes,
          floor(extract(epoch from b.hold_expires_at) * 1000)))
        from bookings b
        where b.coach_id = a.coach_id
          and b.status in ('pending', 'confirmed')
          and (b.hold_expires_at is null or b.hold_expires_at > now())
          and b.scheduled_date > ${new Date(now - 2 * 86_400_000)}
          and b.scheduled_date < ${new Date(now + 64 * 86_400_000)}
      ), '[]'::json) as busy
    from coach_availability a
    where a.coach_id = any(${sql.param([...coachIds])}::uuid[])`);
  return result.rows.map((row) => {
    const availability: Availability = {
      timeZone: row.time_zone,
      weekly: row.weekly,
      bufferMinutes: row.buffer_minutes,
      minimumNoticeHours: row.minimum_notice_hours,
      horizonDays: row.horizon_days,
      overrides: row.overrides,
    };
    // As the slots API does: a session made under a longer buffer keeps it.
    const busy = row.busy.map(([start, minutes, buffer]) => ({
      start: new Date(start),
      end: new Date(start + (minutes + Math.max(0, buffer - availability.bufferMinutes)) * 60_000),
    }));
    const holdExpiries = row.busy.flatMap(([, , , expires]) => (expires === null ? [] : [expires]));
    return { coachId: row.coach_id, availability, busy, holdExpiries };
  });
}

/** Writes the answers (one statement for all of them). */
export async function writeNextFree(tx: DatabaseOrTransaction, answers: readonly NextFreeAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const ids = answers.map((a) => a.coachId);
  const starts = answers.map((a) => a.start);
  const dues = answers.map((a) => new Date(a.dueAt).toISOString());
  await tx.execute(sql`
    update coach_availability a
    set next_available_at = v.start::timestamptz, next_available_start = v.start, next_available_due_at = v.due
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(starts)}::text[], ${sql.param(dues)}::timestamptz[]) as v(coach_id, start, due)
    where a.coach_id = v.coach_id`);
}
