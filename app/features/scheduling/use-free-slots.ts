// A coach's free times for the time picker's shown dates (GET /api/coaches/{id}/slots), grouped by
// their date in the zone the picker shows. Loaded again when the coach, the duration, the dates or
// the refresh key change; what was loaded for another request shows as loading until this one answers.
import { useEffect, useMemo, useState } from "react";
import type { FreeSlot } from "#common/scheduling/slots";
import { addDays, dateIn } from "./slot-dates";

export const DAYS_PER_PAGE = 14;

type Loaded = { key: string } & ({ kind: "error"; message: string } | { kind: "ready"; slots: FreeSlot[] });
export type SlotsState = { kind: "loading" } | Loaded;

export function useFreeSlots({
  coachId,
  duration,
  from,
  refreshKey,
  zone,
}: {
  coachId: string;
  duration: number;
  /** The first shown date (YYYY-MM-DD). */
  from: string;
  refreshKey: number;
  zone: string;
}): { state: SlotsState; byDay: Map<string, FreeSlot[]> } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const requestKey = `${coachId}|${duration}|${from}|${refreshKey}`;
  const state: SlotsState = useMemo(() => (loaded && loaded.key === requestKey ? loaded : { kind: "loading" }), [loaded, requestKey]);

  useEffect(() => {
    const controller = new AbortController();
    const key = `${coachId}|${duration}|${from}|${refreshKey}`;
    // A day either side, so every time of the shown days is in the answer whatever the coach's zone.
    const query = new URLSearchParams({ from: addDays(from, -1), to: addDays(from, DAYS_PER_PAGE), duration: String(duration) });
    fetch(`/api/coaches/${coachId}/slots?${query.toString()}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(
            ((await response.json().catch(() => ({}))) as { message?: string }).message ?? "The free times could not be loaded.",
          );
        setLoaded({ key, kind: "ready", slots: (await response.json()) as FreeSlot[] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, kind: "error", message: error instanceof Error ? error.message : "The free times could not be loaded." });
      });
    return () => controller.abort();
  }, [coachId, duration, from, refreshKey]);

  const byDay = useMemo(() => {
    const groups = new Map<string, FreeSlot[]>();
    if (state.kind !== "ready") return groups;
    const last = addDays(from, DAYS_PER_PAGE - 1);
    for (const slot of state.slots) {
      const date = dateIn(Date.parse(slot.start), zone);
      if (date < from || date > last) continue;
      groups.set(date, [...(groups.get(date) ?? []), slot]);
    }
    return groups;
  }, [state, zone, from]);

  return { state, byDay };
}
