// The payouts report per period (each scheduled payout run), newest first: what sessions brought in,
// the platform's fees, refunds, what was paid out and what failed, then each payout of the run with
// its coach, amount, status and the provider's reason when it failed.
import type { PayoutPeriodReport, PayoutView } from "#common/earnings";
import { formatDollars } from "#common/money";
import { Badge } from "../../components/ui/badge";
import { TableHead, type TableColumn } from "../../components/ui/table-head";
import { cn } from "../../lib/utils";
import { formatBalance } from "../coach-earnings/earnings-format";
import { LocalWhen } from "../admin/local-when";

const PAYOUT_COLUMNS: readonly TableColumn[] = [
  { label: "Coach" },
  { label: "Amount", align: "right" },
  { label: "Status" },
  { label: "Failure message" },
];

const FIGURES = [
  { label: "Gross", pick: (p: PayoutPeriodReport) => p.grossCents },
  { label: "Fees", pick: (p: PayoutPeriodReport) => p.feeCents },
  { label: "Refunds", pick: (p: PayoutPeriodReport) => p.refundedCents },
  { label: "Paid out", pick: (p: PayoutPeriodReport) => p.paidOutCents },
  { label: "Failed", pick: (p: PayoutPeriodReport) => p.failedCents },
] as const;

const PERIOD_COLUMNS: readonly TableColumn[] = [
  { label: "Period" },
  ...FIGURES.map((figure) => ({ label: figure.label, align: "right" as const, className: "whitespace-nowrap" })),
];

const STATUS: Record<PayoutView["status"], { label: string; tone: string }> = {
  pending: { label: "Pending", tone: "border-amber-300 bg-amber-50 text-amber-900" },
  paid: { label: "Paid", tone: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  failed: { label: "Failed", tone: "border-red-300 bg-red-50 text-red-900" },
};

function PayoutsTable({ period, headingId }: { period: PayoutPeriodReport; headingId: string }) {
  if (period.payouts.length === 0) return <p className="text-sm text-muted-foreground">No payouts in this run.</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to be scrolled
    <div className="-mx-3 overflow-x-auto sm:mx-0" tabIndex={0} role="region" aria-labelledby={headingId}>
      <table className="w-full text-sm" aria-labelledby={headingId} data-testid="period-payouts">
        <TableHead padding="px-3" columns={PAYOUT_COLUMNS} />
        <tbody>
          {period.payouts.map((payout) => (
            <tr key={payout.id} className="border-t align-top">
              <th scope="row" className="min-w-28 px-3 py-2 text-left font-medium">
                {payout.coachName}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatDollars(payout.amountCents)}</td>
              <td className="px-3 py-2">
                <Badge variant="outline" className={STATUS[payout.status].tone}>
                  {STATUS[payout.status].label}
                </Badge>
              </td>
              <td className={cn("min-w-40 px-3 py-2", payout.failureMessage ? "text-red-800" : "text-muted-foreground")}>
                {payout.failureMessage ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every run's figures in one table, newest first (it scrolls sideways on a phone). */
function PeriodsTable({ periods }: { periods: PayoutPeriodReport[] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to be scrolled
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="Figures per payout run">
      <table className="w-full text-sm" data-testid="payout-periods-table">
        <caption className="sr-only">Figures per payout run, newest first</caption>
        <TableHead padding="px-3" columns={PERIOD_COLUMNS} />
        <tbody>
          {periods.map((period) => (
            <tr key={period.period} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                <LocalWhen iso={period.period} />
              </th>
              {FIGURES.map((figure) => (
                <td key={figure.label} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatBalance(figure.pick(period))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PayoutPeriods({ periods }: { periods: PayoutPeriodReport[] }) {
  if (periods.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No payout runs yet.</p>;
  }
  return (
    <div className="grid gap-6">
      <PeriodsTable periods={periods} />
      <ol className="grid gap-4" aria-label="Payouts of each run, newest first">
        {periods.map((period, index) => {
          const headingId = `payout-period-${index}`;
          return (
            <li key={period.period} className="grid gap-3 rounded-lg border p-3 sm:p-4" data-testid="payout-period">
              <h3 id={headingId} className="font-semibold">
                Payouts of the run of <LocalWhen iso={period.period} />
              </h3>
              <PayoutsTable period={period} headingId={headingId} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
