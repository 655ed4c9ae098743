import type { Route } from "./+types/profile";
import { Skeleton } from "../components/ui/skeleton";
import { deferredIsland } from "../components/deferred-island";
import { useRequireSignIn } from "../lib/auth";
import { pageMeta } from "../lib/meta";

// The form's code (react-hook-form, the schema, the photo tools) loads when it is first used.
const ProfileForm = deferredIsland("profile", () => import("../features/account/profile-form").then((module) => module.ProfileForm));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Profile", "Your name and photo as coaches and the team see them.", [{ name: "robots", content: "noindex" }]);

export default function Profile() {
  const user = useRequireSignIn();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      <p className="mt-2 text-muted-foreground">Your name and photo as coaches and the team see them.</p>
      <div className="mt-8 rounded-xl border p-6 sm:p-8">
        {user ? <ProfileForm key={`${user.id}:${user.firstName}:${user.lastName}`} user={user} /> : <Skeleton className="h-48 w-full" />}
      </div>
    </section>
  );
}
