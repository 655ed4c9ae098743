// Dates of the subscription's periods and invoices, formatted the same way on the server and in the browser.
import { formatPeriodEnd } from "#common/coach-subscription";
import { useHydrated } from "../../lib/use-hydrated";

/** The period's end as a date: in the viewer's zone once the page runs, in UTC in the server's HTML. */
export function usePeriodDate(): (iso: string) => string {
  const hydrated = useHydrated();
  return (iso) => formatPeriodEnd(iso, hydrated ? undefined : "UTC");
}
