import { ADMIN_PORTAL_DENIED, AdminGate } from "../components/layout/admin-gate";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Admin Portal",
  "Manage coaches, reviews, imports, applications and blog posts.",
);

export const meta = page.meta;
export default function AdminPortal() {
  return (
    <AdminGate message={ADMIN_PORTAL_DENIED} returnTo="/admin">
      <page.Component />
    </AdminGate>
  );
}
