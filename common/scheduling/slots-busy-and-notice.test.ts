import { describe, expect, it } from "vitest";
import { busy, coach, slots, starts } from "./slots-test-helpers";

// What a coach's calendar takes away from the weekly hours: busy times with the buffer around them,
// the minimum notice and the booking horizon.

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
});

describe("free slots: busy times against the plain rule, for random calendars", () => {
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
