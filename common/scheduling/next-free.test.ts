import { describe, expect, it } from "vitest";
import { nextFreeTime, NEXT_FREE_WINDOW_DAYS } from "./next-free";
import { computeFreeSlots } from "./slots";
import { busy, coach } from "./slots-test-helpers";

// A coach's next free time is the slot computation's first 50-minute slot of the window, and says
// when the passage of time alone may change it.

const weekdays = (start: string, end: string) => {
  const hours = [{ start, end }];
  return { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours };
};
const newYorkCoach = coach({ weekly: weekdays("09:00", "17:00"), minimumNoticeHours: 12, bufferMinutes: 15, horizonDays: 60 });
// Monday 1 June 2026, 10:00 in New York.
const MONDAY_10AM = Date.parse("2026-06-01T10:00:00-04:00");

/** The first 50-minute slot over the window, asked of the slot computation in 31-day requests. */
function firstOfSlots(availability = newYorkCoach, now = MONDAY_10AM, ranges = [] as ReturnType<typeof busy>[]) {
  const dates = ["2026-06-01", "2026-07-01", "2026-07-31"];
  for (const [index, from] of dates.slice(0, 2).entries()) {
    const to = index === 0 ? "2026-06-30" : dates[2];
    const [slot] = computeFreeSlots({ availability, busy: ranges, from, to, durationMinutes: 50, now: new Date(now) });
    if (slot) return slot.start;
  }
  return null;
}

describe("a coach's next free time", () => {
  it("is the first slot the slots computation offers, and is looked at again when it slips under the notice", () => {
    const next = nextFreeTime({ availability: newYorkCoach, busy: [], holdExpiries: [], now: MONDAY_10AM });
    // 12 hours' notice from Monday 10:00 is Monday 22:00: the first time is Tuesday at 9.
    expect(next.slot?.start).toBe("2026-06-02T09:00:00-04:00");
    expect(next.slot?.start).toBe(firstOfSlots());
    expect(next.recheckAt).toBe(Date.parse("2026-06-01T21:00:00-04:00") + 1);
    const later = nextFreeTime({ availability: newYorkCoach, busy: [], holdExpiries: [], now: next.recheckAt });
    expect(later.slot?.start).toBe("2026-06-02T09:30:00-04:00");
    expect(later.slot?.start).toBe(firstOfSlots(newYorkCoach, next.recheckAt));
  });

  it("leaves out taken times with their buffer", () => {
    const ranges = [busy("2026-06-02T09:00:00-04:00", "2026-06-02T09:50:00-04:00")];
    const next = nextFreeTime({ availability: newYorkCoach, busy: ranges, holdExpiries: [], now: MONDAY_10AM });
    expect(next.slot?.start).toBe("2026-06-02T10:30:00-04:00");
    expect(next.slot?.start).toBe(firstOfSlots(newYorkCoach, MONDAY_10AM, ranges));
  });

  it("is looked at again when a hold runs out before that", () => {
    const holdRunsOut = MONDAY_10AM + 10 * 60_000;
    const ranges = [busy("2026-06-02T09:00:00-04:00", "2026-06-02T09:50:00-04:00")];
    const next = nextFreeTime({ availability: newYorkCoach, busy: ranges, holdExpiries: [holdRunsOut, MONDAY_10AM - 1], now: MONDAY_10AM });
    expect(next.recheckAt).toBe(holdRunsOut);
  });

  it("looks past the first week (days off), up to the coach's horizon", () => {
    const away = Array.from({ length: 12 }, (_, i) => ({ date: `2026-06-${String(i + 1).padStart(2, "0")}`, intervals: [] }));
    const availability = coach({ ...newYorkCoach, overrides: away });
    const next = nextFreeTime({ availability, busy: [], holdExpiries: [], now: MONDAY_10AM });
    expect(next.slot?.start).toBe("2026-06-15T09:00:00-04:00");
    expect(next.slot?.start).toBe(firstOfSlots(availability));
    const shortHorizon = coach({ ...availability, horizonDays: 10 });
    expect(nextFreeTime({ availability: shortHorizon, busy: [], holdExpiries: [], now: MONDAY_10AM }).slot).toBeNull();
  });

  it("is null with nothing free in the next 60 days, and looked at again at the coach's next midnight", () => {
    const away = Array.from({ length: NEXT_FREE_WINDOW_DAYS + 1 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 5, 1 + i)).toISOString().slice(0, 10),
      intervals: [],
    }));
    const availability = coach({ ...newYorkCoach, horizonDays: 365, overrides: away });
    const next = nextFreeTime({ availability, busy: [], holdExpiries: [], now: MONDAY_10AM });
    expect(next.slot).toBeNull();
    expect(next.recheckAt).toBe(Date.parse("2026-06-02T00:00:00-04:00"));
    // Past the window, the slots computation offers times again.
    const [beyond] = computeFreeSlots({
      availability,
      busy: [],
      from: "2026-08-01",
      to: "2026-08-03",
      durationMinutes: 50,
      now: new Date(MONDAY_10AM),
    });
    expect(beyond.start).toBe("2026-08-03T09:00:00-04:00");
  });

  it("is null without any hours, and always looked at again later than now", () => {
    const next = nextFreeTime({ availability: coach({}), busy: [], holdExpiries: [], now: MONDAY_10AM });
    expect(next.slot).toBeNull();
    expect(next.recheckAt).toBeGreaterThan(MONDAY_10AM);
  });
});
