// /admin/reports: messages reported to staff, behind the staff guard of the /admin layout. The list is
// read in the loader (the same service as GET /api/admin/message-reports) and read again after a change.
import type { Route } from "./+types/admin-reports";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { MessageReports } from "../features/admin/message-reports";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/reports");

export const loader = (args: Route.LoaderArgs) =>
  loadForStaff(args, ({ conversations }) => conversations.reports({ limit: 100, offset: 0 }).then((page) => page.items));

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  // No page for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <MessageReports reports={loaderData} /> : null;
}
