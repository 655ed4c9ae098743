// Confirming the address inside the booking dialog: the 6-digit code of the confirmation e-mail
// (POST /api/auth/verify-email/code), or a new one ('Send a new code' is the frame's 'Resend', under
// the same limit). The link in the same e-mail works too: an address confirmed meanwhile (in another
// tab) counts as confirmed here, when the person comes back or sends a code.
import { type FormEvent, useEffect, useState } from "react";
import type { SessionUser } from "#common/auth";
import { EMAIL_CODE_LENGTH, EMAIL_CODE_LIFETIME_MINUTES, EMAIL_CODE_MESSAGES } from "#common/email-code";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, apiRequest, getJson } from "../../lib/api";

const UNREACHABLE = "We could not reach the server. Please try again.";
const explain = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : UNREACHABLE);

/** The link of the same e-mail, opened in another tab of this browser, confirms too: back here, go on. */
function useConfirmedElsewhere(onConfirmed: (user: SessionUser) => void) {
  useEffect(() => {
    const check = () =>
      void getJson<SessionUser>("/api/auth/user")
        .then((user) => user?.emailVerified && onConfirmed(user))
        .catch(() => {});
    window.addEventListener("focus", check);
    return () => window.removeEventListener("focus", check);
  }, [onConfirmed]);
}

export function EmailCodeForm({ email, onConfirmed }: { email: string; onConfirmed: (user: SessionUser) => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState<"checking" | "sending" | null>(null);
  useConfirmedElsewhere(onConfirmed);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(typed)) return setError(EMAIL_CODE_MESSAGES.format);
    setBusy("checking");
    setError(undefined);
    try {
      const answer = (await (await apiRequest("POST", "/api/auth/verify-email/code", { code: typed })).json()) as { user: SessionUser };
      onConfirmed(answer.user);
    } catch (failure) {
      // Confirmed meanwhile (the link, another tab): nothing left to type.
      const current = failure instanceof ApiError && failure.status === 409 ? await getJson<SessionUser>("/api/auth/user") : null;
      if (current) onConfirmed(current);
      else setError(explain(failure));
    } finally {
      setBusy(null);
    }
  }

  async function sendNew() {
    setBusy("sending");
    setNotice("");
    try {
      await apiRequest("POST", "/api/auth/verify-email/resend");
      setCode("");
      setError(undefined);
      setNotice(`We sent a new code to ${email}.`);
    } catch (failure) {
      setNotice(explain(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form noValidate onSubmit={confirm} aria-label="Confirm your e-mail address" className="flex flex-col gap-3">
      <p className="text-sm">
        We sent a {EMAIL_CODE_LENGTH}-digit code to <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>. Type it here to
        confirm your address; it works for {EMAIL_CODE_LIFETIME_MINUTES} minutes.
      </p>
      <FormField
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        // Where the person's attention is once the account exists: the e-mail's code.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears as the result of their own action
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === "checking" ? "Confirming..." : "Confirm e-mail address"}
        </Button>
        <Button type="button" variant="link" className="px-0" disabled={busy !== null} onClick={() => void sendNew()}>
          {busy === "sending" ? "Sending..." : "Send a new code"}
        </Button>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
    </form>
  );
}
