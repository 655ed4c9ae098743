import { describe, expect, it } from "vitest";
import {
  formatSessionTime,
  formatTimeRange,
  instantToZonedParts,
  isValidTimeZone,
  toIsoWithOffset,
  zonedTimeToInstant,
  zoneForIsoOffset,
} from "./zoned-time";

describe("wall-clock time in a zone", () => {
  it("knows real zones from made-up ones", () => {
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Base")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("turns a date, a time and a zone into the instant, across daylight saving", () => {
    expect(zonedTimeToInstant("2026-01-15", "14:30", "America/New_York")?.toISOString()).toBe("2026-01-15T19:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-15", "14:30", "America/New_York")?.toISOString()).toBe("2026-07-15T18:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-01", "09:00", "Asia/Kolkata")?.toISOString()).toBe("2026-07-01T03:30:00.000Z");
    // 02:30 does not exist on 8 March 2026 in New York: it moves forward to 03:30 EDT.
    expect(zonedTimeToInstant("2026-03-08", "02:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 01:30 happens twice on 1 November 2026: the first (EDT).
    expect(zonedTimeToInstant("2026-11-01", "01:30", "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("names the fixed zone of an ISO time's offset, for a booking sent without a zone", () => {
    expect(zoneForIsoOffset("2027-01-10T15:00:00-05:00")).toBe("Etc/GMT+5");
    expect(zoneForIsoOffset("2027-01-10T15:00:00+09:00")).toBe("Etc/GMT-9");
    expect(zoneForIsoOffset("2027-01-10T15:00:00Z")).toBe("UTC");
    expect(zoneForIsoOffset("2027-01-10T15:00:00+00:00")).toBe("UTC");
    expect(zoneForIsoOffset("2027-01-10T15:00:00+05:30")).toBe("UTC");
    expect(isValidTimeZone(zoneForIsoOffset("2027-01-10T15:00:00-12:00"))).toBe(true);
  });

  it("refuses impossible input", () => {
    expect(zonedTimeToInstant("2026-02-30", "10:00", "UTC")).toBeNull();
    expect(zonedTimeToInstant("2026-01-01", "25:00", "UTC")).toBeNull();
    expect(zonedTimeToInstant("2026-01-01", "10:00", "Nowhere/City")).toBeNull();
  });

  it("goes back from an instant to the zone's date, time and ISO offset", () => {
    const instant = new Date("2026-07-01T03:30:00Z");
    expect(instantToZonedParts(instant, "America/Los_Angeles")).toEqual({ date: "2026-06-30", time: "20:30" });
    expect(toIsoWithOffset(instant, "Asia/Kolkata")).toBe("2026-07-01T09:00:00+05:30");
    expect(toIsoWithOffset(instant, "America/Los_Angeles")).toBe("2026-06-30T20:30:00-07:00");
  });

  it("formats with the zone named", () => {
    expect(formatSessionTime("2026-07-01T03:30:00Z", "America/Los_Angeles")).toBe("Tue, Jun 30, 2026, 8:30 PM PDT");
    expect(formatTimeRange("2026-07-01T03:30:00Z", 50, "UTC")).toBe("3:30 AM – 4:20 AM");
  });
});
