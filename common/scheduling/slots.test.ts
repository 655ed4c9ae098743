import { describe, expect, it } from "vitest";
import { findFreeSlot, MAX_SLOT_QUERY_DAYS, slotQuerySchema, SlotQueryError, validateSlotQuery, type SlotQuery } from "./slots";
import { busy, coach, LONG_AGO, slots, starts } from "./slots-test-helpers";

// Free slots from the weekly hours and date overrides, the query's limits, and one start checked
// before booking. Clock changes are in slots-clock-changes.test.ts; busy times, the buffer, notice
// and horizon in slots-busy-and-notice.test.ts.

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

  it("offers nothing to a coach without hours", () => {
    expect(slots({ availability: coach(), from: "2026-06-01", to: "2026-06-30" })).toEqual([]);
  });
});

describe("free slots: intervals that touch, midnight and 24:00", () => {
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
