import type { Route } from "./+types/forgot-password";
import { AccountCard } from "../features/account/account-card";
import { ForgotPasswordForm } from "../features/account/password-reset-forms";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Reset Your Password", "Forgot your password? Enter your email and we will send you a link to choose a new one.", [
    { name: "robots", content: "noindex" },
  ]);

export default function ForgotPassword() {
  return (
    <AccountCard title="Reset your password" description="Enter the email you signed up with and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AccountCard>
  );
}
