// /admin/jobs: background jobs that failed, with 'Retry', behind the staff guard of the /admin layout.
// The list is read in the loader (the same service as GET /api/admin/jobs) and read again after a retry.
import type { Route } from "./+types/admin-jobs";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { FailedJobs } from "../features/admin/failed-jobs";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/jobs");

export const loader = (args: Route.LoaderArgs) => loadForStaff(args, ({ staffPortal }) => staffPortal.failedJobs());

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  // No page for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <FailedJobs jobs={loaderData} /> : null;
}
