import type { Route } from "./+types/coach-insights";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Insights (being built).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Insights | Coach Workspace", "Coach Workspace: Insights.", [{ name: "robots", content: "noindex" }]);

export default function CoachInsights() {
  return <h2 className="text-xl font-semibold">Insights</h2>;
}
