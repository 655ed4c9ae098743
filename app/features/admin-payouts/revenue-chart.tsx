// 'Platform revenue per month' for staff: one bar per month, oldest first, split into session fees (net
// of refunds) and coach subscriptions. Each bar is an inline SVG whose parts are sized in percent of
// its row, so the drawing fits any width without a chart library and the lettering stays readable on a
// phone. The drawing is hidden from screen readers: the same numbers are in a table they read instead.
import type { AdminPayoutsReport } from "#common/earnings";
import { formatBalance, formatMonth, formatShortMonth } from "../coach-earnings/earnings-format";

type RevenueMonth = AdminPayoutsReport["revenueByMonth"][number];

const PARTS = [
  { label: "Session fees", pick: (m: RevenueMonth) => m.feeCents, fill: "fill-primary", swatch: "bg-primary" },
  { label: "Subscriptions", pick: (m: RevenueMonth) => m.subscriptionCents, fill: "fill-teal-700", swatch: "bg-teal-700" },
] as const;

const total = (month: RevenueMonth) => month.feeCents + month.subscriptionCents;

/** One month's bar: its parts laid end to end, in percent of the largest month (a negative part draws nothing). */
function Bar({ month, max }: { month: RevenueMonth; max: number }) {
  const widths = PARTS.map((part) => (max > 0 ? (Math.max(0, part.pick(month)) / max) * 100 : 0));
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  return (
    <svg width="100%" height="20" className="block" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="100%" height="20" rx="3" className="fill-muted" />
      {PARTS.map((part, index) =>
        widths[index] > 0 ? (
          <rect key={part.label} x={`${starts[index]}%`} y="0" width={`${widths[index]}%`} height="20" className={part.fill} />
        ) : null,
      )}
    </svg>
  );
}

export function RevenueChart({ months }: { months: AdminPayoutsReport["revenueByMonth"] }) {
  const max = Math.max(0, ...months.map(total));
  return (
    <figure className="m-0 grid max-w-3xl gap-3 rounded-lg border p-4" aria-labelledby="revenue-caption">
      <figcaption id="revenue-caption" className="grid gap-1">
        <span className="text-lg font-semibold">Platform revenue per month</span>
        <span className="text-sm text-muted-foreground">Session fees net of refunds, and coach subscriptions. Calendar months in UTC.</span>
      </figcaption>
      {months.length === 0 ? (
        <p className="text-sm text-muted-foreground">No revenue yet.</p>
      ) : (
        <>
          <div aria-hidden="true" className="grid gap-3">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
              {PARTS.map((part) => (
                <li key={part.label} className="inline-flex items-center gap-1.5">
                  <span className={`inline-block size-3 rounded-sm ${part.swatch}`} /> {part.label}
                </li>
              ))}
            </ul>
            <ol className="grid gap-2" data-testid="revenue-bars">
              {months.map((month) => (
                <li key={month.month} className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-center gap-3 text-sm">
                  <span className="text-muted-foreground">{formatShortMonth(month.month)}</span>
                  <Bar month={month} max={max} />
                  <span className="min-w-16 text-right tabular-nums">{formatBalance(total(month))}</span>
                </li>
              ))}
            </ol>
          </div>
          {/* The wrapper clips: a table keeps its own width even when marked sr-only, and would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>Platform revenue per month, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  {PARTS.map((part) => (
                    <th key={part.label} scope="col">
                      {part.label}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{formatMonth(month.month)}</th>
                    {PARTS.map((part) => (
                      <td key={part.label}>{formatBalance(part.pick(month))}</td>
                    ))}
                    <td>{formatBalance(total(month))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
