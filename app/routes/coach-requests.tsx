import type { Route } from "./+types/coach-requests";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Requests (being built).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Requests | Coach Workspace", "Coach Workspace: Requests.", [{ name: "robots", content: "noindex" }]);

export default function CoachRequests() {
  return <h2 className="text-xl font-semibold">Requests</h2>;
}
