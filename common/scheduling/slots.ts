// Free times of a coach: the weekly hours (or a date's override) in the coach's zone, minus the
// sessions already taken with the buffer around each, inside the minimum notice and the horizon.
// Pure: the caller reads availability and busy ranges from the database; this only computes.
//
// The rules, precisely (docs/decisions/080-availability-and-slots.md explains why):
// - A slot [s, s + d) is free when, for every busy range [bs, be) (a session's own start and end),
//   s + d + buffer <= bs or s >= be + buffer: the buffer is kept on both sides of every session.
// - s >= now + minimumNoticeHours (elapsed time), and s falls on or before the coach's local date
//   today + horizonDays (whole days in the coach's zone, so a day is either bookable or not).
// - Starts step every `stepMinutes` of elapsed time from the start of each interval (15 minutes for
//   15-minute sessions, 30 for longer ones), so a grid never repeats or skips across a clock change.
// - An interval's boundary is the first moment the coach's clock shows that time: in a repeated
//   hour, the first of the two; in a skipped hour, the moment the clocks jump.
// - Intervals that touch (Monday 20:00–24:00, Tuesday 00:00–02:00) form one stretch a slot may span.
import { DateTime, IANAZone } from "luxon";
import { z } from "zod";
import { type Availability, type AvailabilityInterval, isIsoDate, MINUTES_PER_DAY, timeToMinutes, WEEKDAYS } from "./availability";
import { boundaryMs, calendarDate, calendarDay, calendarDays, type CalendarDay, DAY_MS, MINUTE_MS, pad2 } from "./wall-clock";

export const MAX_SLOT_QUERY_DAYS = 31;
/** Session lengths clients book themselves: the free consultation and the paid session. */
export const SLOT_DURATIONS = [15, 50] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];
/** Longest session the computation accepts (staff book up to 8 hours). */
export const MAX_SLOT_DURATION_MINUTES = 480;

/** 15-minute sessions every 15 minutes; longer ones on the half hour, which reads better in a list. */
export function defaultStepMinutes(durationMinutes: number): number {
  return durationMinutes <= 15 ? 15 : 30;
}

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface FreeSlot {
  /** ISO 8601 with the coach's offset at that instant: "2026-03-08T09:00:00-04:00". */
  start: string;
  end: string;
}

export interface SlotQuery {
  availability: Availability;
  /** Sessions and holds already taken, each as its own start and end (the buffer is added here). */
  busy: readonly BusyRange[];
  /** First date (YYYY-MM-DD, in the coach's zone), inclusive. */
  from: string;
  /** Last date (YYYY-MM-DD, in the coach's zone), inclusive. */
  to: string;
  durationMinutes: number;
  now: Date;
  stepMinutes?: number;
}

export type SlotQueryField = "from" | "to" | "duration" | "step";

/** A query the API must answer with 400 naming `field`. */
export class SlotQueryError extends Error {
  constructor(
    readonly field: SlotQueryField,
    message: string,
  ) {
    super(message);
    this.name = "SlotQueryError";
  }
}

const SLOT_MESSAGES = {
  from: "from must be a date as YYYY-MM-DD, e.g. 2026-03-08",
  to: "to must be a date as YYYY-MM-DD, e.g. 2026-03-14",
  order: "to must be on or after from",
  span: `to must be at most ${MAX_SLOT_QUERY_DAYS - 1} days after from (at most ${MAX_SLOT_QUERY_DAYS} days per request)`,
  duration: `duration must be ${SLOT_DURATIONS.join(" or ")} (minutes)`,
} as const;

/** The problem with a date range, naming the parameter, or null when it can be answered. */
export function checkSlotRange(from: string, to: string): { field: "from" | "to"; message: string } | null {
  if (!isIsoDate(from)) return { field: "from", message: SLOT_MESSAGES.from };
  if (!isIsoDate(to)) return { field: "to", message: SLOT_MESSAGES.to };
  const days = (calendarDay(to) - calendarDay(from)) / DAY_MS + 1;
  if (days < 1) return { field: "to", message: SLOT_MESSAGES.order };
  if (days > MAX_SLOT_QUERY_DAYS) return { field: "to", message: SLOT_MESSAGES.span };
  return null;
}

/**
 * `GET /api/coaches/{id}/slots?from&to&duration`: the query string's schema, each message naming
 * its parameter (the API's `errors` key is the parameter too).
 */
export const slotQuerySchema = z
  .object({
    from: z.string({ error: SLOT_MESSAGES.from }).trim().refine(isIsoDate, SLOT_MESSAGES.from),
    to: z.string({ error: SLOT_MESSAGES.to }).trim().refine(isIsoDate, SLOT_MESSAGES.to),
    duration: z.union([z.string(), z.number()], { error: SLOT_MESSAGES.duration }).transform((value, ctx) => {
      const minutes = typeof value === "number" ? value : /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
      if (!(SLOT_DURATIONS as readonly number[]).includes(minutes)) {
        ctx.addIssue({ code: "custom", message: SLOT_MESSAGES.duration });
        return z.NEVER;
      }
      return minutes as SlotDuration;
    }),
  })
  .superRefine((query, ctx) => {
    const problem = checkSlotRange(query.from, query.to);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type SlotQueryParams = z.output<typeof slotQuerySchema>;

/** Validates a query's parameters the same way, for callers that have no zod at hand. */
export function validateSlotQuery(
  input: unknown,
): { ok: true; value: SlotQueryParams } | { ok: false; errors: Partial<Record<"from" | "to" | "duration", string>> } {
  const result = slotQuerySchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<"from" | "to" | "duration", string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "from" || field === "to" || field === "duration") errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

// ——— The computation ———

interface Candidate {
  startMs: number;
  endMs: number;
  /** End of the stretch of touching intervals this one belongs to. */
  stretchEndMs: number;
  dayIndex: number;
  /** Starts are taken only from the requested dates; the day after only extends stretches. */
  offersStarts: boolean;
}

/** Busy ranges widened by the buffer on both sides, sorted and merged: [start, end) pairs. */
function blockedRanges(busy: readonly BusyRange[], bufferMs: number, windowStart: number, windowEnd: number): Float64Array {
  const ranges: [number, number][] = [];
  for (const range of busy) {
    const start = range.start.getTime() - bufferMs;
    const end = range.end.getTime() + bufferMs;
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) continue;
    if (end <= windowStart || start >= windowEnd) continue;
    ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [start, end] of ranges) {
    const lastEnd = merged.length - 1;
    if (merged.length > 0 && start <= merged[lastEnd]) merged[lastEnd] = Math.max(merged[lastEnd], end);
    else merged.push(start, end);
  }
  return Float64Array.from(merged);
}

/** Index of the first blocked range that ends after `instant` (ends rise with starts once merged). */
function firstBlockEndingAfter(blocked: Float64Array, instant: number): number {
  let low = 0;
  let high = blocked.length / 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (blocked[middle * 2 + 1] <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

function intervalsFor(
  availability: Availability,
  overrides: Map<string, readonly AvailabilityInterval[]>,
  day: CalendarDay,
): readonly AvailabilityInterval[] {
  return overrides.get(day.date) ?? availability.weekly[WEEKDAYS[day.weekday - 1]] ?? [];
}

function checkQuery(query: SlotQuery): void {
  const range = checkSlotRange(query.from, query.to);
  if (range) throw new SlotQueryError(range.field, range.message);
  const { durationMinutes, stepMinutes } = query;
  if (!Number.isInteger(durationMinutes) || durationMinutes < 5 || durationMinutes > MAX_SLOT_DURATION_MINUTES) {
    throw new SlotQueryError("duration", `duration must be whole minutes from 5 to ${MAX_SLOT_DURATION_MINUTES}`);
  }
  if (stepMinutes !== undefined && (!Number.isInteger(stepMinutes) || stepMinutes < 5 || stepMinutes > MINUTES_PER_DAY)) {
    throw new SlotQueryError("step", "step must be whole minutes from 5 to 1440");
  }
  if (Number.isNaN(query.now.getTime())) throw new RangeError("now must be a valid date");
}

/**
 * The coach's free slots whose start falls on a date from `from` to `to` (inclusive, in the coach's
 * zone), in order, each `durationMinutes` of real time long. Throws `SlotQueryError` for a query
 * the API should refuse with 400 (bad dates, more than 31 days, a bad duration).
 */
export function computeFreeSlots(query: SlotQuery): FreeSlot[] {
  checkQuery(query);
  const { availability, durationMinutes } = query;
  const zone = IANAZone.create(availability.timeZone);
  if (!zone.isValid) throw new RangeError(`Unknown time zone: ${availability.timeZone}`);
  const durationMs = durationMinutes * MINUTE_MS;
  const stepMs = (query.stepMinutes ?? defaultStepMinutes(durationMinutes)) * MINUTE_MS;
  const now = query.now.getTime();

  // The day before `from` and two after `to` let every requested day see its neighbours' offsets,
  // and stretches run on into the day after `to`.
  const requestedDays = (calendarDay(query.to) - calendarDay(query.from)) / DAY_MS + 1;
  const days = calendarDays(calendarDate(calendarDay(query.from) - DAY_MS), requestedDays + 3, zone);
  const overrides = new Map(availability.overrides.map((override) => [override.date, override.intervals]));

  const candidates: Candidate[] = [];
  for (let dayIndex = 1; dayIndex <= requestedDays + 1; dayIndex += 1) {
    const day = days[dayIndex];
    for (const interval of intervalsFor(availability, overrides, day)) {
      const startMs = boundaryMs(day, timeToMinutes(interval.start), zone);
      const endMinutes = timeToMinutes(interval.end);
      const endMs = endMinutes >= MINUTES_PER_DAY ? days[dayIndex + 1].startMs : boundaryMs(day, endMinutes, zone);
      // Both ends inside one skipped hour leave nothing.
      if (endMs <= startMs) continue;
      candidates.push({ startMs, endMs, stretchEndMs: endMs, dayIndex, offersStarts: dayIndex <= requestedDays });
    }
  }
  candidates.sort((a, b) => a.startMs - b.startMs);
  for (let index = candidates.length - 2; index >= 0; index -= 1) {
    const [current, next] = [candidates[index], candidates[index + 1]];
    current.stretchEndMs = next.startMs <= current.endMs ? Math.max(current.endMs, next.stretchEndMs) : current.endMs;
  }

  const notBefore = now + availability.minimumNoticeHours * 3_600_000;
  const horizonEnd = DateTime.fromMillis(now, { zone })
    .startOf("day")
    .plus({ days: availability.horizonDays + 1 })
    .toMillis();
  const windowStart = days[1].startMs;
  const windowEnd = days[days.length - 1].startMs;
  const blocked = blockedRanges(query.busy, availability.bufferMinutes * MINUTE_MS, windowStart, windowEnd);
  const blockCount = blocked.length / 2;

  const format = (instant: number, dayHint: number): string => {
    let index = dayHint;
    while (index + 1 < days.length && instant >= days[index + 1].startMs) index += 1;
    const day = days[index];
    if (!day.steady) return DateTime.fromMillis(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
    const minutes = Math.round((instant - day.startMs) / MINUTE_MS);
    return `${day.date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00${day.offsetText}`;
  };

  const slots: FreeSlot[] = [];
  let lastStart = -Infinity;
  for (const candidate of candidates) {
    if (!candidate.offersStarts) continue;
    const { startMs: anchor, dayIndex } = candidate;
    const lastPossibleStart = Math.min(candidate.endMs, horizonEnd);
    const gridAtOrAfter = (instant: number) => anchor + Math.max(0, Math.ceil((instant - anchor) / stepMs)) * stepMs;
    let start = gridAtOrAfter(Math.max(anchor, notBefore, lastStart + 1));
    let block = firstBlockEndingAfter(blocked, start);
    while (start < lastPossibleStart && start + durationMs <= candidate.stretchEndMs) {
      while (block < blockCount && blocked[block * 2 + 1] <= start) block += 1;
      if (block < blockCount && blocked[block * 2] < start + durationMs) {
        // Taken: jump past this blocked range instead of testing each grid point inside it.
        start = gridAtOrAfter(blocked[block * 2 + 1]);
        continue;
      }
      const end = start + durationMs;
      slots.push({ start: format(start, dayIndex), end: format(end, dayIndex) });
      lastStart = start;
      start += stepMs;
    }
  }
  return slots;
}

/**
 * The free slot that starts exactly at `start`, or null: what a booking checks before it takes a
 * time (the database's exclusion constraint still decides between two people taking it at once).
 */
export function findFreeSlot(query: Omit<SlotQuery, "from" | "to"> & { start: Date }): FreeSlot | null {
  const zone = IANAZone.create(query.availability.timeZone);
  const instant = query.start.getTime();
  if (!zone.isValid || Number.isNaN(instant)) return null;
  const date = DateTime.fromMillis(instant, { zone }).toISODate() as string;
  const slots = computeFreeSlots({ ...query, from: date, to: date });
  return slots.find((slot) => Date.parse(slot.start) === instant) ?? null;
}
