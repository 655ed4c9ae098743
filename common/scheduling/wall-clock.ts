// The coach's wall clock as instants: calendar dates, the first moment a clock shows a time, and
// the dates of a range with where each begins. Every offset decision is Luxon's; slots.ts uses these
// to turn weekly hours into real time.
import { DateTime, FixedOffsetZone, type IANAZone } from "luxon";
import { MINUTES_PER_DAY } from "./availability";

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Calendar dates ("2026-03-08") are counted on the plain Gregorian calendar, which UTC follows
// without any clock changes: no zone is involved until a date meets the coach's clock below.
export function calendarDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function calendarDate(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

function wallKey(dateTime: DateTime): string {
  return dateTime.toFormat("yyyy-MM-dd'T'HH:mm");
}

function nextDate(date: string): string {
  return calendarDate(calendarDay(date) + DAY_MS);
}

/**
 * The first instant at which the clock in `zone` shows `minutes` past midnight of `date`, or later:
 * in a repeated hour, the first of the two; in a skipped hour, the moment the clocks jump (a coach
 * who works "until 02:30" on the night 02:00 becomes 03:00 stops when the clock passes 02:30).
 */
export function clockReaches(date: string, minutes: number, zone: IANAZone): number {
  if (minutes >= MINUTES_PER_DAY) return clockReaches(nextDate(date), minutes - MINUTES_PER_DAY, zone);
  const [year, month, day] = date.split("-").map(Number);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const dateTime = DateTime.fromObject({ year, month, day, hour, minute }, { zone });
  const wanted = `${date}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  if (wallKey(dateTime) === wanted) {
    return Math.min(dateTime.toMillis(), ...dateTime.getPossibleOffsets().map((other) => other.toMillis()));
  }
  // Skipped: Luxon moved the time later by the jump. The instant that many minutes earlier still
  // shows a time before the wanted one, so the jump lies between; find the first minute past it.
  const shownLater = DateTime.fromISO(wallKey(dateTime), { zone: "utc" });
  const jumpMinutes = Math.round(shownLater.diff(DateTime.fromISO(wanted, { zone: "utc" }), "minutes").minutes);
  let before = dateTime.toMillis() - jumpMinutes * MINUTE_MS;
  let after = dateTime.toMillis();
  if (!(jumpMinutes > 0) || wallKey(DateTime.fromMillis(before, { zone })) >= wanted) return after;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / MINUTE_MS / 2) * MINUTE_MS;
    if (wallKey(DateTime.fromMillis(middle, { zone })) >= wanted) after = middle;
    else before = middle;
  }
  return after;
}
export interface CalendarDay {
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** First instant of the date in the coach's zone. */
  startMs: number;
  /** The zone's offset at startMs, in minutes (Luxon's). */
  offset: number;
  /** The clock shows exactly 00:00 at startMs (false when midnight itself was skipped). */
  exactMidnight: boolean;
  /**
   * The whole date has one offset: Luxon gives the same offset at this midnight and the next, 24
   * hours later. Then minutes past midnight are elapsed minutes, both ways, and the date needs no
   * further question to Luxon. Dates around a clock change go through Luxon instant by instant.
   */
  steady: boolean;
  /** The offset as ISO 8601 writes it ("-04:00"). */
  offsetText: string;
}

const offsetTexts = new Map<number, string>();
function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    text = FixedOffsetZone.instance(offset).formatOffset(0, "short");
    offsetTexts.set(offset, text);
  }
  return text;
}

/**
 * `count` consecutive dates from `firstDate` with the instant each begins in `zone`. A midnight
 * is found by asking Luxon once; each next one is guessed 24 hours later and kept only if Luxon
 * gives the same offset there (then the clock shows 00:00 again), which holds on all but the days
 * around a clock change. Those are asked of Luxon in full.
 */
export function calendarDays(firstDate: string, count: number, zone: IANAZone): CalendarDay[] {
  const first = calendarDay(firstDate);
  const days: CalendarDay[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = first + index * DAY_MS;
    const date = calendarDate(day);
    const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    const previous = days[index - 1];
    let startMs = Number.NaN;
    let offset = Number.NaN;
    let exactMidnight = false;
    if (previous?.exactMidnight) {
      const guess = previous.startMs + DAY_MS;
      const guessOffset = zone.offset(guess);
      if (guessOffset === previous.offset) [startMs, offset, exactMidnight] = [guess, guessOffset, true];
    }
    if (Number.isNaN(startMs)) {
      startMs = clockReaches(date, 0, zone);
      const shown = DateTime.fromMillis(startMs, { zone });
      offset = shown.offset;
      exactMidnight = wallKey(shown) === `${date}T00:00`;
    }
    days.push({ date, weekday, startMs, offset, exactMidnight, steady: false, offsetText: offsetText(offset) });
  }
  for (let index = 0; index + 1 < days.length; index += 1) {
    const [day, next] = [days[index], days[index + 1]];
    day.steady = day.exactMidnight && next.exactMidnight && next.offset === day.offset && next.startMs - day.startMs === DAY_MS;
  }
  return days;
}

export function boundaryMs(day: CalendarDay, minutes: number, zone: IANAZone): number {
  return day.steady ? day.startMs + minutes * MINUTE_MS : clockReaches(day.date, minutes, zone);
}

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}
