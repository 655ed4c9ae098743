// /admin/bookings: staff create and manage bookings, a page of them at ?offset=, server-rendered from
// the loader behind the staff guard of the /admin layout (the API, /api/admin/bookings*, refuses
// anyone else the same way).
import type { Route } from "./+types/admin-bookings";
import { adminBookingListQuerySchema } from "#common/bookings";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { AdminBookingsPage } from "../features/admin-bookings/admin-bookings-page";
import { PAGE_SIZE } from "../features/admin-bookings/admin-bookings-data";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/bookings");

export const loader = (args: Route.LoaderArgs) =>
  loadForStaff(args, async ({ staffPortal }) => {
    // A bad ?offset= shows the first page rather than an error page.
    const query = adminBookingListQuerySchema.safeParse({ offset: new URL(args.request.url).searchParams.get("offset") ?? undefined });
    const offset = query.success ? query.data.offset : 0;
    return { page: await staffPortal.bookings({ limit: PAGE_SIZE, offset }), offset };
  });

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  // No data for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <AdminBookingsPage page={loaderData.page} offset={loaderData.offset} /> : null;
}
