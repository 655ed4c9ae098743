import type { Route } from "./+types/coach-sessions";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Sessions (being built).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sessions | Coach Workspace", "Coach Workspace: Sessions.", [{ name: "robots", content: "noindex" }]);

export default function CoachSessions() {
  return <h2 className="text-xl font-semibold">Sessions</h2>;
}
