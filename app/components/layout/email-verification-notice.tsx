// The short notice of the signed-in frame while the account's address is not confirmed: the
// admin role and bookings made for the address wait for the link we e-mailed. 'Resend' asks for a
// new link (a few an hour at most; the server says when to try again).
import { MailWarning } from "lucide-react";
import { useState } from "react";
import type { SessionUser } from "#common/auth";
import { apiRequest, ApiError } from "../../lib/api";
import { Button } from "../ui/button";

type ResendState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

export function EmailVerificationNotice({ user }: { user: SessionUser }) {
  const [state, setState] = useState<ResendState>({ kind: "idle" });

  async function resend() {
    setState({ kind: "sending" });
    try {
      await apiRequest("POST", "/api/auth/verify-email/resend");
      setState({ kind: "sent" });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setState({ kind: "failed", message: message ?? "We could not send the e-mail. Please try again in a moment." });
    }
  }

  return (
    <section aria-label="Confirm your e-mail address" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          Please confirm your e-mail address: we sent a link to <span className="font-semibold [overflow-wrap:anywhere]">{user.email}</span>
          .
        </p>
        <p role="status" className="empty:hidden">
          {state.kind === "sent" ? "We sent a new link. It works once, within 24 hours." : state.kind === "failed" ? state.message : ""}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-10 bg-background"
          onClick={resend}
          disabled={state.kind === "sending"}
        >
          {state.kind === "sending" ? "Sending..." : "Resend"}
        </Button>
      </div>
    </section>
  );
}
