// /admin/bookings: staff create and manage bookings. Admins only: the loader refuses anyone else
// (requireAdminPage); its data comes from /api/admin/bookings*, which the server refuses the same way.
import type { Route } from "./+types/admin-bookings";
import { ADMIN_PAGE_DENIED, AdminAccessDenied, AdminPage, requireAdminPage } from "../components/layout/admin-gate";
import { AdminBookingsPage } from "../features/admin-bookings/admin-bookings-page";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Bookings", "Create sessions for clients, and confirm, reschedule, complete or cancel them.", [
    { name: "robots", content: "noindex" },
  ]);

export const loader = (args: Route.LoaderArgs) => requireAdminPage(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminAccessDenied error={error} message={ADMIN_PAGE_DENIED} returnTo="/admin/bookings" />;
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage signedOut={loaderData.signedOut} message={ADMIN_PAGE_DENIED} returnTo="/admin/bookings">
      <AdminBookingsPage />
    </AdminPage>
  );
}
