import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { availabilitySchema, type AvailabilityInput } from "./availability";
import {
  computeFreeSlots,
  findFreeSlot,
  MAX_SLOT_QUERY_DAYS,
  slotQuerySchema,
  SlotQueryError,
  validateSlotQuery,
  type BusyRange,
  type FreeSlot,
  type SlotQuery,
} from "./slots";

const LONG_AGO = new Date("2026-01-01T00:00:00Z");

/** A coach in New York with no buffer, notice or near horizon unless a test sets them. */
function coach(partial: Partial<AvailabilityInput> = {}) {
  return availabilitySchema.parse({ timeZone: "America/New_York", bufferMinutes: 0, minimumNoticeHours: 0, horizonDays: 365, ...partial });
}

function slots(query: Partial<SlotQuery> & Pick<SlotQuery, "from" | "to">): FreeSlot[] {
  return computeFreeSlots({ availability: coach(), busy: [], durationMinutes: 50, now: LONG_AGO, ...query });
}

const starts = (list: FreeSlot[]) => list.map((slot) => slot.start);
const elapsedMinutes = (slot: FreeSlot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
const busy = (start: string, end: string): BusyRange => ({ start: new Date(start), end: new Date(end) });

function expectNoDuplicatesAndInOrder(list: FreeSlot[]) {
  const instants = list.map((slot) => Date.parse(slot.start));
  expect(new Set(instants).size).toBe(instants.length);
  expect([...instants].sort((a, b) => a - b)).toEqual(instants);
}

describe("free slots: the weekly hours", () => {
  it("offers 50-minute sessions on the half hour, with the coach's offset", () => {
    const list = slots({
      availability: coach({ weekly: { mon: [{ start: "09:00", end: "12:00" }] } }),
      from: "2026-06-01",
      to: "2026-06-01",
    });
    expect(list).toEqual([
      { start: "2026-06-01T09:00:00-04:00", end: "2026-06-01T09:50:00-04:00" },
      { start: "2026-06-01T09:30:00-04:00", end: "2026-06-01T10:20:00-04:00" },
      { start: "2026-06-01T10:00:00-04:00", end: "2026-06-01T10:50:00-04:00" },
      { start: "2026-06-01T10:30:00-04:00", end: "2026-06-01T11:20:00-04:00" },
      { start: "2026-06-01T11:00:00-04:00", end: "2026-06-01T11:50:00-04:00" },
    ]);
  });

  it("offers 15-minute consultations every 15 minutes, in winter with the winter offset", () => {
    const list = slots({
      availability: coach({ weekly: { mon: [{ start: "09:00", end: "10:00" }] } }),
      from: "2026-01-05",
      to: "2026-01-05",
      durationMinutes: 15,
    });
    expect(starts(list)).toEqual([
      "2026-01-05T09:00:00-05:00",
      "2026-01-05T09:15:00-05:00",
      "2026-01-05T09:30:00-05:00",
      "2026-01-05T09:45:00-05:00",
    ]);
  });

  it("counts the grid from each interval's start, and takes a step when asked", () => {
    const availability = coach({ weekly: { mon: [{ start: "09:10", end: "10:30" }] } });
    expect(starts(slots({ availability, from: "2026-06-01", to: "2026-06-01" }))).toEqual([
      "2026-06-01T09:10:00-04:00",
      "2026-06-01T09:40:00-04:00",
    ]);
    expect(starts(slots({ availability, from: "2026-06-01", to: "2026-06-01", stepMinutes: 20 }))).toEqual([
      "2026-06-01T09:10:00-04:00",
      "2026-06-01T09:30:00-04:00",
    ]);
  });

  it("covers every date from `from` to `to`, and only the weekdays with hours", () => {
    const availability = coach({ weekly: { mon: [{ start: "09:00", end: "10:00" }], wed: [{ start: "14:00", end: "15:00" }] } });
    const list = slots({ availability, from: "2026-06-01", to: "2026-06-14", durationMinutes: 60 });
    expect(starts(list)).toEqual([
      "2026-06-01T09:00:00-04:00",
      "2026-06-03T14:00:00-04:00",
      "2026-06-08T09:00:00-04:00",
      "2026-06-10T14:00:00-04:00",
    ]);
  });

  it("lets a session run across intervals that touch, even across midnight, and ends a day at 24:00", () => {
    const availability = coach({ weekly: { mon: [{ start: "20:00", end: "24:00" }], tue: [{ start: "00:00", end: "01:00" }] } });
    const monday = slots({ availability, from: "2026-06-01", to: "2026-06-01" });
    expect(monday.at(-1)).toEqual({ start: "2026-06-01T23:30:00-04:00", end: "2026-06-02T00:20:00-04:00" });
    const alone = coach({ weekly: { mon: [{ start: "22:00", end: "24:00" }] } });
    expect(slots({ availability: alone, from: "2026-06-01", to: "2026-06-01", durationMinutes: 15 }).at(-1)).toEqual({
      start: "2026-06-01T23:45:00-04:00",
      end: "2026-06-02T00:00:00-04:00",
    });
    const split = coach({
      weekly: {
        mon: [
          { start: "09:00", end: "10:00" },
          { start: "10:00", end: "11:00" },
        ],
      },
    });
    expect(starts(slots({ availability: split, from: "2026-06-01", to: "2026-06-01" }))).toEqual([
      "2026-06-01T09:00:00-04:00",
      "2026-06-01T09:30:00-04:00",
      "2026-06-01T10:00:00-04:00",
    ]);
  });

  it("offers nothing to a coach without hours", () => {
    expect(slots({ availability: coach(), from: "2026-06-01", to: "2026-06-30" })).toEqual([]);
  });
});

describe("free slots: date overrides", () => {
  const availability = coach({
    weekly: { mon: [{ start: "09:00", end: "11:00" }] },
    overrides: [
      { date: "2026-12-07", intervals: [] },
      { date: "2026-12-14", intervals: [{ start: "13:00", end: "14:00" }] },
      { date: "2026-12-19", intervals: [{ start: "10:00", end: "11:00" }] },
    ],
  });
  const list = slots({ availability, from: "2026-12-07", to: "2026-12-21", durationMinutes: 60 });

  it("a day off removes that date's hours and no other", () => {
    expect(starts(list).filter((start) => start.startsWith("2026-12-07"))).toEqual([]);
    expect(starts(list).filter((start) => start.startsWith("2026-12-21"))).toEqual([
      "2026-12-21T09:00:00-05:00",
      "2026-12-21T09:30:00-05:00",
      "2026-12-21T10:00:00-05:00",
    ]);
  });

  it("different hours replace the weekday's, and a date without weekly hours can get some", () => {
    expect(starts(list).filter((start) => start.startsWith("2026-12-14"))).toEqual(["2026-12-14T13:00:00-05:00"]);
    expect(starts(list).filter((start) => start.startsWith("2026-12-19"))).toEqual(["2026-12-19T10:00:00-05:00"]);
    expect(list).toHaveLength(5);
  });
});

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
    const night = [{ start: "00:00", end: "03:00" }];
    const evening = [{ start: "22:00", end: "24:00" }];
    for (const timeZone of zones) {
      const availability = coach({
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
      let checked = 0;
      const disagreements: string[] = [];
      // Every month in which one of these zones changes its clocks, and one in which none does.
      for (const month of [1, 2, 3, 4, 9, 10, 11]) {
        const first = DateTime.fromObject({ year: 2026, month, day: 1 }, { zone: "utc" });
        const list = slots({ availability, from: first.toISODate()!, to: first.endOf("month").toISODate()!, durationMinutes: 50 });
        expectNoDuplicatesAndInOrder(list);
        for (const slot of list) {
          for (const iso of [slot.start, slot.end]) {
            const luxon = DateTime.fromMillis(Date.parse(iso), { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
            if (luxon !== iso) disagreements.push(`${timeZone}: ${iso} is ${luxon}`);
          }
          if (elapsedMinutes(slot) !== 50) disagreements.push(`${timeZone}: ${slot.start}–${slot.end} is not 50 minutes`);
        }
        checked += list.length;
      }
      expect(disagreements).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    }
  });
});

describe("free slots: busy times and the buffer", () => {
  const availability = coach({ bufferMinutes: 15, weekly: { mon: [{ start: "09:00", end: "12:00" }] } });

  it("keeps the buffer before and after a session (equality is allowed on both sides)", () => {
    // Taken 10:00–10:45 EDT: a consultation must end by 09:45 and may start from 11:00.
    const list = slots({
      availability,
      from: "2026-06-01",
      to: "2026-06-01",
      durationMinutes: 15,
      busy: [busy("2026-06-01T10:00:00-04:00", "2026-06-01T10:45:00-04:00")],
    });
    expect(starts(list).map((start) => start.slice(11, 16))).toEqual(["09:00", "09:15", "09:30", "11:00", "11:15", "11:30", "11:45"]);
  });

  it("without a buffer, sessions may sit back to back", () => {
    const list = slots({
      availability: coach({ weekly: { mon: [{ start: "09:00", end: "12:00" }] } }),
      from: "2026-06-01",
      to: "2026-06-01",
      busy: [busy("2026-06-01T10:00:00-04:00", "2026-06-01T10:50:00-04:00")],
    });
    expect(starts(list).map((start) => start.slice(11, 16))).toEqual(["09:00", "11:00"]);
  });

  it("ignores the order and overlaps of busy ranges, and ranges on other days", () => {
    const ranges = [
      busy("2026-06-01T11:00:00-04:00", "2026-06-01T11:15:00-04:00"),
      busy("2026-05-31T09:00:00-04:00", "2026-05-31T17:00:00-04:00"),
      busy("2026-06-01T09:30:00-04:00", "2026-06-01T09:45:00-04:00"),
      busy("2026-06-01T09:35:00-04:00", "2026-06-01T09:40:00-04:00"),
      busy("2026-06-02T09:00:00-04:00", "2026-06-02T17:00:00-04:00"),
    ];
    const list = slots({ availability, from: "2026-06-01", to: "2026-06-01", durationMinutes: 15, busy: ranges });
    // Blocked with the buffer: 09:15–10:00 and 10:45–11:30.
    expect(starts(list).map((start) => start.slice(11, 16))).toEqual(["09:00", "10:00", "10:15", "10:30", "11:30", "11:45"]);
    expect(slots({ availability, from: "2026-06-01", to: "2026-06-01", durationMinutes: 15, busy: [...ranges].reverse() })).toEqual(list);
  });

  it("a session taking the whole day leaves nothing", () => {
    expect(
      slots({ availability, from: "2026-06-01", to: "2026-06-01", busy: [busy("2026-06-01T08:00:00-04:00", "2026-06-01T13:00:00-04:00")] }),
    ).toEqual([]);
  });

  it("matches the rule checked slot by slot against every busy range, for random calendars", () => {
    // A seeded generator: the same calendars every run.
    let seed = 20260601;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const week = coach({
      bufferMinutes: 10,
      weekly: {
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:30" },
        ],
        tue: [{ start: "08:15", end: "18:00" }],
        wed: [{ start: "09:00", end: "12:00" }],
        thu: [{ start: "12:00", end: "24:00" }],
        fri: [
          { start: "00:00", end: "06:00" },
          { start: "09:00", end: "17:00" },
        ],
        sat: [{ start: "10:00", end: "14:00" }],
      },
    });
    const weekStart = Date.parse("2026-06-01T00:00:00-04:00");
    for (let round = 0; round < 40; round += 1) {
      const ranges = Array.from({ length: 5 + Math.floor(random() * 40) }, () => {
        const start = weekStart + Math.floor(random() * 7 * 288) * 5 * 60_000;
        return { start: new Date(start), end: new Date(start + (15 + Math.floor(random() * 14) * 5) * 60_000) };
      });
      for (const durationMinutes of [15, 50]) {
        const everything = slots({ availability: week, from: "2026-06-01", to: "2026-06-07", durationMinutes });
        const buffer = 10 * 60_000;
        const expected = everything.filter((slot) => {
          const [s, e] = [Date.parse(slot.start), Date.parse(slot.end)];
          return ranges.every((range) => e + buffer <= range.start.getTime() || s >= range.end.getTime() + buffer);
        });
        expect(slots({ availability: week, from: "2026-06-01", to: "2026-06-07", durationMinutes, busy: ranges })).toEqual(expected);
      }
    }
  });
});

describe("free slots: minimum notice and horizon", () => {
  const hours = { weekly: { mon: [{ start: "09:00", end: "12:00" }] } };

  it("starts no sooner than the minimum notice, to the minute", () => {
    const availability = coach({ ...hours, minimumNoticeHours: 12 });
    const at = (now: string) =>
      slots({ availability, from: "2026-06-01", to: "2026-06-01", durationMinutes: 15, now: new Date(now) })[0]?.start;
    expect(at("2026-05-31T21:00:00-04:00")).toBe("2026-06-01T09:00:00-04:00");
    expect(at("2026-05-31T21:01:00-04:00")).toBe("2026-06-01T09:15:00-04:00");
    expect(at("2026-06-01T00:00:00-04:00")).toBe(undefined);
  });

  it("counts the notice in real hours across a clock change", () => {
    const availability = coach({ weekly: { sun: [{ start: "09:00", end: "12:00" }] }, minimumNoticeHours: 12 });
    // 21:00 EST on Saturday + 12 real hours is 10:00 EDT on Sunday (the clock skipped an hour).
    const list = slots({
      availability,
      from: "2026-03-08",
      to: "2026-03-08",
      durationMinutes: 15,
      now: new Date("2026-03-07T21:00:00-05:00"),
    });
    expect(list[0].start).toBe("2026-03-08T10:00:00-04:00");
  });

  it("offers whole days up to today + horizonDays in the coach's zone, and nothing after", () => {
    const allDay = {
      weekly: Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "00:00", end: "24:00" }]])),
    };
    const now = new Date("2026-06-01T10:00:00-04:00");
    const list = slots({
      availability: coach({ ...allDay, horizonDays: 1 }),
      from: "2026-06-01",
      to: "2026-06-03",
      durationMinutes: 15,
      now,
    });
    expect(list[0].start).toBe("2026-06-01T10:00:00-04:00");
    expect(list.at(-1)?.start).toBe("2026-06-02T23:45:00-04:00");
    expect(list).toHaveLength(56 + 96);
    const sixty = slots({
      availability: coach({ ...allDay, horizonDays: 60 }),
      from: "2026-07-31",
      to: "2026-08-01",
      durationMinutes: 15,
      now,
    });
    expect(sixty.at(-1)?.start).toBe("2026-07-31T23:45:00-04:00");
    expect(sixty).toHaveLength(96);
  });

  it("measures the horizon's days in the coach's zone, not the server's", () => {
    const tokyo = coach({
      timeZone: "Asia/Tokyo",
      horizonDays: 1,
      weekly: { wed: [{ start: "09:00", end: "10:00" }], thu: [{ start: "09:00", end: "10:00" }] },
    });
    // 20:00 UTC on Tuesday is already 05:00 on Wednesday in Tokyo: Wednesday and Thursday are in.
    const list = slots({
      availability: tokyo,
      from: "2026-06-03",
      to: "2026-06-04",
      durationMinutes: 60,
      now: new Date("2026-06-02T20:00:00Z"),
    });
    expect(starts(list)).toEqual(["2026-06-03T09:00:00+09:00", "2026-06-04T09:00:00+09:00"]);
  });
});

describe("free slots: the query", () => {
  it("answers at most 31 days, naming the parameter otherwise", () => {
    expect(() => slots({ from: "2026-03-01", to: "2026-03-31" })).not.toThrow();
    const refusals: [Partial<SlotQuery>, string, string][] = [
      [
        { from: "2026-03-01", to: "2026-04-01" },
        "to",
        `to must be at most 30 days after from (at most ${MAX_SLOT_QUERY_DAYS} days per request)`,
      ],
      [{ from: "2026-03-10", to: "2026-03-09" }, "to", "to must be on or after from"],
      [{ from: "2026-02-30", to: "2026-03-09" }, "from", "from must be a date as YYYY-MM-DD, e.g. 2026-03-08"],
      [{ from: "2026-03-01", to: "tomorrow" }, "to", "to must be a date as YYYY-MM-DD, e.g. 2026-03-14"],
      [{ from: "2026-03-01", to: "2026-03-02", durationMinutes: 0 }, "duration", "duration must be whole minutes from 5 to 480"],
      [{ from: "2026-03-01", to: "2026-03-02", stepMinutes: 2.5 }, "step", "step must be whole minutes from 5 to 1440"],
    ];
    for (const [query, field, message] of refusals) {
      const attempt = () => slots({ from: "2026-03-01", to: "2026-03-01", ...query });
      expect(attempt).toThrow(SlotQueryError);
      expect(attempt).toThrow(message);
      try {
        attempt();
      } catch (error) {
        expect((error as SlotQueryError).field).toBe(field);
      }
    }
  });

  it("validates the API's query string with messages naming from, to and duration", () => {
    expect(slotQuerySchema.parse({ from: "2026-03-01", to: "2026-03-31", duration: "15" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-31",
      duration: 15,
    });
    expect(validateSlotQuery({ from: "2026-03-01", to: "2026-03-01", duration: 50 })).toEqual({
      ok: true,
      value: { from: "2026-03-01", to: "2026-03-01", duration: 50 },
    });
    expect(validateSlotQuery({})).toEqual({
      ok: false,
      errors: {
        from: "from must be a date as YYYY-MM-DD, e.g. 2026-03-08",
        to: "to must be a date as YYYY-MM-DD, e.g. 2026-03-14",
        duration: "duration must be 15 or 50 (minutes)",
      },
    });
    expect(validateSlotQuery({ from: ["2026-03-01", "2026-03-02"], to: "2026-03-02", duration: "20" })).toEqual({
      ok: false,
      errors: { from: "from must be a date as YYYY-MM-DD, e.g. 2026-03-08", duration: "duration must be 15 or 50 (minutes)" },
    });
    expect(validateSlotQuery({ from: "2026-03-01", to: "2026-04-01", duration: "50" })).toEqual({
      ok: false,
      errors: { to: "to must be at most 30 days after from (at most 31 days per request)" },
    });
    expect(validateSlotQuery({ from: "2026-03-02", to: "2026-03-01", duration: "15abc" })).toEqual({
      ok: false,
      errors: { duration: "duration must be 15 or 50 (minutes)" },
    });
    expect(validateSlotQuery({ from: "2026-03-02", to: "2026-03-01", duration: "15" })).toEqual({
      ok: false,
      errors: { to: "to must be on or after from" },
    });
  });
});

describe("findFreeSlot: checking one start before booking it", () => {
  const availability = coach({ bufferMinutes: 15, weekly: { mon: [{ start: "09:00", end: "12:00" }] } });
  // Taken 10:30–11:00: with the 15-minute buffer, only 09:00–09:50 is left that morning.
  const query = {
    availability,
    busy: [busy("2026-06-01T10:30:00-04:00", "2026-06-01T11:00:00-04:00")],
    durationMinutes: 50,
    now: LONG_AGO,
  };

  it("finds a free start and refuses a taken, off-grid or out-of-hours one", () => {
    expect(findFreeSlot({ ...query, start: new Date("2026-06-01T13:00:00Z") })).toEqual({
      start: "2026-06-01T09:00:00-04:00",
      end: "2026-06-01T09:50:00-04:00",
    });
    expect(findFreeSlot({ ...query, start: new Date("2026-06-01T09:30:00-04:00") })).toBeNull();
    expect(findFreeSlot({ ...query, start: new Date("2026-06-01T11:10:00-04:00") })).toBeNull();
    expect(findFreeSlot({ ...query, start: new Date("2026-06-02T09:00:00-04:00") })).toBeNull();
    expect(findFreeSlot({ ...query, start: new Date("not a date") })).toBeNull();
  });
});
