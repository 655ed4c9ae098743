import type { Route } from "./+types/admin";
import { ADMIN_PORTAL_DENIED, AdminGate } from "../components/layout/admin-gate";
import { AdminPortal as AdminPortalPage } from "../features/admin/admin-portal";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Admin Portal", "Manage coaches, reviews, imports, applications, consultation requests and blog posts.", [
    { name: "robots", content: "noindex" },
  ]);

export default function AdminPortal() {
  return (
    <AdminGate message={ADMIN_PORTAL_DENIED} returnTo="/admin">
      <AdminPortalPage />
    </AdminGate>
  );
}
