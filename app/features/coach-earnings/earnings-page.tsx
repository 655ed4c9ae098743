// Coach Workspace → Earnings (docs/product/earnings-and-payouts.md): the balances, the next payout,
// the platform fee, the payout account, every movement of the coach's money and the monthly
// statement, with the CSV of the entries. The figures are the server's; the page only shows them.
import { Download } from "lucide-react";
import type { CoachEarnings, EARNINGS_TEXTS } from "#common/earnings";
import { formatDollars } from "#common/money";
import { buttonVariants } from "../../components/ui/button";
import { useSiteInfo } from "../../lib/site";
import { EarningsEntries } from "./earnings-entries";
import { BalanceTiles } from "./earnings-balances";
import { MonthlyStatements } from "./monthly-statements";
import { PayoutAccountPanel, type PaymentProviderName } from "./payout-account-panel";
import { useEarningsDates } from "./use-earnings-dates";

/** True when the coach's latest payout came back unpaid. */
function latestPayoutFailed(earnings: CoachEarnings): boolean {
  const latest = earnings.entries.find((entry) => entry.kind === "payout" || entry.kind === "payout-returned");
  return latest?.kind === "payout-returned";
}

export function EarningsPage({
  texts,
  earnings,
  provider,
  timeZone,
}: {
  /** The contract's EARNINGS_TEXTS from the loader (see BalanceTiles for why they are not imported here). */
  texts: typeof EARNINGS_TEXTS;
  earnings: CoachEarnings;
  provider: PaymentProviderName;
  /** The coach's own zone (of their hours), when they set one. */
  timeZone: string | null;
}) {
  const { brandName } = useSiteInfo();
  const dates = useEarningsDates(timeZone);
  return (
    <section aria-labelledby="earnings-heading" className="grid min-w-0 gap-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="earnings-heading" className="text-xl font-semibold">
            Earnings
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="fee-sentence">
            {brandName} keeps {earnings.feePercent}% of each paid session.
          </p>
        </div>
        <a href="/api/coach/earnings.csv" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" /> Download CSV
        </a>
      </header>

      <BalanceTiles
        texts={texts}
        pendingCents={earnings.pendingCents}
        availableCents={earnings.availableCents}
        extra={{
          label: texts.nextPayout,
          value: <time dateTime={earnings.nextPayoutAt}>{dates.moment(earnings.nextPayoutAt)}</time>,
          note: `An available balance of at least ${formatDollars(earnings.minimumPayoutCents)} is paid out`,
          testId: "next-payout",
          small: true,
        }}
      />

      <section aria-labelledby="payout-account-heading" className="grid gap-3">
        <h3 id="payout-account-heading" className="text-lg font-semibold">
          Payout account
        </h3>
        <PayoutAccountPanel
          texts={texts}
          account={earnings.payoutAccount}
          provider={provider}
          payoutFailed={latestPayoutFailed(earnings)}
        />
      </section>

      <section aria-labelledby="activity-heading" className="grid gap-3">
        <div>
          <h3 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h3>
          <p className="text-sm text-muted-foreground">Every movement of your money, newest first.</p>
        </div>
        <EarningsEntries entries={earnings.entries} dates={dates} caption="Activity, newest first" sessionHref="/coach/sessions" />
      </section>

      <section aria-labelledby="statement-heading" className="grid gap-3">
        <div>
          <h3 id="statement-heading" className="text-lg font-semibold">
            Monthly statement
          </h3>
          <p className="text-sm text-muted-foreground">Calendar months in UTC, newest first.</p>
        </div>
        <MonthlyStatements statements={earnings.statements} />
      </section>
    </section>
  );
}
