// In-process cost of the free-slot computation: 60 days of a busy coach's calendar (500 sessions,
// a daylight-saving change inside the window), asked as the picker asks, 30 days per call.
// Usage: npx tsx scripts/bench-slots.ts [--iterations 500] [--bookings 500]
// The budget is a p95 of at most 10 ms; `measureSlotComputation` is what `npm run bench` can call.
import { pathToFileURL } from "node:url";
import { DateTime } from "luxon";
import { availabilitySchema } from "../common/scheduling/availability";
import { computeFreeSlots, type BusyRange } from "../common/scheduling/slots";

export interface SlotBenchResult {
  durationMinutes: number;
  iterations: number;
  bookings: number;
  slots: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const ZONE = "America/New_York";
// Mid-October: the 60 days run across the November change.
const NOW = new Date("2026-10-15T08:00:00-04:00");

const availability = availabilitySchema.parse({
  timeZone: ZONE,
  weekly: {
    mon: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "18:00" },
    ],
    tue: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "18:00" },
    ],
    wed: [{ start: "08:00", end: "20:00" }],
    thu: [
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "18:00" },
    ],
    fri: [{ start: "09:00", end: "15:00" }],
    sat: [{ start: "10:00", end: "14:00" }],
  },
  overrides: [
    { date: "2026-11-26", intervals: [] },
    { date: "2026-12-24", intervals: [{ start: "09:00", end: "12:00" }] },
  ],
});

/** Sessions spread over the 60 days, on the 5-minute grid between 07:00 and 21:00 local. */
function bookings(count: number): BusyRange[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const firstDay = DateTime.fromJSDate(NOW, { zone: ZONE }).startOf("day");
  return Array.from({ length: count }, () => {
    const start = firstDay
      .plus({ days: Math.floor(random() * 60) })
      .set({ hour: 7 + Math.floor(random() * 14), minute: Math.floor(random() * 12) * 5 });
    return { start: start.toJSDate(), end: start.plus({ minutes: random() < 0.3 ? 15 : 50 }).toJSDate() };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function measureSlotComputation(options: { durationMinutes: number; iterations?: number; bookings?: number }): SlotBenchResult {
  const iterations = options.iterations ?? 500;
  const busy = bookings(options.bookings ?? 500);
  const today = DateTime.fromJSDate(NOW, { zone: ZONE }).startOf("day");
  const windows = [
    [today, today.plus({ days: 29 })],
    [today.plus({ days: 30 }), today.plus({ days: 59 })],
  ].map(([from, to]) => ({ from: from.toISODate() as string, to: to.toISODate() as string }));
  const run = () =>
    windows.reduce(
      (count, window) =>
        count + computeFreeSlots({ availability, busy, now: NOW, durationMinutes: options.durationMinutes, ...window }).length,
      0,
    );

  // Warm-up: let the JIT and Luxon's formatter caches settle, as in a running server.
  for (let i = 0; i < 50; i += 1) run();
  const timings: number[] = [];
  let slots = 0;
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    slots = run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    durationMinutes: options.durationMinutes,
    iterations,
    bookings: busy.length,
    slots,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    max: timings[timings.length - 1],
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const iterations = option("iterations", 500);
  const count = option("bookings", 500);
  console.log(`Free slots for 60 days (two 30-day calls), ${count} bookings, ${ZONE} across the November change, ${iterations} runs`);
  let overBudget = false;
  for (const durationMinutes of [50, 15]) {
    const result = measureSlotComputation({ durationMinutes, iterations, bookings: count });
    overBudget ||= result.p95 > 10;
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `  ${String(durationMinutes).padStart(2)}-minute sessions: ${result.slots} free slots · p50 ${ms(result.p50)} · p95 ${ms(result.p95)} · p99 ${ms(result.p99)} · max ${ms(result.max)}`,
    );
  }
  console.log(overBudget ? "p95 over the 10 ms budget" : "p95 within the 10 ms budget");
}
