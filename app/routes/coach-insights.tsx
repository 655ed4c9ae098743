import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/coach-insights";
import { loginPath } from "#common/auth";
import { INSIGHTS_WINDOWS, insightsQuerySchema } from "#common/coach-insights";
import { InsightsChart } from "../features/coach-workspace/insights-chart";
import { InsightsTable, InsightsTiles } from "../features/coach-workspace/insights-summary";
import { cn } from "../lib/utils";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Insights: the coach's views, requests and sessions over 30 or 90 days. The
// chart is SVG rendered with the page. The same guard as the workspace shell (its loader runs in
// parallel with this one), so the figures are never read for anyone but the linked coach.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
  if (!user.coachId) throw data({ denied: true }, { status: 403 });
  // A hand-edited ?days= the API would refuse shows the default window instead of an error page.
  const query = insightsQuerySchema.safeParse({ days: url.searchParams.get("days") ?? undefined });
  const days = query.success ? query.data.days : 30;
  return { days, insights: await context.services.coachInsights.forCoach(user.coachId, days) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Insights | Coach Workspace", "Profile views, requests and sessions of your coach profile.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachInsights({ loaderData }: Route.ComponentProps) {
  const { days, insights } = loaderData;
  return (
    <section aria-labelledby="insights-heading" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="insights-heading" className="text-xl font-semibold">
          Insights
        </h2>
        <nav aria-label="Period">
          <ul className="inline-flex rounded-lg border p-1">
            {INSIGHTS_WINDOWS.map((window) => (
              <li key={window}>
                <Link
                  to={`?days=${window}`}
                  aria-current={window === days ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium",
                    window === days ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {window} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="-mt-3 text-sm text-muted-foreground">Last {days} days, today included.</p>
      <InsightsTiles insights={insights} />
      <InsightsChart insights={insights} />
      <InsightsTable insights={insights} />
    </section>
  );
}
