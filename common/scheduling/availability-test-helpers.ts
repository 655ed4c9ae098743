// Inputs and a reading of refusals shared by the availability schema's tests.
import { availabilitySchema } from "./availability";

/** The API's `errors` map: each field path with its first message. */
export function errorsOf(input: unknown): Record<string, string> {
  const result = availabilitySchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

export const zone = { timeZone: "America/New_York" };
export const monday = (intervals: unknown) => ({ ...zone, weekly: { mon: intervals } });

/** `count` half-hour intervals, one an hour from 08:00. */
export const halfHourIntervals = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    start: `${String(i + 8).padStart(2, "0")}:00`,
    end: `${String(i + 8).padStart(2, "0")}:30`,
  }));

/** Days off on `count` consecutive dates from 2027-01-01. */
export const daysOff = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    intervals: [],
  }));
