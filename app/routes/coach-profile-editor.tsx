import type { Route } from "./+types/coach-profile-editor";
import { deferredIsland } from "../components/deferred-island";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Profile: the coach edits their own public profile. The workspace layout has
// already sent signed-out visitors to sign in and refused accounts without a coach; this loader
// reads the session's own coach and nothing else.
// The form's code (react-hook-form, the admin form's schema and pickers) loads when the coach first
// uses it; the form and its preview are there at once.
const ProfileEditor = deferredIsland("coach-profile", () =>
  import("../features/coach-workspace/profile-editor").then((module) => module.ProfileEditor),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user?.coachId) return { profile: null };
  return { profile: await context.services.coachProfile.getOwnProfile(user.coachId) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Profile | Coach Workspace", "Edit your public coach profile and preview your directory card.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachProfileEditor({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <section aria-labelledby="coach-profile-heading" className="grid gap-6">
      <header className="grid gap-1">
        <h2 id="coach-profile-heading" className="text-xl font-semibold">
          Profile
        </h2>
        <p className="text-sm text-muted-foreground">
          What clients see on your directory card and profile page. Saved changes show at once.
        </p>
      </header>
      {profile ? (
        <ProfileEditor key={profile.id} initial={profile} />
      ) : (
        <p className="text-muted-foreground">Your coach profile could not be found.</p>
      )}
    </section>
  );
}
