// Step 2 of the coach application (docs/product/coach-application.md#step-2-subscription): the
// $49/month subscription. The server makes it with the payment provider
// (POST /api/create-coach-subscription), the card form pays its first month, and success goes to
// step 3 with payment_success=true. Without step 1's entries the page warns and goes back.
import type { Route } from "./+types/coach-checkout";
import { deferredIsland } from "../components/deferred-island";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coach Subscription Payment", "Step 2 of the coach application: the $49/month subscription, cancel anytime.", [
    { name: "robots", content: "noindex" },
  ]);

export function loader({ context }: Route.LoaderArgs) {
  return { payment: context.services.payments.browserConfig };
}

// What this step shows depends on step 1's entries in the browser: its code (the card form, the
// summary) loads as the page opens, behind the server's 'Loading...'.
const SubscriptionCheckout = deferredIsland(
  "subscription-checkout",
  () => import("../features/coach-application/subscription-checkout").then((module) => module.SubscriptionCheckout),
  { label: "Loading...", eager: () => true },
);

export default function CoachCheckout({ loaderData }: Route.ComponentProps) {
  return <SubscriptionCheckout payment={loaderData.payment} />;
}
