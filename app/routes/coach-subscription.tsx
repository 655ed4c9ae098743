import type { Route } from "./+types/coach-subscription";
import { SubscriptionPanel } from "../features/coach-workspace/subscription-panel";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Subscription: the coach's $49/month listing subscription, read from the payment
// provider for the session's own coach (the workspace layout has already refused everyone else).
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user?.coachId) return { overview: null };
  return { overview: await context.services.coachSubscription.overviewForCoach(user.coachId) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Subscription | Coach Workspace", "Your coach subscription: plan, status, renewal, invoices, cancel or resume.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachSubscription({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <section aria-labelledby="coach-subscription-heading" className="grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h2 id="coach-subscription-heading" className="text-xl font-semibold">
          Subscription
        </h2>
        <p className="text-sm text-muted-foreground">
          Your listing in the directory. Cancel anytime: your profile stays live until the end of the period you paid for.
        </p>
      </header>
      {overview ? <SubscriptionPanel initial={overview} /> : null}
    </section>
  );
}
