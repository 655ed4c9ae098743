import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { FreeSlot } from "./slots";
import { coach, elapsedMinutes, expectNoDuplicatesAndInOrder, slots, starts } from "./slots-test-helpers";

// Free slots on the days clocks change, and the offsets they are written with in every kind of zone.

/** Night hours on some days, evening hours on others, both at the weekend: slots on either side of midnight. */
function nightsAndEvenings(timeZone: string) {
  const night = [{ start: "00:00", end: "03:00" }];
  const evening = [{ start: "22:00", end: "24:00" }];
  return coach({
    timeZone,
    weekly: {
      mon: night,
      tue: evening,
      wed: night,
      thu: evening,
      fri: night,
      sat: [...night, ...evening],
      sun: [...night, ...evening],
    },
  });
}

/** Each slot end Luxon writes differently in the zone, and each slot that does not last 50 minutes. */
function disagreementsWithLuxon(list: FreeSlot[], timeZone: string): string[] {
  const disagreements: string[] = [];
  for (const slot of list) {
    for (const iso of [slot.start, slot.end]) {
      const luxon = DateTime.fromMillis(Date.parse(iso), { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
      if (luxon !== iso) disagreements.push(`${timeZone}: ${iso} is ${luxon}`);
    }
    if (elapsedMinutes(slot) !== 50) disagreements.push(`${timeZone}: ${slot.start}–${slot.end} is not 50 minutes`);
  }
  return disagreements;
}

describe("free slots: daylight-saving changes", () => {
  it("March in New York: 02:00–03:00 does not exist, so 01:30–03:30 is one real hour", () => {
    const availability = coach({ weekly: { sun: [{ start: "01:30", end: "03:30" }] } });
    const short = slots({ availability, from: "2026-03-08", to: "2026-03-08", durationMinutes: 15 });
    expect(short).toEqual([
      { start: "2026-03-08T01:30:00-05:00", end: "2026-03-08T01:45:00-05:00" },
      { start: "2026-03-08T01:45:00-05:00", end: "2026-03-08T03:00:00-04:00" },
      { start: "2026-03-08T03:00:00-04:00", end: "2026-03-08T03:15:00-04:00" },
      { start: "2026-03-08T03:15:00-04:00", end: "2026-03-08T03:30:00-04:00" },
    ]);
    expect(short.some((slot) => /T02:/.test(slot.start) || /T02:/.test(slot.end))).toBe(false);
    expect(short.every((slot) => elapsedMinutes(slot) === 15)).toBe(true);
    expectNoDuplicatesAndInOrder(short);

    const long = slots({ availability, from: "2026-03-08", to: "2026-03-08", durationMinutes: 50 });
    expect(long).toEqual([{ start: "2026-03-08T01:30:00-05:00", end: "2026-03-08T03:20:00-04:00" }]);
    expect(elapsedMinutes(long[0])).toBe(50);
  });

  it("March: an hour boundary inside the skipped hour is the moment the clocks jump", () => {
    const availability = coach({
      weekly: {
        sun: [
          { start: "00:00", end: "02:30" },
          { start: "02:30", end: "04:00" },
        ],
      },
    });
    const list = slots({ availability, from: "2026-03-08", to: "2026-03-08", durationMinutes: 15 });
    // 00:00–02:30 ends when the clock passes 02:30, i.e. at 03:00 EDT; the next interval starts there.
    expect(list.find((slot) => slot.end === "2026-03-08T03:00:00-04:00")?.start).toBe("2026-03-08T01:45:00-05:00");
    expect(list.filter((slot) => slot.start.startsWith("2026-03-08T03"))).toHaveLength(4);
    expect(list).toHaveLength(12);
    expectNoDuplicatesAndInOrder(list);
  });

  it("November in New York: 01:00–02:00 happens twice, and 00:30–02:30 is three real hours without duplicates", () => {
    const availability = coach({ weekly: { sun: [{ start: "00:30", end: "02:30" }] } });
    const short = slots({ availability, from: "2026-11-01", to: "2026-11-01", durationMinutes: 15 });
    expect(short).toHaveLength(12);
    expect(starts(short)).toContain("2026-11-01T01:00:00-04:00");
    expect(starts(short)).toContain("2026-11-01T01:00:00-05:00");
    expect(short[0].start).toBe("2026-11-01T00:30:00-04:00");
    expect(short.at(-1)?.end).toBe("2026-11-01T02:30:00-05:00");
    expectNoDuplicatesAndInOrder(short);
    // Back to back: each consultation ends exactly when the next begins, none overlaps another.
    for (let i = 1; i < short.length; i += 1) expect(Date.parse(short[i].start)).toBe(Date.parse(short[i - 1].end));
    expect(short.every((slot) => elapsedMinutes(slot) === 15)).toBe(true);

    const long = slots({ availability, from: "2026-11-01", to: "2026-11-01", durationMinutes: 50 });
    expectNoDuplicatesAndInOrder(long);
    expect(long.every((slot) => elapsedMinutes(slot) === 50)).toBe(true);
    expect(long.slice(1).every((slot, i) => Date.parse(slot.start) - Date.parse(long[i].start) === 30 * 60_000)).toBe(true);
    expect(long).toHaveLength(5);
  });

  it("November: a boundary in the repeated hour is its first occurrence", () => {
    const availability = coach({ weekly: { sun: [{ start: "01:30", end: "03:00" }] } });
    const list = slots({ availability, from: "2026-11-01", to: "2026-11-01", durationMinutes: 15 });
    expect(list[0].start).toBe("2026-11-01T01:30:00-04:00");
    expect(list).toHaveLength(10);
  });

  it("weekly hours keep their wall-clock times on both sides of each change", () => {
    const availability = coach({
      weekly: { sat: [{ start: "09:00", end: "10:00" }], sun: [{ start: "09:00", end: "10:00" }], mon: [{ start: "09:00", end: "10:00" }] },
    });
    expect(starts(slots({ availability, from: "2026-03-07", to: "2026-03-09", durationMinutes: 60 }))).toEqual([
      "2026-03-07T09:00:00-05:00",
      "2026-03-08T09:00:00-04:00",
      "2026-03-09T09:00:00-04:00",
    ]);
    expect(starts(slots({ availability, from: "2026-10-31", to: "2026-11-02", durationMinutes: 60 }))).toEqual([
      "2026-10-31T09:00:00-04:00",
      "2026-11-01T09:00:00-05:00",
      "2026-11-02T09:00:00-05:00",
    ]);
  });
});

describe("free slots: offsets in zones with and without clock changes", () => {
  it("a zone without daylight saving stays the same on those dates", () => {
    for (const [timeZone, offset] of [
      ["Asia/Tokyo", "+09:00"],
      ["America/Phoenix", "-07:00"],
    ] as const) {
      const availability = coach({
        timeZone,
        weekly: {
          sun: [
            { start: "00:30", end: "03:30" },
            { start: "09:00", end: "17:00" },
          ],
        },
      });
      for (const date of ["2026-03-08", "2026-11-01"]) {
        const list = slots({ availability, from: date, to: date });
        expect(list).toHaveLength(5 + 15);
        expect(list.every((slot) => slot.start.endsWith(offset) && slot.end.endsWith(offset) && elapsedMinutes(slot) === 50)).toBe(true);
        expect(list[0].start).toBe(`${date}T00:30:00${offset}`);
        expect(list.at(-1)?.start).toBe(`${date}T16:00:00${offset}`);
      }
    }
  });

  it("writes UTC and half-hour zones with their offsets", () => {
    const hours = { weekly: { mon: [{ start: "09:00", end: "09:50" }] } };
    expect(slots({ availability: coach({ timeZone: "UTC", ...hours }), from: "2026-06-01", to: "2026-06-01" })).toEqual([
      { start: "2026-06-01T09:00:00+00:00", end: "2026-06-01T09:50:00+00:00" },
    ]);
    expect(slots({ availability: coach({ timeZone: "Asia/Kolkata", ...hours }), from: "2026-06-01", to: "2026-06-01" })).toEqual([
      { start: "2026-06-01T09:00:00+05:30", end: "2026-06-01T09:50:00+05:30" },
    ]);
  });

  it("agrees with Luxon on every slot of the months with clock changes, in zones with unusual ones", () => {
    // Lord Howe moves by 30 minutes, Santiago changes at midnight, Havana skips midnight itself,
    // Casablanca changes twice a month apart (Ramadan), Chatham is +12:45/+13:45.
    const zones = [
      "America/New_York",
      "Europe/London",
      "Australia/Lord_Howe",
      "America/Santiago",
      "America/Havana",
      "Africa/Casablanca",
      "Pacific/Chatham",
      "Asia/Kolkata",
    ];
    for (const timeZone of zones) {
      const availability = nightsAndEvenings(timeZone);
      let checked = 0;
      const disagreements: string[] = [];
      // Every month in which one of these zones changes its clocks, and one in which none does.
      for (const month of [1, 2, 3, 4, 9, 10, 11]) {
        const first = DateTime.fromObject({ year: 2026, month, day: 1 }, { zone: "utc" });
        const list = slots({ availability, from: first.toISODate()!, to: first.endOf("month").toISODate()!, durationMinutes: 50 });
        expectNoDuplicatesAndInOrder(list);
        disagreements.push(...disagreementsWithLuxon(list, timeZone));
        checked += list.length;
      }
      expect(disagreements).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    }
  });
});
