import { ADMIN_PORTAL_DENIED, AdminGate } from "../components/layout/admin-gate";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Coach Applications",
  "Review coach applications and publish approved coaches.",
);

export const meta = page.meta;
export default function CoachApplications() {
  return (
    <AdminGate message={ADMIN_PORTAL_DENIED} returnTo="/admin/applications">
      <page.Component />
    </AdminGate>
  );
}
