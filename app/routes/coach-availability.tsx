import type { Route } from "./+types/coach-availability";
import { deferredIsland } from "../components/deferred-island";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Availability: the hours clients can book (the workspace layout has already
// refused everyone but a linked coach). Saved through PUT /api/coach/availability.
// The editor's code (its schema) loads as the page opens, behind the server's HTML: the list of time
// zones is the browser's own, so the editor has to run before a zone can be picked.
const AvailabilityEditor = deferredIsland(
  "availability",
  () => import("../features/scheduling/availability-editor").then((module) => module.AvailabilityEditor),
  {
    eager: () => true,
  },
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user?.coachId) return { availability: null };
  return { availability: await context.services.availability.get(user.coachId) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Availability | Coach Workspace", "The hours clients can book with you, your buffer, notice and days off.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachAvailability({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="coach-availability-heading" className="grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h2 id="coach-availability-heading" className="text-xl font-semibold">
          Availability
        </h2>
        <p className="text-sm text-muted-foreground">
          The hours clients can pick on your profile, in your own time zone. Without hours, people send you requests and you arrange the
          time yourself.
        </p>
      </header>
      <AvailabilityEditor initial={loaderData.availability} endpoint="/api/coach/availability" />
    </section>
  );
}
