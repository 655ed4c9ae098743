// How earnings read on the Earnings page and in the staff ledger: signed dollars, the month of a
// statement, and dates in one time zone. The same on the server and in the browser, so the first
// render and hydration match.
import type { EarningEntryKind } from "#common/earnings";
import { formatDollars } from "#common/money";

/** A minus sign (U+2212), which screen readers say as "minus" where a hyphen may be read as "dash". */
const MINUS = "\u2212";

/** A balance: "$12.50", "−$12.50" when the coach owes it. */
export function formatBalance(cents: number): string {
  return cents < 0 ? `${MINUS}${formatDollars(-cents)}` : formatDollars(cents);
}

/** A movement of money: "+$12.50" in, "−$12.50" out. */
export function formatMovement(cents: number): string {
  if (cents === 0) return formatDollars(0);
  return cents < 0 ? `${MINUS}${formatDollars(-cents)}` : `+${formatDollars(cents)}`;
}

/** "2026-11" → "November 2026" (statements are calendar months in UTC). */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "Nov 2026": a month on the chart's axis. */
export function formatShortMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "Nov 28, 2026" in `zone` (the runtime's own without one). */
export function formatDay(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: zone }).format(date);
}

/** "Mon, Dec 1, 2026, 9:00 AM EST" in `zone` (the runtime's own without one), the zone named. */
export function formatMoment(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: zone,
  }).format(date);
}

/** What each kind of entry is, when the server's description needs a heading of its own. */
export const ENTRY_KIND_LABELS: Record<EarningEntryKind, string> = {
  session: "Session paid",
  fee: "Platform fee",
  released: "Now available",
  refund: "Refund",
  "fee-refund": "Fee returned",
  payout: "Payout",
  "payout-returned": "Payout returned",
};
