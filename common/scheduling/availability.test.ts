import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_DEFAULTS,
  availabilitySchema,
  defaultAvailability,
  isIsoDate,
  timeToMinutes,
  type AvailabilityInput,
} from "./availability";
import { daysOff, halfHourIntervals, monday, zone } from "./availability-test-helpers";

// What the schema refuses, and how it names each field, is in availability-refusals.test.ts.

describe("availability: what is accepted", () => {
  it("accepts the issue's example and fills in the defaults", () => {
    const parsed = availabilitySchema.parse({
      timeZone: "America/New_York",
      weekly: {
        mon: [{ start: "09:00", end: "17:00" }],
        tue: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
      },
      overrides: [{ date: "2026-12-24", intervals: [] }],
    });
    expect(parsed).toEqual({
      timeZone: "America/New_York",
      weekly: {
        mon: [{ start: "09:00", end: "17:00" }],
        tue: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      bufferMinutes: 15,
      minimumNoticeHours: 12,
      horizonDays: 60,
      overrides: [{ date: "2026-12-24", intervals: [] }],
    });
    expect(AVAILABILITY_DEFAULTS).toEqual({ bufferMinutes: 15, minimumNoticeHours: 12, horizonDays: 60 });
  });

  it("treats a coach with only a zone as having no hours (requests only)", () => {
    const parsed = availabilitySchema.parse({ timeZone: "Asia/Tokyo" });
    expect(Object.values(parsed.weekly).every((day) => day.length === 0)).toBe(true);
    expect(parsed.overrides).toEqual([]);
  });

  it("sorts intervals and overrides, whatever order the form sent them in", () => {
    const parsed = availabilitySchema.parse({
      ...zone,
      weekly: {
        fri: [
          { start: "14:00", end: "18:00" },
          { start: "08:00", end: "12:00" },
        ],
      },
      overrides: [
        { date: "2026-12-31", intervals: [] },
        {
          date: "2026-12-24",
          intervals: [
            { start: "15:00", end: "16:00" },
            { start: "10:00", end: "11:00" },
          ],
        },
      ],
    });
    expect(parsed.weekly.fri.map((i) => i.start)).toEqual(["08:00", "14:00"]);
    expect(parsed.overrides.map((o) => o.date)).toEqual(["2026-12-24", "2026-12-31"]);
    expect(parsed.overrides[0].intervals.map((i) => i.start)).toEqual(["10:00", "15:00"]);
  });

  it("accepts zones Luxon knows, with or without daylight saving", () => {
    for (const timeZone of ["UTC", "Asia/Kolkata", "America/Phoenix", "Australia/Lord_Howe", "Europe/London"]) {
      expect(availabilitySchema.safeParse({ timeZone }).success).toBe(true);
    }
  });
});

describe("availability: the limits, the form's starting point and the readers", () => {
  it("accepts 24:00 as the end of the day, touching intervals, and the limits themselves", () => {
    const parsed = availabilitySchema.parse({
      ...zone,
      weekly: {
        sat: [
          { start: "00:00", end: "12:00" },
          { start: "12:00", end: "24:00" },
        ],
      },
      bufferMinutes: 120,
      minimumNoticeHours: 720,
      horizonDays: 365,
    });
    expect(parsed.weekly.sat).toHaveLength(2);
    expect(availabilitySchema.parse({ ...zone, bufferMinutes: 0, minimumNoticeHours: 0, horizonDays: 1 }).bufferMinutes).toBe(0);
    expect(availabilitySchema.safeParse(monday(halfHourIntervals(12))).success).toBe(true);
    expect(availabilitySchema.safeParse({ ...zone, overrides: daysOff(366) }).success).toBe(true);
  });

  it("gives the form a sensible starting point that the schema itself accepts", () => {
    const start = defaultAvailability("Europe/Paris");
    expect(availabilitySchema.parse(start satisfies AvailabilityInput)).toEqual(start);
  });

  it("reads times and dates", () => {
    expect(timeToMinutes("09:30")).toBe(570);
    expect(timeToMinutes("24:00")).toBe(1440);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
  });
});
