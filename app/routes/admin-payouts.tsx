// /admin/payouts: the payouts report and a coach's ledger, behind the staff guard of the /admin layout.
// The report is read in the loader (the same service as GET /api/admin/payouts); a ledger on demand.
import type { Route } from "./+types/admin-payouts";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { PayoutsReport } from "../features/admin-payouts/payouts-report";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/payouts");

export const loader = (args: Route.LoaderArgs) => loadForStaff(args, ({ earnings }) => earnings.payoutsReport());

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  // No page for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <PayoutsReport report={loaderData} /> : null;
}
