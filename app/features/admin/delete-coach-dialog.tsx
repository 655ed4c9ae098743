// The confirmation before a coach is deleted: the coach's name, and the server's reason when the
// coach cannot be deleted (409); the dialog cannot be closed while the deletion runs.
import { useState } from "react";
import { DELETE_COACH_CONFIRMATION } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

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
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!coach) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/coaches/${coach.id}`);
      toast({ title: "Coach Deleted", description: `${coach.firstName} ${coach.lastName} has been removed.`, variant: "success" });
      onClose();
      await onDeleted();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const conflict = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
      toast({ title: "Error", description: conflict ?? "Failed to delete coach. Please try again.", variant: "destructive" });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={coach !== null} onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete Coach</DialogTitle>
          <DialogDescription>{DELETE_COACH_CONFIRMATION}</DialogDescription>
        </DialogHeader>
        {coach ? <p className="text-sm font-medium">{`${coach.firstName} ${coach.lastName}`}</p> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirmDelete()} disabled={busy}>
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
