import type { Route } from "./+types/admin";
import { ADMIN_LIST_PAGE_SIZE } from "#common/admin-coaches";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { AdminPortal as AdminPortalPage } from "../features/admin/admin-portal";

// The Admin Portal (/admin): the numbers and the first page of the coaches, the consultation requests
// and the outbox, server-rendered behind the staff guard of the /admin layout.
export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin");

export const loader = (args: Route.LoaderArgs) =>
  loadForStaff(args, async ({ staffPortal }) => {
    const first = { limit: ADMIN_LIST_PAGE_SIZE, offset: 0 };
    const [coaches, stats, requests, outbox] = await Promise.all([
      staffPortal.coaches(first),
      staffPortal.stats(),
      staffPortal.consultationRequests(first),
      staffPortal.outbox(first),
    ]);
    return { coaches, stats, requests, outbox };
  });

export default function AdminPortal({ loaderData }: Route.ComponentProps) {
  // No data for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <AdminPortalPage data={loaderData} /> : null;
}
