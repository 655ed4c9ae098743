// The page behind a coach invitation link. Signed out: what the workspace is, 'Sign in' and 'Create
// account' (both come back here). Signed in with the invited address: 'Link my account', which posts
// the token and goes to /coach. Signed in with another address: why not, and a way to switch.
import { useState, type ReactNode } from "react";
import { loginPath, type SessionUser } from "#common/auth";
import {
  COACH_INVITATION_LIFETIME_DAYS,
  COACH_INVITATION_MESSAGES,
  COACH_INVITATION_PATH,
  wrongAccountMessage,
  type CoachInvitationPreview,
} from "#common/coach-links";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useSessionUser, useUnauthorizedHandler } from "../../lib/auth";
import { useSiteInfo } from "../../lib/site";
import { AccountCard, FormMessage } from "../account/account-card";

const LINK_FAILED = "Your account could not be linked. Please try again.";
const TITLE = "Your Coach Workspace invitation";

type ValidPreview = Extract<CoachInvitationPreview, { state: "valid" }>;

export function CoachInvitation({ token, preview, oidc }: { token: string; preview: CoachInvitationPreview; oidc: boolean }) {
  const user = useSessionUser();
  const { brandName } = useSiteInfo();
  const here = `${COACH_INVITATION_PATH}?token=${encodeURIComponent(token)}`;

  if (preview.state === "invalid") return <InvalidInvitation linked={Boolean(user?.coachId)} />;

  const intro = <InvitationIntro preview={preview} brandName={brandName} />;
  if (!user) return <SignedOutInvitation intro={intro} here={here} email={preview.email} oidc={oidc} />;
  if (!preview.matchesAccount) return <WrongAccountInvitation intro={intro} here={here} preview={preview} user={user} />;
  if (user.coachId) return <AccountAlreadyCoach intro={intro} />;
  return <LinkAccount intro={intro} token={token} user={user} />;
}

/** A used or expired link; an account linked by it goes on to the workspace. */
function InvalidInvitation({ linked }: { linked: boolean }) {
  if (linked) {
    return (
      <AccountCard title="Your account is linked" description="This invitation has been used. Your Coach Workspace is ready.">
        <Button asChild className="w-full">
          <a href="/coach">Open Coach Workspace</a>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="This invitation link is no longer valid" description={COACH_INVITATION_MESSAGES.invalid}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <a href="/contact">Contact us</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/">Go Home</a>
        </Button>
      </div>
    </AccountCard>
  );
}

/** What the workspace is, which address the invitation went to, and how long the link works. */
function InvitationIntro({ preview, brandName }: { preview: ValidPreview; brandName: string }) {
  return (
    <>
      <p>
        You are invited to run <strong className="text-foreground">{preview.coachName}</strong>&apos;s coach profile on {brandName} from the
        Coach Workspace: the consultation requests clients send you, the sessions you arrange with them, your public profile, your
        subscription and how your listing is doing, in one place.
      </p>
      <p className="mt-2">
        The invitation was sent to <strong className="text-foreground">{preview.sentTo}</strong>. The link works once, within{" "}
        {COACH_INVITATION_LIFETIME_DAYS} days of being sent.
      </p>
    </>
  );
}

/**
 * Our sign-in page in `mode`, starting with the invited address and coming back here. With a
 * single sign-on provider, sign-in goes there as everywhere else (it asks for the address itself).
 */
export function accountPath(here: string, email: string, oidc: boolean, mode?: "signup"): string {
  if (oidc) return loginPath(here, mode);
  const params = new URLSearchParams({ ...(mode ? { mode } : {}), returnTo: here, email });
  return `/login?${params.toString()}`;
}

function SignedOutInvitation({ intro, here, email, oidc }: { intro: ReactNode; here: string; email: string; oidc: boolean }) {
  return (
    <AccountCard title={TITLE} description={intro}>
      <p className="mb-4 text-sm">
        Sign in, or create an account, with the address this invitation was sent to. You will come back here to link it.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild>
          <a href={accountPath(here, email, oidc)}>Sign in</a>
        </Button>
        <Button asChild variant="outline">
          <a href={accountPath(here, email, oidc, "signup")}>Create account</a>
        </Button>
      </div>
    </AccountCard>
  );
}

function WrongAccountInvitation({
  intro,
  here,
  preview,
  user,
}: {
  intro: ReactNode;
  here: string;
  preview: ValidPreview;
  user: SessionUser;
}) {
  const [busy, setBusy] = useState(false);
  const switchAccount = async () => {
    setBusy(true);
    // Ends this session from our own page, then signs in again and comes back to this invitation.
    await fetch("/api/logout", { method: "POST", credentials: "include", redirect: "manual" }).catch(() => undefined);
    window.location.assign(loginPath(here));
  };
  return (
    <AccountCard title={TITLE} description={intro}>
      <div className="grid gap-4">
        <FormMessage>{wrongAccountMessage(preview.sentTo, user.email)}</FormMessage>
        <Button onClick={() => void switchAccount()} disabled={busy} className="w-full">
          {busy ? "Signing out..." : "Sign out and switch account"}
        </Button>
      </div>
    </AccountCard>
  );
}

/** The invited account already runs a coach profile: one account links to one coach. */
function AccountAlreadyCoach({ intro }: { intro: ReactNode }) {
  return (
    <AccountCard title={TITLE} description={intro}>
      <div className="grid gap-4">
        <FormMessage>{COACH_INVITATION_MESSAGES.accountTaken}</FormMessage>
        <Button asChild variant="outline" className="w-full">
          <a href="/coach">Open Coach Workspace</a>
        </Button>
      </div>
    </AccountCard>
  );
}

function LinkAccount({ intro, token, user }: { intro: ReactNode; token: string; user: SessionUser }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const link = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("POST", "/api/coach-invitations/accept", { token });
      toast({ title: "Account linked", description: "Welcome to your Coach Workspace.", variant: "success" });
      // A full navigation, so the whole frame (the header's Coach Workspace link) knows the new link.
      window.location.assign("/coach");
    } catch (caught) {
      setBusy(false);
      if (handleUnauthorized(caught)) return;
      setError(caught instanceof ApiError && caught.status < 500 ? (caught.serverMessage ?? LINK_FAILED) : LINK_FAILED);
    }
  };

  return (
    <AccountCard title={TITLE} description={intro}>
      <div className="grid gap-4">
        <p className="text-sm">
          You are signed in as <strong>{user.email}</strong>. Linking also confirms this e-mail address.
        </p>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <Button onClick={() => void link()} disabled={busy} className="w-full">
          {busy ? "Linking..." : "Link my account"}
        </Button>
      </div>
    </AccountCard>
  );
}
