// A conversation's two safety actions (docs/product/conversations.md#safety-and-privacy): report a
// received message to staff (they see it with the messages before it; the other person is not told),
// and block or unblock the conversation (nobody can send in it while it is blocked).
import { useState } from "react";
import { REPORT_REASON_MAX, type ConversationMessage, type ConversationSummary } from "#common/conversations";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError } from "../../lib/api";
import { reportMessage, setBlocked } from "./messages-api";

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);

export function ReportDialog({ message, onClose }: { message: ConversationMessage | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!message) return;
    setBusy(true);
    try {
      await reportMessage(message.id, reason);
      close();
      toast({ title: "Report sent", description: "Thank you. Our team will look at it." });
    } catch (error) {
      setError(failure(error, "The report could not be sent. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this message</DialogTitle>
          <DialogDescription>Our team will see this message and the ones before it. The other person is not told.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={send} aria-label="Report a message">
          <div className="grid gap-2">
            <Label htmlFor="report-reason">What is wrong? (optional)</Label>
            <Textarea
              id="report-reason"
              value={reason}
              maxLength={REPORT_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className="min-h-24"
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function BlockControl({
  conversation,
  onChange,
}: {
  conversation: ConversationSummary;
  onChange: (next: ConversationSummary) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = async (blocked: boolean) => {
    setBusy(true);
    try {
      onChange(await setBlocked(conversation.id, blocked));
      setConfirming(false);
      toast({ title: blocked ? "Conversation blocked" : "Conversation unblocked" });
    } catch (error) {
      toast({ title: "Error", description: failure(error, "That did not work. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  if (conversation.blockedByMe) {
    return (
      <Button variant="outline" size="sm" onClick={() => void change(false)} disabled={busy}>
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Block
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Block {conversation.other.name}?</DialogTitle>
            <DialogDescription>
              Neither of you can send messages in this conversation until you unblock it. To tell our team about something that happened,
              use Report on a message.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void change(true)} disabled={busy}>
              {busy ? "Blocking..." : "Block"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
