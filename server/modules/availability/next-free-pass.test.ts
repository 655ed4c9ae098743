// The background pass of next free times runs soon after start, then when the earliest due time
// comes (at least every interval, at most once a second), and a stop ends it between two batches.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../lib/logger";
import { startNextFreePass, type NextFreeTimes } from "./next-free-service";

afterEach(() => {
  vi.useRealTimers();
});

function fakeTimes(nextDueIn: () => number | null) {
  const runs: number[] = [];
  const times: NextFreeTimes = {
    refresh: async () => {},
    runDuePass: async () => {
      runs.push(Date.now());
      return 1;
    },
    earliestDue: async () => {
      const due = nextDueIn();
      return due === null ? null : Date.now() + due;
    },
  };
  return { times, runs };
}

describe("the next free times' pass", () => {
  it("runs a second after start, then when the earliest due time comes", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const { times, runs } = fakeTimes(() => 5_000);
    const pass = startNextFreePass({ times, logger: createLogger("silent"), intervalMs: 60_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((at) => at - started)).toEqual([1_000]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((at) => at - started)).toEqual([1_000, 6_000]);
    await pass.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toHaveLength(2);
  });

  it("waits at least a second when a time is already due, and at most the interval", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    let next: number | null = -10_000;
    const { times, runs } = fakeTimes(() => next);
    const pass = startNextFreePass({ times, logger: createLogger("silent"), intervalMs: 60_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs.map((at) => at - started)).toEqual([1_000, 2_000]);
    next = null;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.map((at) => at - started)).toEqual([1_000, 2_000, 3_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.map((at) => at - started)).toEqual([1_000, 2_000, 3_000, 63_000]);
    await pass.stop();
  });
});
