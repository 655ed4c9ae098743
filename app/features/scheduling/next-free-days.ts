// The first days (in the viewer's zone) on which a coach has free 50-minute times, with those times,
// from GET /api/coaches/{id}/slots: a week is asked first, then the rest of the month, then the next
// one, so a coach with times this week costs one small answer. Only the browser knows the zone. The
// labels are written here in few lines (the profile loads this with the page; slot-dates.ts is the
// time picker's, loaded with the dialog).
import type { FreeSlot } from "#common/scheduling/slots";

export interface FreeDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  slots: FreeSlot[];
}

/** YYYY-MM-DD of an instant in a zone. */
function dateIn(instant: number, timeZone: string): string {
  const us = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  return `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "Tue, Dec 8". */
export const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
/** "9:00 AM", or with `long` "Tuesday, December 8 at 9:00 AM". */
export const timeOf = (iso: string, timeZone: string, long = false) =>
  new Date(iso).toLocaleString("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    ...(long ? { weekday: "long", month: "long", day: "numeric" } : {}),
  });

// Days after today (the coach's dates; a day either side of the viewer's), within the 60-day horizon.
const WINDOWS = [
  [-1, 7],
  [8, 30],
  [31, 61],
] as const;

export async function fetchNextFreeDays(coachId: string, zone: string, count: number, signal: AbortSignal): Promise<FreeDay[]> {
  const today = dateIn(Date.now(), zone);
  const found = new Map<string, FreeSlot[]>();
  for (const [first, last] of WINDOWS) {
    const query = `from=${addDays(today, first)}&to=${addDays(today, last)}&duration=50`;
    const response = await fetch(`/api/coaches/${encodeURIComponent(coachId)}/slots?${query}`, { signal, cache: "no-cache" });
    if (!response.ok) throw new Error(`${response.status}`);
    for (const slot of (await response.json()) as FreeSlot[]) {
      const date = dateIn(Date.parse(slot.start), zone);
      if (date >= today) found.set(date, [...(found.get(date) ?? []), slot]);
    }
    if (found.size >= count) break;
  }
  return [...found.keys()]
    .sort()
    .slice(0, count)
    .map((date) => ({ date, slots: found.get(date)! }));
}
