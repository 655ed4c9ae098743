import type { Route } from "./+types/coach-subscription";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Subscription (being built).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Subscription | Coach Workspace", "Coach Workspace: Subscription.", [{ name: "robots", content: "noindex" }]);

export default function CoachSubscription() {
  return <h2 className="text-xl font-semibold">Subscription</h2>;
}
