import { describe, expect, it } from "vitest";
import { daysOff, errorsOf, halfHourIntervals, monday, zone } from "./availability-test-helpers";

// What the availability schema refuses, each refusal under the path of the field it names (the API's
// `errors` map); what it accepts is in availability.test.ts.

describe("availability: every refusal names its field (the zone, the body and the week's days)", () => {
  it("time zone", () => {
    expect(errorsOf({})).toEqual({ timeZone: "Time zone is required (an IANA name such as America/New_York)" });
    expect(errorsOf({ timeZone: "  " })).toEqual({ timeZone: "Time zone is required (an IANA name such as America/New_York)" });
    for (const timeZone of ["Mars/Base", "+05:00", "EST-ish", "x".repeat(65)]) {
      expect(errorsOf({ timeZone })).toEqual({ timeZone: "Time zone must be a known IANA time zone, such as America/New_York" });
    }
  });

  it("the whole body", () => {
    expect(errorsOf(null)).toEqual({
      "": "Availability must be an object with timeZone, weekly, bufferMinutes, minimumNoticeHours, horizonDays and overrides",
    });
  });

  it("weekly: days exactly mon..sun", () => {
    expect(errorsOf({ ...zone, weekly: [] })).toEqual({
      weekly: "Weekly hours must be an object with the days mon, tue, wed, thu, fri, sat and sun",
    });
    expect(errorsOf({ ...zone, weekly: { monday: [] } })).toEqual({
      weekly: "Weekly hours: the days are mon, tue, wed, thu, fri, sat and sun",
    });
    expect(errorsOf({ ...zone, weekly: { mon: "09:00-17:00" } })).toEqual({
      "weekly.mon": 'Monday must be a list of intervals such as [{ "start": "09:00", "end": "17:00" }]',
    });
    expect(errorsOf({ ...zone, weekly: { sun: null } })).toEqual({
      "weekly.sun": 'Sunday must be a list of intervals such as [{ "start": "09:00", "end": "17:00" }]',
    });
  });
});

describe("availability: every refusal names its field (one interval's times)", () => {
  it("intervals: shape", () => {
    expect(errorsOf(monday(["09:00"]))).toEqual({ "weekly.mon.0": "Each interval must be { start, end } with times as HH:MM" });
    expect(errorsOf(monday([{ end: "17:00" }]))).toEqual({ "weekly.mon.0.start": "Each interval needs a start time as HH:MM" });
    expect(errorsOf(monday([{ start: "09:00", end: 17 }]))).toEqual({ "weekly.mon.0.end": "Each interval needs an end time as HH:MM" });
  });

  it("intervals: HH:MM, 24-hour", () => {
    for (const start of ["9:00", "25:00", "12:60", "noon", "09:00:00", ""]) {
      expect(errorsOf(monday([{ start, end: "17:00" }]))).toEqual({
        "weekly.mon.0.start": "Monday, interval 1: start must be a time as HH:MM (24-hour), e.g. 09:00",
      });
    }
    expect(
      errorsOf({
        ...zone,
        weekly: {
          wed: [
            { start: "09:00", end: "17:00" },
            { start: "18:00", end: "24:30" },
          ],
        },
      }),
    ).toEqual({
      "weekly.wed.1.end": "Wednesday, interval 2: end must be a time as HH:MM (24-hour), e.g. 17:00",
    });
  });

  it("intervals: 24:00 only ends a day", () => {
    expect(errorsOf(monday([{ start: "24:00", end: "24:00" }]))).toEqual({
      "weekly.mon.0.start": "Monday, interval 1: start must be between 00:00 and 23:55 (24:00 may only end an interval)",
    });
  });

  it("intervals: on the 5-minute grid", () => {
    expect(errorsOf(monday([{ start: "09:07", end: "17:00" }]))).toEqual({
      "weekly.mon.0.start": "Monday, interval 1: start must be on a 5-minute step (e.g. 09:00, 09:05, 09:10)",
    });
    expect(errorsOf({ ...zone, weekly: { thu: [{ start: "09:00", end: "16:59" }] } })).toEqual({
      "weekly.thu.0.end": "Thursday, interval 1: end must be on a 5-minute step (e.g. 09:00, 09:05, 09:10)",
    });
  });

  it("intervals: start before end", () => {
    expect(errorsOf({ ...zone, weekly: { tue: [{ start: "10:00", end: "09:00" }] } })).toEqual({
      "weekly.tue.0.end": "Tuesday, interval 1: end (09:00) must be after start (10:00)",
    });
    expect(errorsOf({ ...zone, weekly: { tue: [{ start: "10:00", end: "10:00" }] } })).toEqual({
      "weekly.tue.0.end": "Tuesday, interval 1: end (10:00) must be after start (10:00)",
    });
  });
});

describe("availability: every refusal names its field (a day's intervals together)", () => {
  it("intervals: no overlap within a day, named by their times", () => {
    expect(
      errorsOf({
        ...zone,
        weekly: {
          wed: [
            { start: "11:00", end: "13:00" },
            { start: "09:00", end: "12:00" },
          ],
        },
      }),
    ).toEqual({ "weekly.wed.0": "Wednesday: 09:00–12:00 and 11:00–13:00 overlap" });
    expect(
      errorsOf({
        ...zone,
        weekly: {
          sat: [
            { start: "09:00", end: "17:00" },
            { start: "10:00", end: "11:00" },
          ],
        },
      }),
    ).toEqual({ "weekly.sat.1": "Saturday: 09:00–17:00 and 10:00–11:00 overlap" });
  });

  it("intervals: at most 12 a day", () => {
    const thirteen = halfHourIntervals(13);
    expect(errorsOf({ ...zone, weekly: { fri: thirteen } })).toEqual({ "weekly.fri": "Friday: at most 12 intervals a day" });
  });
});

describe("availability: every refusal names its field (date overrides)", () => {
  it("overrides: shape and dates", () => {
    expect(errorsOf({ ...zone, overrides: {} })).toEqual({ overrides: "Overrides must be a list of { date, intervals }" });
    expect(errorsOf({ ...zone, overrides: ["2026-12-24"] })).toEqual({
      "overrides.0": "Each override must be { date, intervals } (intervals: [] for a day off)",
    });
    expect(errorsOf({ ...zone, overrides: [{ intervals: [] }] })).toEqual({
      "overrides.0.date": "Each override needs a date as YYYY-MM-DD",
    });
    for (const date of ["2026-02-30", "2026-2-3", "24/12/2026", "1999-12-31"]) {
      expect(errorsOf({ ...zone, overrides: [{ date, intervals: [] }] })).toEqual({
        "overrides.0.date": "Override date must be a real date as YYYY-MM-DD, e.g. 2026-12-24",
      });
    }
    expect(errorsOf({ ...zone, overrides: [{ date: "2026-12-24" }] })).toEqual({
      "overrides.0.intervals": 'Each override needs intervals: a list such as [{ "start": "10:00", "end": "14:00" }], or [] for a day off',
    });
  });

  it("overrides: their hours are checked like a weekday's, naming the date", () => {
    expect(errorsOf({ ...zone, overrides: [{ date: "2026-12-24", intervals: [{ start: "14:00", end: "10:00" }] }] })).toEqual({
      "overrides.0.intervals.0.end": "Override for 2026-12-24, interval 1: end (10:00) must be after start (14:00)",
    });
    expect(
      errorsOf({
        ...zone,
        overrides: [
          {
            date: "2026-12-24",
            intervals: [
              { start: "10:00", end: "12:00" },
              { start: "11:30", end: "13:00" },
            ],
          },
        ],
      }),
    ).toEqual({
      "overrides.0.intervals.1": "Override for 2026-12-24: 10:00–12:00 and 11:30–13:00 overlap",
    });
    const thirteen = halfHourIntervals(13);
    expect(errorsOf({ ...zone, overrides: [{ date: "2026-12-24", intervals: thirteen }] })).toEqual({
      "overrides.0.intervals": "Override hours: at most 12 intervals a day",
    });
  });

  it("overrides: one per date, at most 366", () => {
    expect(
      errorsOf({
        ...zone,
        overrides: [
          { date: "2026-12-24", intervals: [] },
          { date: "2026-12-25", intervals: [] },
          { date: "2026-12-24", intervals: [{ start: "09:00", end: "10:00" }] },
        ],
      }),
    ).toEqual({
      "overrides.2.date": "Override dates must be unique: 2026-12-24 appears more than once",
    });
    const tooMany = daysOff(367);
    expect(errorsOf({ ...zone, overrides: tooMany })).toEqual({ overrides: "At most 366 date overrides" });
  });
});

describe("availability: every refusal names its field (buffer, notice and horizon, and all at once)", () => {
  it("buffer, notice and horizon: whole numbers within their ranges", () => {
    const cases: [string, unknown, string][] = [
      ["bufferMinutes", "15", "Buffer must be a number of minutes from 0 to 120"],
      ["bufferMinutes", 7.5, "Buffer must be whole minutes"],
      ["bufferMinutes", -1, "Buffer must be at least 0 minutes"],
      ["bufferMinutes", 121, "Buffer must be at most 120 minutes"],
      ["bufferMinutes", Number.NaN, "Buffer must be a number of minutes from 0 to 120"],
      ["minimumNoticeHours", null, "Minimum notice must be a number of hours from 0 to 720"],
      ["minimumNoticeHours", 1.5, "Minimum notice must be whole hours"],
      ["minimumNoticeHours", -1, "Minimum notice must be at least 0 hours"],
      ["minimumNoticeHours", 721, "Minimum notice must be at most 720 hours (30 days)"],
      ["horizonDays", "60", "Booking horizon must be a number of days from 1 to 365"],
      ["horizonDays", 30.5, "Booking horizon must be whole days"],
      ["horizonDays", 0, "Booking horizon must be at least 1 day"],
      ["horizonDays", 366, "Booking horizon must be at most 365 days"],
    ];
    for (const [field, value, message] of cases) {
      expect(errorsOf({ ...zone, [field]: value }), `${field} = ${String(value)}`).toEqual({ [field]: message });
    }
  });

  it("reports every problem at once, so a form can mark each field", () => {
    expect(
      errorsOf({
        timeZone: "Nowhere/City",
        weekly: { mon: [{ start: "9", end: "17:00" }], tue: [{ start: "12:00", end: "11:00" }] },
        bufferMinutes: 500,
      }),
    ).toEqual({
      timeZone: "Time zone must be a known IANA time zone, such as America/New_York",
      "weekly.mon.0.start": "Monday, interval 1: start must be a time as HH:MM (24-hour), e.g. 09:00",
      "weekly.tue.0.end": "Tuesday, interval 1: end (11:00) must be after start (12:00)",
      bufferMinutes: "Buffer must be at most 120 minutes",
    });
  });
});
