// /admin/bookings: staff create and manage bookings. The page is shown to admins only (AdminGate);
// its data comes from /api/admin/bookings*, which the server refuses to anyone else.
import type { Route } from "./+types/admin-bookings";
import { ADMIN_PAGE_DENIED, AdminGate } from "../components/layout/admin-gate";
import { AdminBookingsPage } from "../features/admin-bookings/admin-bookings-page";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Bookings", "Create sessions for clients, and confirm, reschedule, complete or cancel them.", [{ name: "robots", content: "noindex" }]);

export default function AdminBookings() {
  return (
    <AdminGate message={ADMIN_PAGE_DENIED} returnTo="/admin/bookings">
      <AdminBookingsPage />
    </AdminGate>
  );
}
