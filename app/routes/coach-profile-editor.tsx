import type { Route } from "./+types/coach-profile-editor";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Profile (being built).
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Profile | Coach Workspace", "Coach Workspace: Profile.", [{ name: "robots", content: "noindex" }]);

export default function CoachProfileEditor() {
  return <h2 className="text-xl font-semibold">Profile</h2>;
}
