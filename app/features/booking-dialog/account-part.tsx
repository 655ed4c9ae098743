// Who books, inside the booking dialog: signed out, the account forms of the sign-in page (the same
// schemas, the same POST /api/auth/sign-up and /sign-in, which set the session cookie) without leaving;
// an address not confirmed yet, the e-mailed code typed here; confirmed, who is booking.
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { displayName } from "#common/auth";
import { Button } from "../../components/ui/button";
import { SignInForm, SignUpForm } from "../account/login-form";
import type { Booker } from "./booking-state";
import { EmailCodeForm } from "./email-code-form";

export function AccountPart({ booker, onBooker }: { booker: Booker; onBooker: (booker: Booker) => void }) {
  const [mode, setMode] = useState<"signup" | "signin">("signup");
  const { user } = booker;
  // The frame learns of the account too (the profile's own data is left alone: its shouldRevalidate).
  const { revalidate } = useRevalidator();
  const signedIn = (next: NonNullable<Booker["user"]>) => {
    onBooker({ user: next, signedInHere: true });
    void revalidate();
  };
  const confirmed = useCallback(
    (next: NonNullable<Booker["user"]>) => {
      onBooker({ ...booker, user: next });
      void revalidate();
    },
    [booker, onBooker, revalidate],
  );

  if (!user) {
    return (
      <section aria-labelledby="booking-account" className="flex flex-col gap-3">
        <h4 id="booking-account" className="text-sm font-medium">
          {mode === "signup" ? "Create your account to book" : "Sign in to book"}
        </h4>
        <p className="text-sm text-muted-foreground">Your time stays chosen while you do.</p>
        {mode === "signup" ? <SignUpForm returnTo="/" onSignedIn={signedIn} /> : <SignInForm returnTo="/" onSignedIn={signedIn} />}
        <p className="text-sm">
          {mode === "signup" ? "Already have an account? " : "New here? "}
          <Button variant="link" className="h-auto min-h-10 p-0" onClick={() => setMode(mode === "signup" ? "signin" : "signup")}>
            {mode === "signup" ? "Sign in instead" : "Create an account instead"}
          </Button>
        </p>
      </section>
    );
  }

  if (!user.emailVerified) {
    return <EmailCodeForm email={user.email} onConfirmed={confirmed} />;
  }

  return (
    <p className="text-sm" data-testid="booking-as">
      Booking as <span className="font-semibold">{displayName(user)}</span> <span className="text-muted-foreground">({user.email})</span>
    </p>
  );
}
