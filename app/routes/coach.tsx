import { data, NavLink, Outlet, redirect } from "react-router";
import type { Route } from "./+types/coach";
import { loginPath } from "#common/auth";
import { Button } from "../components/ui/button";
import { cn } from "../lib/utils";
import { pageMeta } from "../lib/meta";

// The Coach Workspace (/coach): a coach's own requests, sessions, profile, subscription and
// figures. The server decides who may enter: signed out → sign in and come back; an account not
// linked to a coach → 403. Each part is a child route; the API behind them is /api/coach/*.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
  if (!user.coachId) throw data({ denied: true }, { status: 403 });
  return { coachId: user.coachId };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coach Workspace", "Your consultation requests, sessions, profile, subscription and insights.", [
    { name: "robots", content: "noindex" },
  ]);

const WORKSPACE_SECTIONS = [
  { to: "/coach", label: "Requests", end: true },
  { to: "/coach/messages", label: "Messages", end: false },
  { to: "/coach/sessions", label: "Sessions", end: false },
  { to: "/coach/availability", label: "Availability", end: false },
  { to: "/coach/profile", label: "Profile", end: false },
  { to: "/coach/subscription", label: "Subscription", end: false },
  { to: "/coach/insights", label: "Insights", end: false },
  { to: "/coach/earnings", label: "Earnings", end: false },
] as const;

export default function CoachWorkspace() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Coach Workspace</h1>
      {/* scroll-px-4: a tab that focus reaches at the edge scrolls fully into view (Chrome leaves one that shows by a pixel). */}
      <nav aria-label="Coach Workspace" className="-mx-4 mt-4 scroll-px-4 overflow-x-auto border-b px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1">
          {WORKSPACE_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
                    isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const denied = typeof error === "object" && error !== null && "status" in error && (error as { status: number }).status === 403;
  if (!denied) throw error;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">
        The Coach Workspace is for coaches whose account is linked to their profile. Open the invitation we e-mailed you, or ask our team
        for a new one.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <a href="/">Go Home</a>
      </Button>
    </section>
  );
}
