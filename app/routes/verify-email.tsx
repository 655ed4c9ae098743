import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import type { EmailVerificationResult } from "#common/auth";
import { Button } from "../components/ui/button";
import { AccountCard } from "../features/account/account-card";
import { useSessionUser } from "../lib/auth";
import { pageMeta } from "../lib/meta";

// Where the e-mailed confirmation link lands once the server has used it (/api/auth/verify-email).
export function loader({ request }: Route.LoaderArgs) {
  const result: EmailVerificationResult = new URL(request.url).searchParams.get("result") === "verified" ? "verified" : "invalid";
  return { result };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Confirm Your E-mail Address", "Confirm the e-mail address of your account.", [{ name: "robots", content: "noindex" }]);

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const user = useSessionUser();
  if (loaderData.result === "verified") {
    return (
      <AccountCard
        title="Your e-mail address is confirmed"
        description="Thank you. Sessions booked for this address now appear under My Sessions."
      >
        <Button asChild className="w-full">
          <Link to={user ? "/bookings" : "/login"}>{user ? "Go to My Sessions" : "Sign in"}</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="This link has expired or has already been used"
      description={
        user && !user.emailVerified
          ? "Use Resend at the top of the page to get a new link. It works once, within 24 hours."
          : "Sign in and use Resend at the top of the page to get a new confirmation link."
      }
    >
      <Button asChild variant="outline" className="w-full">
        <Link to={user ? "/" : "/login"}>{user ? "Go Home" : "Sign in"}</Link>
      </Button>
    </AccountCard>
  );
}
