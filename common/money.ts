// Money is integer cents in code; in the database a coach's rate is integer cents too (its column
// says so: hourly_rate_cents) and booking amounts are numeric(10,2). These helpers are the only
// place where dollars and cents are converted, so rounding happens once and the same way everywhere.

/** Parses "12", "12.5", "12.50" (or a number of dollars) into cents; returns null when it is not money. */
export function parseDollarsToCents(value: string | number): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(2) : "") : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

/** Cents as the decimal text the database stores: 1250 → "12.50". */
export function centsToDecimalString(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Money must be whole cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Cents as dollars with two decimals for people: 1250 → "$12.50". */
export function formatDollars(cents: number): string {
  return `$${centsToDecimalString(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** Cents as whole dollars (the directory card and profile rate): 12550 → "$126". */
export function formatWholeDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString("en-US")}`;
}

/** A session's price as people read it: 'FREE' for nothing to pay, else dollars and cents. */
export function formatAmount(amountCents: number): string {
  return amountCents === 0 ? "FREE" : formatDollars(amountCents);
}
