import { redirect } from "react-router";
import { loginPath, safeReturnTo } from "#common/auth";
import type { Route } from "./+types/login";
import { Button } from "../components/ui/button";
import { AccountCard, FormMessage } from "../features/account/account-card";
import { deferredIsland } from "../components/deferred-island";
import { ModeSwitch, type LoginMode } from "../features/account/login-mode";
import { signInErrorMessage } from "../features/account/sign-in-errors";
import { pageMeta } from "../lib/meta";

// The sign-in page (docs/product/accounts.md#sign-in-and-create-account): opens in Sign in mode; ?mode=signup
// opens Create account. The forms (react-hook-form and the shared zod schemas) load when the person first
// uses them.
const SignInForm = deferredIsland("sign-in", () => import("../features/account/login-form").then((module) => module.SignInForm));
const SignUpForm = deferredIsland("sign-up", () => import("../features/account/login-form").then((module) => module.SignUpForm));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
  if (await context.services.auth.getSessionUser(request)) throw redirect(returnTo);
  const mode: LoginMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const email = url.searchParams.get("email") ?? "";
  return {
    mode,
    returnTo,
    email: email.length <= 254 ? email : "",
    error: signInErrorMessage(url.searchParams),
    notice: url.searchParams.get("reset") === "done" ? "Your password has been changed. Please sign in with your new password." : null,
    oidc: context.services.auth.methods.oidc,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.mode === "signup"
    ? pageMeta(
        matches,
        "Create Account",
        "Create your account to book sessions with certified relationship coaches and licensed therapists and keep track of them.",
        [{ name: "robots", content: "noindex" }],
      )
    : pageMeta(matches, "Sign In", "Sign in to your account to see your sessions, pay for bookings and leave reviews for your coach.", [
        { name: "robots", content: "noindex" },
      ]);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { mode, returnTo, email, error, notice, oidc } = loaderData;
  return (
    <AccountCard
      title={mode === "signup" ? "Create your account" : "Welcome back"}
      description={
        mode === "signup"
          ? "Book sessions, pay securely and keep your coaching in one place."
          : "Sign in to see your sessions and continue where you left off."
      }
    >
      <ModeSwitch mode={mode} returnTo={returnTo} />
      {notice ? (
        <div className="mb-4">
          <FormMessage tone="notice">{notice}</FormMessage>
        </div>
      ) : null}
      {mode === "signup" ? (
        <SignUpForm key="signup" returnTo={returnTo} initialEmail={email} initialError={error} />
      ) : (
        <SignInForm key="signin" returnTo={returnTo} initialEmail={email} initialError={error} />
      )}
      {oidc ? (
        <div className="mt-6 border-t pt-6">
          <Button asChild variant="outline" size="lg" className="w-full">
            <a href={loginPath(returnTo)}>Continue with single sign-on</a>
          </Button>
        </div>
      ) : null}
    </AccountCard>
  );
}
