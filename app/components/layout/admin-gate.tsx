// The staff pages (/admin and the pages under it) are shown only to admins (accounts listed in
// ADMIN_EMAILS). One guard decides, staffAccess, once per request: the /admin layout route's loader
// asks it, and each page's loader asks it again before it reads (React Router runs the pages'
// loaders alongside the layout's, so a page cannot wait for the layout's answer). A signed-in person
// who is not an admin gets 'Access Denied' with status 403; a signed-out visitor gets it as a page
// with Sign In, like the other pages that need an account. The server refuses every /api/admin/*
// call the same way.
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, type AppLoadContext, type MetaDescriptor } from "react-router";
import type { AppServices } from "#common/app-context";
import { loginPath } from "#common/auth";
import { pageMeta } from "../../lib/meta";
import { Button } from "../ui/button";

const ADMIN_PORTAL_DENIED = "You don't have permission to access the admin portal.";
const ADMIN_PAGE_DENIED = "You need admin access to view this page.";

/** Each staff page: its title, its description and what 'Access Denied' says there. */
const STAFF_PAGES = {
  "/admin": {
    title: "Admin Portal",
    description: "Manage coaches, reviews, imports, applications, consultation requests and blog posts.",
    denied: ADMIN_PORTAL_DENIED,
  },
  "/admin/applications": {
    title: "Coach Applications",
    description: "Review coach applications, add notes, change their status and publish approved coaches.",
    denied: ADMIN_PORTAL_DENIED,
  },
  "/admin/blogs": {
    title: "Manage Blogs",
    description: "Create, edit, publish and delete the articles of the blog, and import the sample posts.",
    denied: ADMIN_PAGE_DENIED,
  },
  "/admin/bookings": {
    title: "Bookings",
    description: "Create sessions for clients, and confirm, reschedule, complete or cancel them.",
    denied: ADMIN_PAGE_DENIED,
  },
  "/admin/reports": {
    title: "Reported Messages",
    description: "Messages people reported, with the messages before them; mark them resolved.",
    denied: ADMIN_PAGE_DENIED,
  },
  "/admin/jobs": {
    title: "Failed Jobs",
    description: "Background jobs that failed, with their last error; run one again.",
    denied: ADMIN_PAGE_DENIED,
  },
  "/admin/payouts": {
    title: "Payouts",
    description: "Payout runs with their payouts, the platform's revenue per month, and each coach's ledger.",
    denied: ADMIN_PAGE_DENIED,
  },
  "/admin/audit": {
    title: "Audit Trail",
    description: "Every change staff made, with who, when, what, and the fields before and after; filter by staff member, kind and time.",
    denied: ADMIN_PAGE_DENIED,
  },
} as const;

type StaffPath = keyof typeof STAFF_PAGES;

/** The staff page at this address (without a trailing slash); a page missing from the table is titled as the portal. */
function staffPage(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = path in STAFF_PAGES ? STAFF_PAGES[path as StaffPath] : { ...STAFF_PAGES["/admin"], denied: ADMIN_PAGE_DENIED };
  return { ...page, path };
}

/** A staff page's title and description (never indexed). */
export function staffPageMeta(matches: Parameters<typeof pageMeta>[0], pathname: string): MetaDescriptor[] {
  const page = staffPage(pathname);
  return pageMeta(matches, page.title, page.description, [{ name: "robots", content: "noindex" }]);
}

type StaffAccess = "staff" | "signed-out";

const decided = new WeakMap<AppLoadContext, Promise<StaffAccess>>();

/**
 * The staff guard: "staff" for an admin, "signed-out" for a visitor (shown Sign In), a 403 route
 * error for anyone else. Asked by several loaders of one request, it looks the session up once.
 */
export function staffAccess(context: AppLoadContext, request: Request): Promise<StaffAccess> {
  let access = decided.get(context);
  if (!access) {
    access = context.services.auth.getSessionUser(request).then((user): StaffAccess => {
      if (!user) return "signed-out";
      if (user.role !== "admin") throw data({ denied: true }, { status: 403 });
      return "staff";
    });
    decided.set(context, access);
  }
  return access;
}

/** A staff page's loader: its data for an admin; null for a signed-out visitor, who sees the layout's Sign In instead of the page. */
export async function loadForStaff<T>(
  { context, request }: { context: AppLoadContext; request: Request },
  read: (services: AppServices) => Promise<T>,
): Promise<T | null> {
  return (await staffAccess(context, request)) === "staff" ? read(context.services) : null;
}

function AccessDenied({ message, signedOut, returnTo }: { message: string; signedOut: boolean; returnTo: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedOut ? (
          <Button asChild>
            <a href={loginPath(returnTo)}>Sign In</a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </section>
  );
}

/** The staff layout's content: the page for an admin, 'Access Denied' with Sign In for a signed-out visitor. */
export function StaffOnly({ signedOut, pathname, children }: { signedOut: boolean; pathname: string; children: ReactNode }) {
  const page = staffPage(pathname);
  return signedOut ? <AccessDenied message={page.denied} signedOut returnTo={page.path} /> : <>{children}</>;
}

/** The staff layout's ErrorBoundary: 'Access Denied' with the page's message for the 403; any other error goes on up. */
export function StaffAccessDenied({ error, pathname }: { error: unknown; pathname: string }) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const page = staffPage(pathname);
  return <AccessDenied message={page.denied} signedOut={false} returnTo={page.path} />;
}
