// Dates of the Earnings page in the coach's own zone: the zone of their hours when they set one (known
// to the server, so the first render already shows it), else the browser's once the page runs (UTC,
// named, in the server's HTML). Either way hydration matches.
import { useHydrated } from "../../lib/use-hydrated";
import { formatDay, formatMoment } from "./earnings-format";

export interface EarningsDates {
  /** "Nov 28, 2026". */
  day(iso: string): string;
  /** "Mon, Dec 1, 2026, 9:00 AM EST". */
  moment(iso: string): string;
}

export function useEarningsDates(zone: string | null): EarningsDates {
  const hydrated = useHydrated();
  const shown = zone ?? (hydrated ? undefined : "UTC");
  return { day: (iso) => formatDay(iso, shown), moment: (iso) => formatMoment(iso, shown) };
}
