// 'Message' on a profile: the first message to the coach, then the conversation opens in Messages
// (POST /api/conversations answers the pair's conversation, new or not). What was typed stays in the
// dialog when sending fails, with the server's reason beside it.
import { useState } from "react";
import { useNavigate } from "react-router";
import { characterCount, MESSAGE_MAX_CHARACTERS, messageBodyProblem } from "#common/conversations";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ApiError } from "../../lib/api";
import { startConversation } from "../messages/messages-api";

export default function MessageDialog({
  coach,
  open,
  onOpenChange,
}: {
  coach: { id: string; firstName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
      onOpenChange(false);
      await navigate(`/messages/${id}`);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? "Your message could not be sent. Please try again.")
          : "Your message could not be sent. Please check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Message {coach.firstName}</DialogTitle>
          <DialogDescription>
            Only you and {coach.firstName} can read your conversation. This is not an emergency service: in the US, call or text 988 if you
            are in crisis.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={send} aria-label={`Message ${coach.firstName}`}>
          <div className="grid gap-2">
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
          </div>
          {error ? (
            <p id="first-message-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
