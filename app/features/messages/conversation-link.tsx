// The page of a visitor's e-mailed conversation link. Signed out: whose conversation it is, 'Sign in'
// and 'Create account' with the address it was sent to (both come back here). Signed in with that
// address: 'Open conversation', which makes it the account's and opens it. Signed in with another
// address: why not, and a way to switch.
import { useState } from "react";
import { useNavigate } from "react-router";
import { loginPath } from "#common/auth";
import {
  CONVERSATION_LINK_PATH,
  CONVERSATION_MESSAGES,
  linkWrongAccountMessage,
  type ConversationLinkPreview,
} from "#common/conversations";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { useSessionUser } from "../../lib/auth";
import { AccountCard, FormMessage } from "../account/account-card";
import { accountPath } from "../coach-links/coach-invitation";
import { openConversationLink } from "./messages-api";

export function ConversationLink({ token, preview, oidc }: { token: string; preview: ConversationLinkPreview | null; oidc: boolean }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const here = `${CONVERSATION_LINK_PATH}?token=${encodeURIComponent(token)}`;

  if (!preview) {
    return (
      <AccountCard title="This link is not valid any more" description={CONVERSATION_MESSAGES.linkInvalid}>
        <Button asChild className="w-full">
          <a href="/messages">Go to Messages</a>
        </Button>
      </AccountCard>
    );
  }
  const title = `Your conversation with ${preview.coachName}`;
  const intro = (
    <p>
      What you wrote to <strong className="text-foreground">{preview.coachName}</strong> is the first message of your conversation, and
      their reply will be there too. This link was sent to <strong className="text-foreground">{preview.sentTo}</strong>: open it with an
      account with that address (it works for 30 days).
    </p>
  );
  if (!user) {
    return (
      <AccountCard title={title} description={intro}>
        <p className="mb-4 text-sm">Sign in, or create an account, with the address this link was sent to. You will come back here.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild>
            <a href={accountPath(here, preview.email, oidc)}>Sign in</a>
          </Button>
          <Button asChild variant="outline">
            <a href={accountPath(here, preview.email, oidc, "signup")}>Create account</a>
          </Button>
        </div>
      </AccountCard>
    );
  }
  if (!preview.matchesAccount) {
    const switchAccount = async () => {
      setBusy(true);
      await fetch("/api/logout", { method: "POST", credentials: "include", redirect: "manual" }).catch(() => undefined);
      window.location.assign(loginPath(here));
    };
    return (
      <AccountCard title={title} description={intro}>
        <div className="grid gap-4">
          <FormMessage>{linkWrongAccountMessage(preview.sentTo, user.email)}</FormMessage>
          <Button onClick={() => void switchAccount()} disabled={busy} className="w-full">
            {busy ? "Signing out..." : "Sign out and switch account"}
          </Button>
        </div>
      </AccountCard>
    );
  }
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const { id } = await openConversationLink(token);
      // The account's address is proved now: the frame's account is read again on the next page.
      await navigate(`/messages/${id}`);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? "The conversation could not be opened. Please try again.")
          : "The conversation could not be opened. Please try again.",
      );
      setBusy(false);
    }
  };
  return (
    <AccountCard title={title} description={intro}>
      <div className="grid gap-4">
        {error ? <FormMessage>{error}</FormMessage> : null}
        <Button onClick={() => void open()} disabled={busy} className="w-full">
          {busy ? "Opening..." : "Open conversation"}
        </Button>
      </div>
    </AccountCard>
  );
}
