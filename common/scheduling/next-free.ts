// A coach's next free time: the first 50-minute slot the slot computation offers within the next 60
// days (what GET /api/coaches/{id}/slots?duration=50 lists first), and the instant at which that
// answer can change by the passage of time alone. The directory stores both, so it never computes
// slots per request (docs/decisions/109-next-free-time.md).
import { DateTime } from "luxon";
import type { Availability } from "./availability";
import { computeFreeSlots, MAX_SLOT_QUERY_DAYS, type BusyRange, type FreeSlot } from "./slots";
import { calendarDate, calendarDay, DAY_MS } from "./wall-clock";

/** The session whose next free time the directory shows: the paid session clients book themselves. */
export const NEXT_FREE_DURATION_MINUTES = 50;
/** How far ahead a next free time is looked for (the coach's own horizon, when shorter, applies). */
export const NEXT_FREE_WINDOW_DAYS = 60;
/** Most coaches have a free time within days: those are computed first, the rest only when needed. */
const FIRST_CHUNK_DAYS = 7;

export interface NextFreeInputs {
  availability: Availability;
  /** Sessions and unexpired holds, raw (the computation adds the buffer), around the window. */
  busy: readonly BusyRange[];
  /** When each unexpired hold among `busy` runs out (its time is free from that instant). */
  holdExpiries: readonly number[];
  now: number;
}

export interface NextFreeTime {
  /** The first free slot, or null when nothing is free in the window. */
  slot: FreeSlot | null;
  /**
   * The first instant at which the answer may differ without any change of hours or bookings: the
   * slot slips under the minimum notice, a hold runs out, or (with nothing free) a new day enters the
   * window. Always after `now`.
   */
  recheckAt: number;
}

/** The dates the window covers, in the coach's zone: from the day of the earliest bookable start. */
function windowDates(availability: Availability, now: number): { from: string; to: string } {
  const noticeMs = availability.minimumNoticeHours * 3_600_000;
  const dateOf = (instant: number) => DateTime.fromMillis(instant, { zone: availability.timeZone }).toISODate()!;
  const days = Math.min(availability.horizonDays, NEXT_FREE_WINDOW_DAYS);
  return { from: dateOf(now + noticeMs), to: calendarDate(calendarDay(dateOf(now)) + days * DAY_MS) };
}

/** The first free slot of the window: a first week, then up to 31 days per computation. */
function firstSlot(inputs: NextFreeInputs, from: string, to: string): FreeSlot | null {
  const last = calendarDay(to);
  let chunkDays = FIRST_CHUNK_DAYS;
  for (let start = calendarDay(from); start <= last; start += chunkDays * DAY_MS, chunkDays = MAX_SLOT_QUERY_DAYS) {
    const end = Math.min(last, start + (chunkDays - 1) * DAY_MS);
    const [slot] = computeFreeSlots({
      availability: inputs.availability,
      busy: inputs.busy,
      from: calendarDate(start),
      to: calendarDate(end),
      durationMinutes: NEXT_FREE_DURATION_MINUTES,
      now: new Date(inputs.now),
    });
    if (slot) return slot;
  }
  return null;
}

/** The coach's next free time and when to look again (see NextFreeTime). */
export function nextFreeTime(inputs: NextFreeInputs): NextFreeTime {
  const { availability, now } = inputs;
  const { from, to } = windowDates(availability, now);
  const slot = from <= to ? firstSlot(inputs, from, to) : null;
  // A slot stays offered while its start is at least the minimum notice away; 1 ms later it is not.
  const slips = slot ? Date.parse(slot.start) - availability.minimumNoticeHours * 3_600_000 + 1 : Infinity;
  // With nothing free, the window gains a day at the coach's next midnight (later days add nothing
  // before a slot already found).
  const nextDay = slot ? Infinity : DateTime.fromMillis(now, { zone: availability.timeZone }).startOf("day").plus({ days: 1 }).toMillis();
  const holdRunsOut = Math.min(Infinity, ...inputs.holdExpiries.filter((at) => at > now));
  return { slot, recheckAt: Math.max(now + 1, Math.min(slips, nextDay, holdRunsOut)) };
}
