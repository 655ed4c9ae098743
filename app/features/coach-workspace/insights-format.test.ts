import { describe, expect, it } from "vitest";
import { axisLabelIndexes, chartSummary, formatConversion, formatHours, longDate, niceMaximum, shortDate } from "./insights-format";

describe("insights formatting", () => {
  it("shows UTC days as written, whatever the viewer's zone", () => {
    expect(shortDate("2026-03-05")).toBe("Mar 5");
    expect(longDate("2026-03-05")).toBe("Thu, Mar 5, 2026");
  });

  it("writes the conversion and the time to first contact, with a dash when there is nothing to measure", () => {
    expect(formatConversion(null)).toBe("–");
    expect(formatConversion(0.4)).toBe("40%");
    expect(formatConversion(0.0425)).toBe("4.3%");
    expect(formatConversion(0)).toBe("0%");
    expect(formatHours(null)).toBe("–");
    expect(formatHours(0.25)).toBe("15 min");
    expect(formatHours(1)).toBe("1 hour");
    expect(formatHours(17.5)).toBe("17.5 hours");
    expect(formatHours(60)).toBe("2.5 days");
  });

  it("rounds a scale up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 10, 11, 240, 501].map(niceMaximum)).toEqual([1, 1, 5, 10, 10, 20, 500, 1000]);
  });

  it("labels the last day and evenly spaced days before it", () => {
    expect(axisLabelIndexes(30, 4)).toEqual([9, 19, 29]);
    expect(axisLabelIndexes(30, 7)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(axisLabelIndexes(90, 7)).toEqual([14, 29, 44, 59, 74, 89]);
    expect(axisLabelIndexes(0, 4)).toEqual([]);
  });

  it("sums the chart up in words", () => {
    const summary = chartSummary({
      days: [
        { date: "2026-03-04", profileViews: 3, requests: 0, sessions: 0 },
        { date: "2026-03-05", profileViews: 9, requests: 2, sessions: 1 },
      ],
      totals: { profileViews: 12, requests: 2, sessions: 1, conversionRate: 2 / 12 },
      medianHoursToFirstContact: null,
    });
    expect(summary).toBe(
      "12 profile views, 2 consultation requests and 1 session from Wed, Mar 4, 2026 to Thu, Mar 5, 2026. Most views on Thu, Mar 5, 2026: 9. Most requests on Thu, Mar 5, 2026: 2.",
    );
  });
});
