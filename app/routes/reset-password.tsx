import type { Route } from "./+types/reset-password";
import { AccountCard } from "../features/account/account-card";
import { ExpiredLink, ResetPasswordForm } from "../features/account/password-reset-forms";
import { pageMeta } from "../lib/meta";

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
  return (
    <AccountCard title="Choose a new password" description="Your new password replaces the old one and signs you out on every device.">
      {loaderData.token ? <ResetPasswordForm token={loaderData.token} /> : <ExpiredLink />}
    </AccountCard>
  );
}
