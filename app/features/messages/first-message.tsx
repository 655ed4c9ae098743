// The first message to a coach (docs/product/conversations.md#on-a-profile): sent, then the
// conversation opens. An address that is not confirmed is asked to confirm it first; a coach who
// cannot read messages in Kindred is said so, with the consultation request as the way to reach them.
// What was typed stays when sending fails, with the server's reason beside it.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { CONVERSATION_MESSAGES, characterCount, MESSAGE_MAX_CHARACTERS, messageBodyProblem } from "#common/conversations";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api";
import { useSessionUser } from "../../lib/auth";
import { useMessageDraft } from "./draft";
import { startConversation } from "./messages-api";

export function FirstMessage({
  coach,
  acceptsMessages,
}: {
  coach: { id: string; firstName: string; lastName: string };
  acceptsMessages: boolean;
}) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [body, setBody] = useMessageDraft(`kindred:first-message-draft:${coach.id}`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${coach.firstName} ${coach.lastName}`;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = messageBodyProblem(body);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { id } = await startConversation(coach.id, body.trim());
      setBody("");
      await navigate(`/messages/${id}`, { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? "Your message could not be sent. Please try again.")
          : "Your message could not be sent. Please check your connection and try again.",
      );
      setBusy(false);
    }
  };

  let content: React.ReactNode;
  if (!acceptsMessages) {
    content = <p className="rounded-md border bg-muted px-4 py-3">{CONVERSATION_MESSAGES.coachUnreachable}</p>;
  } else if (user && !user.emailVerified) {
    content = (
      <p className="rounded-md border bg-muted px-4 py-3">
        Confirm your e-mail address to send {coach.firstName} a message. Use the link or the code we e-mailed you.
      </p>
    );
  } else {
    content = (
      <form className="grid gap-3" onSubmit={send} aria-label={`Message ${name}`}>
        <Label htmlFor="first-message">Your message</Label>
        <Textarea
          id="first-message"
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`first-message-count${error ? " first-message-error" : ""}`}
        />
        <span id="first-message-count" className="text-xs text-muted-foreground">
          {characterCount(body.trim()).toLocaleString("en-US")} / {MESSAGE_MAX_CHARACTERS.toLocaleString("en-US")}
        </span>
        {error ? (
          <p id="first-message-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Sending..." : "Send"}
        </Button>
      </form>
    );
  }
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-10 sm:px-6">
      <Link to={`/coaches/${coach.id}`} className="text-sm text-muted-foreground hover:text-foreground">
        ← {name}'s profile
      </Link>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Message {coach.firstName}</h1>
        <p className="mt-2 text-muted-foreground">
          Only you and {coach.firstName} can read your conversation. This is not an emergency service: in the US, call or text 988 if you
          are in crisis.
        </p>
      </header>
      {content}
    </section>
  );
}
