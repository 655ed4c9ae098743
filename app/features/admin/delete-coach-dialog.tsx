// The confirmation before a coach is deleted: the coach's name, and the server's reason when the
// coach cannot be deleted (409); the dialog cannot be closed while the deletion runs.
import { DELETE_COACH_CONFIRMATION } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { ConfirmActionDialog } from "./confirm-action-dialog";

export function DeleteCoachDialog({
  coach,
  onClose,
  onDeleted,
}: {
  /** The coach to delete; null when the dialog is closed. */
  coach: PublicCoach | null;
  onClose(): void;
  onDeleted(): Promise<void>;
}) {
  const deleteCoach = async (target: PublicCoach) => {
    await apiRequest("DELETE", `/api/admin/coaches/${target.id}`);
    toast({ title: "Coach Deleted", description: `${target.firstName} ${target.lastName} has been removed.`, variant: "success" });
    onClose();
    await onDeleted();
  };
  const failureText = (error: unknown) => {
    const conflict = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
    return conflict ?? "Failed to delete coach. Please try again.";
  };

  return (
    <ConfirmActionDialog
      subject={coach}
      title="Delete Coach"
      description={DELETE_COACH_CONFIRMATION}
      actionLabel="Delete"
      busyLabel="Deleting..."
      onClose={onClose}
      run={deleteCoach}
      failureText={failureText}
    >
      {coach ? <p className="text-sm font-medium">{`${coach.firstName} ${coach.lastName}`}</p> : null}
    </ConfirmActionDialog>
  );
}
