// /admin/jobs: background jobs that failed, with 'Retry'. Admins only: the loader refuses anyone else
// (requireAdminPage); its data comes from /api/admin/jobs*, which the server refuses the same way.
import type { Route } from "./+types/admin-jobs";
import { ADMIN_PAGE_DENIED, AdminAccessDenied, AdminPage, requireAdminPage } from "../components/layout/admin-gate";
import { FailedJobs } from "../features/admin/failed-jobs";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Failed Jobs", "Background jobs that failed, with their last error; run one again.", [
    { name: "robots", content: "noindex" },
  ]);

export const loader = (args: Route.LoaderArgs) => requireAdminPage(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminAccessDenied error={error} message={ADMIN_PAGE_DENIED} returnTo="/admin/jobs" />;
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage signedOut={loaderData.signedOut} message={ADMIN_PAGE_DENIED} returnTo="/admin/jobs">
      <FailedJobs />
    </AdminPage>
  );
}
