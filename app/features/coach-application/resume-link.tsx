// The e-mailed link to finish an application (docs/product/coach-application.md#finishing-later):
// step 3 opened with `?resume=<token>` asks the server for step 1's entries and the subscription paid
// at step 2, keeps them in session storage as steps 1 and 2 would have, and drops the token from the
// address. Works in any browser; the server says when the link no longer works.
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { FINISH_TOKEN_PARAMETER } from "#common/application-constants";
import { FINISH_LINK_MESSAGES, type ResumedApplication } from "#common/incomplete-applications";
import { Button, LinkButton } from "../../components/ui/button";
import { ApiError, apiRequest } from "../../lib/api";
import { savePersonalInfo, saveSubscriptionId } from "./application-storage";

const UNREACHABLE = "Your application could not be opened just now. Please check your connection and try again.";

export type ResumeLink =
  { status: "none" } | { status: "restoring" } | { status: "failed"; code: number; message: string; retry: () => void };

/** The state of the link in the address: none, being restored, or refused (with the server's words). */
export function useResumeLink(): ResumeLink {
  const [params] = useSearchParams();
  const token = params.get(FINISH_TOKEN_PARAMETER);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ code: number; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    apiRequest("POST", "/api/coach-applications/resume", { token })
      .then((response) => response.json() as Promise<ResumedApplication>)
      .then((resumed) => {
        if (cancelled) return;
        try {
          savePersonalInfo(resumed.personalInfo);
          saveSubscriptionId(resumed.subscriptionId);
        } catch {
          setFailure({ code: 0, message: FINISH_LINK_MESSAGES.storage });
          return;
        }
        // The token leaves the address (and the history); the form reads what was just stored.
        void navigate("/coach-apply-step3?payment_success=true", { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const refused = error instanceof ApiError && error.status < 500;
        setFailure({ code: refused ? error.status : 0, message: (refused && error.serverMessage) || UNREACHABLE });
      });
    return () => {
      cancelled = true;
    };
  }, [token, navigate, attempt]);

  if (!token) return { status: "none" };
  if (!failure) return { status: "restoring" };
  return {
    status: "failed",
    ...failure,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}

/** A link that cannot be used: already used to apply, expired, or not reachable just now. */
export function ResumeLinkRefused({ link }: { link: Extract<ResumeLink, { status: "failed" }> }) {
  const received = link.code === 409;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{received ? "Application already received" : "This link cannot be used"}</h1>
      <p className="mt-3 text-muted-foreground" role="alert">
        {link.message}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {link.code === 0 ? <Button onClick={link.retry}>Try again</Button> : null}
        {link.code !== 0 && !received ? <LinkButton to="/coach-apply">Apply again</LinkButton> : null}
        <LinkButton to="/" variant="outline">
          Return to Home
        </LinkButton>
      </div>
    </section>
  );
}
