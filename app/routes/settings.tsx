import type { Route } from "./+types/settings";
import { Skeleton } from "../components/ui/skeleton";
import { deferredIsland } from "../components/deferred-island";
import { useRequireSignIn } from "../lib/auth";
import { pageMeta } from "../lib/meta";

// The forms' code (react-hook-form, the schemas) loads when they are first used.
const SettingsSections = deferredIsland("settings", () =>
  import("../features/account/settings-sections").then((module) => module.SettingsSections),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const overview = await context.services.auth.getAccountOverview(request);
  const messageEmails = overview ? await context.services.conversations.messageEmails(overview.user.id) : true;
  return { overview, messageEmails, supportEmail: context.services.site.supportEmail };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Settings",
    "Change your password, choose the e-mails about messages, sign out of other devices or delete your account.",
    [{ name: "robots", content: "noindex" }],
  );

export default function Settings({ loaderData }: Route.ComponentProps) {
  const user = useRequireSignIn();
  const { overview, supportEmail, messageEmails } = loaderData;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-2 text-muted-foreground">Your password, your e-mails about messages, your sessions and your account.</p>
      <div className="mt-8">
        {user && overview ? (
          <SettingsSections overview={overview} supportEmail={supportEmail} messageEmails={messageEmails} />
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </div>
    </section>
  );
}
