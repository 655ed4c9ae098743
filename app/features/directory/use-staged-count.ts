// How many coaches the staged filters would show, asked before they are applied (the filters sheet's
// 'Show N coaches'): GET /api/coaches with the staged filters and limit=1, read from X-Total-Count.
// Asked once the choices have been still for a moment, and only the latest question's answer counts.
import { useEffect, useState } from "react";
import { searchParamsFromFilters, type DirectoryFilters } from "#common/coaches";
import { fetchCoachPage } from "./coaches-api";

/** How long the choices stay unchanged before they are counted (typing a search changes them per key). */
export const COUNT_DELAY_MS = 300;

export type StagedCount = { state: "counting" } | { state: "counted"; total: number } | { state: "unknown" };

export function useStagedCount(staged: DirectoryFilters): StagedCount {
  const query = searchParamsFromFilters(staged, { limit: 1 }).toString();
  const [count, setCount] = useState<StagedCount & { query: string }>({ state: "counting", query });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCoachPage(new URLSearchParams(query), controller.signal).then(
        ({ total }) => setCount({ state: "counted", total, query }),
        () => {
          // A refused value (the API's 400) or no connection: the button still applies the filters.
          if (!controller.signal.aborted) setCount({ state: "unknown", query });
        },
      );
    }, COUNT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // An answer for other choices than the current ones is not shown: these are still being counted.
  return count.query === query ? count : { state: "counting" };
}

/** The apply button's words: 'Show N coaches', 'Show 1 coach', and 'Show coaches' while unknown. */
export function showCoachesLabel(count: StagedCount): string {
  if (count.state !== "counted") return "Show coaches";
  return count.total === 1 ? "Show 1 coach" : `Show ${count.total} coaches`;
}
