import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin-layout";
import { StaffAccessDenied, StaffOnly, staffAccess, staffPageMeta } from "../components/layout/admin-gate";

// The staff pages (/admin, /admin/applications, /admin/blogs, /admin/bookings; docs/product/staff-portal.md#access):
// this layout's loader is their one guard. Signed out → 'Access Denied' with Sign In; signed in
// without the admin role → 'Access Denied' with status 403. Each page's loader reads its data behind
// the same guard (loadForStaff), which looks the session up once per request.
export async function loader({ context, request }: Route.LoaderArgs) {
  return { signedOut: (await staffAccess(context, request)) === "signed-out" };
}

// The pages title themselves; this one titles 'Access Denied' when a loader refused the request.
export const meta: Route.MetaFunction = ({ matches, location }) => staffPageMeta(matches, location.pathname);

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <StaffOnly signedOut={loaderData.signedOut} pathname={pathname}>
      <Outlet />
    </StaffOnly>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return <StaffAccessDenied error={error} pathname={pathname} />;
}
