// A coach's availability: the hours clients may book, in the coach's own time zone. One schema for
// the coach's form, the staff dialog and the API; every message names the field it is about, so a
// 400 can be read without the form beside it.
//
// Times are wall-clock "HH:MM" (24-hour) in the coach's zone, on a 5-minute grid: fine enough for any
// real working day, coarse enough that a picker can offer every value, and every slot grid (15 or
// 30 minutes) lines up with it. "24:00" is accepted as an END only and means the end of that day
// (midnight of the next), so a coach can work until midnight without an interval that crosses it.
import { IANAZone } from "luxon";
import { z } from "zod";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const AVAILABILITY_DEFAULTS = {
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
} as const;

export const AVAILABILITY_LIMITS = {
  /** Minutes between allowed times of day. */
  timeStepMinutes: 5,
  /** More intervals than this in one day is a mistake, not a schedule. */
  intervalsPerDay: 12,
  bufferMinutes: { min: 0, max: 120 },
  minimumNoticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 365 },
  /** A year of exceptions, one per date. */
  overrides: 366,
} as const;

export const MINUTES_PER_DAY = 24 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "09:30" → 570; "24:00" → 1440. Only for values the schema accepted. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A real calendar date written as YYYY-MM-DD (not 2026-02-30), between the years 2000 and 2199. */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (a pure calendar question, no zone involved).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A zone name the slot computation can use: IANA, known to Luxon (and so to Intl). */
export function isKnownTimeZone(zone: string): boolean {
  return zone.length > 0 && zone.length <= 64 && IANAZone.isValidZone(zone);
}

interface RawInterval {
  start: string;
  end: string;
}

/**
 * Checks one day's intervals and reports each problem on the field it concerns, with `label`
 * ("Monday", "Override for 2026-12-24") in the message. Intervals may arrive in any order; the
 * overlap check looks at them sorted by start, and names both by their times.
 */
function checkIntervals(intervals: RawInterval[], label: string, ctx: z.RefinementCtx, basePath: (string | number)[]): void {
  const { timeStepMinutes } = AVAILABILITY_LIMITS;
  const valid: { index: number; start: number; end: number; text: string }[] = [];
  intervals.forEach((interval, index) => {
    const where = `${label}, interval ${index + 1}`;
    let ok = true;
    for (const field of ["start", "end"] as const) {
      const value = interval[field];
      if (!TIME_PATTERN.test(value)) {
        ctx.addIssue({
          code: "custom",
          path: [...basePath, index, field],
          message: `${where}: ${field} must be a time as HH:MM (24-hour), e.g. ${field === "start" ? "09:00" : "17:00"}`,
        });
        ok = false;
      } else if (field === "start" && value === "24:00") {
        ctx.addIssue({
          code: "custom",
          path: [...basePath, index, field],
          message: `${where}: start must be between 00:00 and 23:55 (24:00 may only end an interval)`,
        });
        ok = false;
      } else if (timeToMinutes(value) % timeStepMinutes !== 0) {
        ctx.addIssue({
          code: "custom",
          path: [...basePath, index, field],
          message: `${where}: ${field} must be on a ${timeStepMinutes}-minute step (e.g. 09:00, 09:05, 09:10)`,
        });
        ok = false;
      }
    }
    if (!ok) return;
    const start = timeToMinutes(interval.start);
    const end = timeToMinutes(interval.end);
    if (end <= start) {
      ctx.addIssue({
        code: "custom",
        path: [...basePath, index, "end"],
        message: `${where}: end (${interval.end}) must be after start (${interval.start})`,
      });
      return;
    }
    valid.push({ index, start, end, text: `${interval.start}–${interval.end}` });
  });
  valid.sort((a, b) => a.start - b.start);
  for (let i = 1; i < valid.length; i += 1) {
    const [previous, current] = [valid[i - 1], valid[i]];
    // Touching intervals (09:00–12:00 and 12:00–17:00) are allowed: they read as one stretch.
    if (current.start < previous.end) {
      ctx.addIssue({
        code: "custom",
        path: [...basePath, current.index],
        message: `${label}: ${previous.text} and ${current.text} overlap`,
      });
    }
  }
}

const intervalObject = z.object(
  {
    start: z.string({ error: "Each interval needs a start time as HH:MM" }).trim(),
    end: z.string({ error: "Each interval needs an end time as HH:MM" }).trim(),
  },
  { error: "Each interval must be { start, end } with times as HH:MM" },
);

function sortByStart(intervals: RawInterval[]): RawInterval[] {
  return [...intervals].sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
}

function intervalList(label: string, notAList = `${label} must be a list of intervals such as [{ "start": "09:00", "end": "17:00" }]`) {
  const max = AVAILABILITY_LIMITS.intervalsPerDay;
  return z.array(intervalObject, { error: notAList }).max(max, `${label}: at most ${max} intervals a day`);
}

function dayHours(day: Weekday) {
  const label = WEEKDAY_LABELS[day];
  return intervalList(label)
    .superRefine((intervals, ctx) => checkIntervals(intervals, label, ctx, []))
    .transform(sortByStart)
    .default([]);
}

const weeklySchema = z.strictObject(
  {
    mon: dayHours("mon"),
    tue: dayHours("tue"),
    wed: dayHours("wed"),
    thu: dayHours("thu"),
    fri: dayHours("fri"),
    sat: dayHours("sat"),
    sun: dayHours("sun"),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Weekly hours: the days are mon, tue, wed, thu, fri, sat and sun"
        : "Weekly hours must be an object with the days mon, tue, wed, thu, fri, sat and sun",
  },
);

const overrideSchema = z
  .object(
    {
      date: z
        .string({ error: "Each override needs a date as YYYY-MM-DD" })
        .trim()
        .refine(isIsoDate, "Override date must be a real date as YYYY-MM-DD, e.g. 2026-12-24"),
      intervals: intervalList(
        "Override hours",
        'Each override needs intervals: a list such as [{ "start": "10:00", "end": "14:00" }], or [] for a day off',
      ),
    },
    { error: "Each override must be { date, intervals } (intervals: [] for a day off)" },
  )
  .superRefine((override, ctx) => checkIntervals(override.intervals, `Override for ${override.date}`, ctx, ["intervals"]))
  .transform((override) => ({ date: override.date, intervals: sortByStart(override.intervals) }));

const { bufferMinutes, minimumNoticeHours, horizonDays } = AVAILABILITY_LIMITS;

export const availabilitySchema = z.object(
  {
    timeZone: z
      .string({ error: "Time zone is required (an IANA name such as America/New_York)" })
      .trim()
      .min(1, "Time zone is required (an IANA name such as America/New_York)")
      .refine(isKnownTimeZone, "Time zone must be a known IANA time zone, such as America/New_York"),
    weekly: weeklySchema.default({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }),
    bufferMinutes: z
      .number({ error: `Buffer must be a number of minutes from ${bufferMinutes.min} to ${bufferMinutes.max}` })
      .int("Buffer must be whole minutes")
      .min(bufferMinutes.min, `Buffer must be at least ${bufferMinutes.min} minutes`)
      .max(bufferMinutes.max, `Buffer must be at most ${bufferMinutes.max} minutes`)
      .default(AVAILABILITY_DEFAULTS.bufferMinutes),
    minimumNoticeHours: z
      .number({ error: `Minimum notice must be a number of hours from ${minimumNoticeHours.min} to ${minimumNoticeHours.max}` })
      .int("Minimum notice must be whole hours")
      .min(minimumNoticeHours.min, `Minimum notice must be at least ${minimumNoticeHours.min} hours`)
      .max(minimumNoticeHours.max, `Minimum notice must be at most ${minimumNoticeHours.max} hours (30 days)`)
      .default(AVAILABILITY_DEFAULTS.minimumNoticeHours),
    horizonDays: z
      .number({ error: `Booking horizon must be a number of days from ${horizonDays.min} to ${horizonDays.max}` })
      .int("Booking horizon must be whole days")
      .min(horizonDays.min, `Booking horizon must be at least ${horizonDays.min} day`)
      .max(horizonDays.max, `Booking horizon must be at most ${horizonDays.max} days`)
      .default(AVAILABILITY_DEFAULTS.horizonDays),
    overrides: z
      .array(overrideSchema, { error: "Overrides must be a list of { date, intervals }" })
      .max(AVAILABILITY_LIMITS.overrides, `At most ${AVAILABILITY_LIMITS.overrides} date overrides`)
      .superRefine((overrides, ctx) => {
        const seen = new Set<string>();
        overrides.forEach((override, index) => {
          if (seen.has(override.date)) {
            ctx.addIssue({
              code: "custom",
              path: [index, "date"],
              message: `Override dates must be unique: ${override.date} appears more than once`,
            });
          }
          seen.add(override.date);
        });
      })
      .transform((overrides) => [...overrides].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
      .default([]),
  },
  { error: "Availability must be an object with timeZone, weekly, bufferMinutes, minimumNoticeHours, horizonDays and overrides" },
);

/** What the form holds and the API accepts (defaults may be left out). */
export type AvailabilityInput = z.input<typeof availabilitySchema>;
/** What the server stores and the slot computation reads: defaults filled in, intervals sorted. */
export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityInterval = Availability["weekly"]["mon"][number];
export type AvailabilityOverride = Availability["overrides"][number];

/** A form's starting point: Monday to Friday 09:00–17:00 in the given zone, the defaults for the rest. */
export function defaultAvailability(timeZone: string): Availability {
  const workday = () => [{ start: "09:00", end: "17:00" }];
  return {
    timeZone,
    weekly: { mon: workday(), tue: workday(), wed: workday(), thu: workday(), fri: workday(), sat: [], sun: [] },
    ...AVAILABILITY_DEFAULTS,
    overrides: [],
  };
}
