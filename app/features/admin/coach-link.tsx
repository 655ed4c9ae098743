// Who runs a coach's workspace, on the coach's row of the Admin Portal: 'Not invited', 'Invited on
// {date}' or 'Linked to {account e-mail}', with 'Invite' / 'Invite again' (an e-mailed link, single
// use, 7 days) and 'Unlink' behind a confirmation. The server decides: these only call the API.
import { Link2, Mail, Unlink } from "lucide-react";
import { useState } from "react";
import { COACH_INVITATION_LIFETIME_DAYS, type AdminCoach } from "#common/coach-links";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { LocalWhen } from "./local-when";

const fullName = (coach: AdminCoach) => `${coach.firstName} ${coach.lastName}`.trim();

/** The state words of the row (the date in the viewer's zone once the page is interactive). */
function CoachLinkState({ coach }: { coach: AdminCoach }) {
  const link = coach.link;
  if (link.state === "linked") return <>Linked to {link.accountEmail}</>;
  if (link.state === "invited")
    return (
      <>
        Invited on <LocalWhen iso={link.invitedAt} show="day" />
        {link.expired ? " (link expired)" : ""}
      </>
    );
  return <>Not invited</>;
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? (error.serverMessage ?? fallback) : fallback;

export function CoachLinkControls({ coach, onChanged, onUnlink }: { coach: AdminCoach; onChanged: () => void; onUnlink: () => void }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);
  const name = fullName(coach);
  const linked = coach.link.state === "linked";

  const invite = async () => {
    setBusy(true);
    try {
      const response = await apiRequest("POST", `/api/admin/coaches/${coach.id}/invite`);
      const { email } = (await response.json()) as { email: string };
      toast({
        title: "Invitation sent",
        description: `We e-mailed ${name} at ${email}. The link works once, within ${COACH_INVITATION_LIFETIME_DAYS} days.`,
        variant: "success",
      });
      onChanged();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Invitation not sent",
        description: errorText(error, "The invitation could not be sent. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm" data-testid="coach-link">
      <p className="flex min-w-0 items-center gap-1.5">
        <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="text-muted-foreground">Coach Workspace:</span>
        <span className="font-medium break-all" data-testid="coach-link-state">
          <CoachLinkState coach={coach} />
        </span>
      </p>
      {linked ? (
        <Button variant="outline" size="sm" onClick={onUnlink} aria-label={`Unlink ${name}'s account`}>
          <Unlink aria-hidden="true" /> Unlink
        </Button>
      ) : coach.email.trim() ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void invite()}
          disabled={busy}
          aria-label={`${coach.link.state === "invited" ? "Invite again" : "Invite"}: ${name}`}
        >
          <Mail aria-hidden="true" /> {busy ? "Sending..." : coach.link.state === "invited" ? "Invite again" : "Invite"}
        </Button>
      ) : (
        <span className="text-muted-foreground">Add an e-mail address (Edit) to invite this coach.</span>
      )}
    </div>
  );
}

/** The confirmation before a coach's account loses its workspace. */
export function UnlinkCoachDialog({
  coach,
  onClose,
  onUnlinked,
}: {
  coach: AdminCoach | null;
  onClose: () => void;
  onUnlinked: () => void;
}) {
  const accountEmail = coach?.link.state === "linked" ? coach.link.accountEmail : "";
  const name = coach ? fullName(coach) : "";

  const unlink = async (target: AdminCoach) => {
    await apiRequest("DELETE", `/api/admin/coaches/${target.id}/link`);
    toast({
      title: "Account unlinked",
      description: `${accountEmail} can no longer open ${name}'s Coach Workspace.`,
      variant: "success",
    });
    onClose();
    onUnlinked();
  };

  return (
    <ConfirmActionDialog
      subject={coach}
      title="Unlink account"
      description={`${accountEmail} will lose access to ${name}'s Coach Workspace at once. The account itself is kept, and you can send a new invitation later.`}
      actionLabel="Unlink"
      busyLabel="Unlinking..."
      onClose={onClose}
      run={unlink}
      failureText={(error) => errorText(error, "The account could not be unlinked. Please try again.")}
    />
  );
}
