// /admin/payouts for staff (docs/product/earnings-and-payouts.md): the platform's revenue per month,
// the figures and payouts of each payout run (a failed payout with the provider's reason), the CSV of
// the report, and one coach's ledger on demand. Read-only: payouts are made by the payout job.
import { Download } from "lucide-react";
import type { AdminPayoutsReport } from "#common/earnings";
import { buttonVariants } from "../../components/ui/button";
import { StaffPageHeader } from "../admin/staff-page-header";
import { CoachLedgerViewer, coachesOf } from "./coach-ledger-viewer";
import { PayoutPeriods } from "./payout-periods";
import { RevenueChart } from "./revenue-chart";

export function PayoutsReport({ report }: { report: AdminPayoutsReport }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <StaffPageHeader
        title="Payouts"
        description="What coaches earned and were paid, per payout run. Times are shown in your time zone."
        actions={
          <a href="/api/admin/payouts.csv" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" /> Download CSV
          </a>
        }
      />

      <RevenueChart months={report.revenueByMonth} />

      <section aria-labelledby="payout-runs-heading" className="grid min-w-0 gap-3">
        <h2 id="payout-runs-heading" className="text-xl font-semibold">
          Payout runs
        </h2>
        <PayoutPeriods periods={report.periods} />
      </section>

      <section aria-labelledby="coach-ledger-heading" className="grid min-w-0 gap-3">
        <h2 id="coach-ledger-heading" className="text-xl font-semibold">
          Coach ledger
        </h2>
        <CoachLedgerViewer coaches={coachesOf(report)} />
      </section>
    </div>
  );
}
