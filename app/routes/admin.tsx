import type { Route } from "./+types/admin";
import { ADMIN_PORTAL_DENIED, AdminAccessDenied, AdminPage, requireAdminPage } from "../components/layout/admin-gate";
import { AdminPortal as AdminPortalPage } from "../features/admin/admin-portal";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Admin Portal", "Manage coaches, reviews, imports, applications, consultation requests and blog posts.", [
    { name: "robots", content: "noindex" },
  ]);

export const loader = (args: Route.LoaderArgs) => requireAdminPage(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminAccessDenied error={error} message={ADMIN_PORTAL_DENIED} returnTo="/admin" />;
}

export default function AdminPortal({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage signedOut={loaderData.signedOut} message={ADMIN_PORTAL_DENIED} returnTo="/admin">
      <AdminPortalPage />
    </AdminPage>
  );
}
