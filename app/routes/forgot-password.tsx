import type { Route } from "./+types/forgot-password";
import { AccountCard } from "../features/account/account-card";
import { deferredIsland } from "../components/deferred-island";
import { pageMeta } from "../lib/meta";

// The form (react-hook-form and its zod schema) loads when the person first uses it.
const ForgotPasswordForm = deferredIsland("forgot-password", () =>
  import("../features/account/password-reset-forms").then((module) => module.ForgotPasswordForm),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Reset Your Password", "Forgot your password? Enter your email and we will send you a link to choose a new one.", [
    { name: "robots", content: "noindex" },
  ]);

export default function ForgotPassword() {
  return (
    <AccountCard
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AccountCard>
  );
}
