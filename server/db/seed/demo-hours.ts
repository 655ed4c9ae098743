// Weekly hours for the demo coaches, so a fresh `npm start` has free times to book at once. Each
// coach's hours follow what their profile says ("weekdays", "evenings"…), in the time zone of the
// city they practise in; one coach in eight keeps taking requests only (no hours), as a coach who
// never set any does. A few coaches have days off soon after the seed runs: those dates are counted
// from the day of the seed (in the coach's zone), since a day off in the past shows nothing.
import { DateTime } from "luxon";
import { AVAILABILITY_DEFAULTS, WEEKDAYS, type Availability, type Weekday } from "#common/scheduling/availability";
import type { DemoCoach } from "./demo-coaches";

/** The zone of each demo coach's state (El Paso, in Texas, keeps Mountain time). */
const ZONE_BY_STATE: Readonly<Record<string, string>> = {
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  IL: "America/Chicago",
  LA: "America/Chicago",
  MA: "America/New_York",
  MD: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  NC: "America/New_York",
  NJ: "America/New_York",
  NY: "America/New_York",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  TX: "America/Chicago",
  WA: "America/Los_Angeles",
  WI: "America/Chicago",
};
const ZONE_BY_CITY: Readonly<Record<string, string>> = { "El Paso, TX": "America/Denver" };

/** Parts of the day a profile's availability names, as wall-clock intervals. */
const PARTS_OF_DAY = {
  mornings: { start: "08:00", end: "12:00" },
  afternoons: { start: "12:00", end: "17:00" },
  evenings: { start: "17:00", end: "21:00" },
} as const;
const OFFICE_HOURS = { start: "09:00", end: "17:00" };

const WORKDAYS: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri"];
const WEEKEND: readonly Weekday[] = ["sat", "sun"];

/** Every `REQUESTS_ONLY_EVERY`-th coach has no hours: the directory shows both kinds. */
const REQUESTS_ONLY_EVERY = 8;
/** Every `DAYS_OFF_EVERY`-th coach with hours is away on two days soon after the seed. */
const DAYS_OFF_EVERY = 3;
const DAYS_OFF_AFTER_SEED = [2, 9];

export function demoTimeZone(location: string): string {
  const state = location.slice(-2);
  return ZONE_BY_CITY[location] ?? ZONE_BY_STATE[state] ?? "America/New_York";
}

/** Joins touching intervals ("12:00–17:00" and "17:00–21:00" become "12:00–21:00"). */
function joined(intervals: { start: string; end: string }[]): { start: string; end: string }[] {
  const sorted = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  const result: { start: string; end: string }[] = [];
  for (const interval of sorted) {
    const last = result.at(-1);
    if (last && last.end >= interval.start) last.end = interval.end > last.end ? interval.end : last.end;
    else result.push({ ...interval });
  }
  return result;
}

/**
 * The demo coach's hours, or null for a coach who takes requests only (one in eight, and every
 * inactive coach). `seededOn` is the moment the seed runs; days off are counted from it.
 */
export function demoAvailability(coach: DemoCoach, index: number, seededOn: Date): Availability | null {
  if (!coach.isActive || index % REQUESTS_ONLY_EVERY === REQUESTS_ONLY_EVERY - 1) return null;
  const says = new Set(coach.availability);
  const days = [...(says.has("weekdays") || !says.has("weekends") ? WORKDAYS : []), ...(says.has("weekends") ? WEEKEND : [])];
  const parts = (Object.keys(PARTS_OF_DAY) as (keyof typeof PARTS_OF_DAY)[]).filter((part) => says.has(part));
  const intervals = parts.length > 0 ? joined(parts.map((part) => PARTS_OF_DAY[part])) : [OFFICE_HOURS];
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, days.includes(day) ? intervals.map((i) => ({ ...i })) : []]),
  ) as Availability["weekly"];
  const timeZone = demoTimeZone(coach.location);
  const today = DateTime.fromJSDate(seededOn, { zone: timeZone }).startOf("day");
  const overrides =
    index % DAYS_OFF_EVERY === 0 ? DAYS_OFF_AFTER_SEED.map((days) => ({ date: today.plus({ days }).toISODate()!, intervals: [] })) : [];
  return { timeZone, weekly, ...AVAILABILITY_DEFAULTS, overrides };
}
