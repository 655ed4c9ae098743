import { useEffect } from "react";
import type { Route } from "./+types/reset-password";
import { AccountCard } from "../features/account/account-card";
import { deferredIsland } from "../components/deferred-island";
import { ExpiredLink } from "../features/account/expired-link";
import { pageMeta } from "../lib/meta";

// The form (react-hook-form and its zod schema) loads when the person first uses it.
const ResetPasswordForm = deferredIsland("reset-password", () =>
  import("../features/account/password-reset-forms").then((module) => module.ResetPasswordForm),
);

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[\w-]{1,200}$/.test(token) ? token : "" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Choose a New Password", "Choose a new password for your account with the link we e-mailed you.", [
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ]);

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  // The token stays in memory only: it leaves the address bar (history, screenshots, shared screens)
  // as soon as the page is interactive, before the form's own code has loaded.
  useEffect(() => {
    if (window.location.search.includes("token=")) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
  return (
    <AccountCard title="Choose a new password" description="Your new password replaces the old one and signs you out on every device.">
      {loaderData.token ? <ResetPasswordForm token={loaderData.token} /> : <ExpiredLink />}
    </AccountCard>
  );
}
