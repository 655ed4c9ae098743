// The coach, the query and the checks shared by the free-slot tests.
import { expect } from "vitest";
import { availabilitySchema, type AvailabilityInput } from "./availability";
import { computeFreeSlots, type BusyRange, type FreeSlot, type SlotQuery } from "./slots";

export const LONG_AGO = new Date("2026-01-01T00:00:00Z");

/** A coach in New York with no buffer, notice or near horizon unless a test sets them. */
export function coach(partial: Partial<AvailabilityInput> = {}) {
  return availabilitySchema.parse({ timeZone: "America/New_York", bufferMinutes: 0, minimumNoticeHours: 0, horizonDays: 365, ...partial });
}

export function slots(query: Partial<SlotQuery> & Pick<SlotQuery, "from" | "to">): FreeSlot[] {
  return computeFreeSlots({ availability: coach(), busy: [], durationMinutes: 50, now: LONG_AGO, ...query });
}

export const starts = (list: FreeSlot[]) => list.map((slot) => slot.start);
export const elapsedMinutes = (slot: FreeSlot) => (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000;
export const busy = (start: string, end: string): BusyRange => ({ start: new Date(start), end: new Date(end) });

export function expectNoDuplicatesAndInOrder(list: FreeSlot[]) {
  const instants = list.map((slot) => Date.parse(slot.start));
  expect(new Set(instants).size).toBe(instants.length);
  expect([...instants].sort((a, b) => a - b)).toEqual(instants);
}
