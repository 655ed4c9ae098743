// The confirmation before an admin action that cannot be undone; it cannot be closed while the action runs.
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedHandler } from "../../lib/auth";

export function ConfirmActionDialog<T>({
  subject,
  title,
  description,
  children,
  actionLabel,
  busyLabel,
  onClose,
  run,
  failureText,
}: {
  /** What the action is about; null when the dialog is closed. */
  subject: T | null;
  title: string;
  description: string;
  children?: ReactNode;
  actionLabel: string;
  busyLabel: string;
  onClose(): void;
  /** The action, with its success toast and what follows it. */
  run(subject: T): Promise<void>;
  /** The words of the 'Error' toast when the action fails; the dialog then closes. */
  failureText(error: unknown): string;
}) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (subject === null) return;
    setBusy(true);
    try {
      await run(subject);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({ title: "Error", description: failureText(error), variant: "destructive" });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={subject !== null} onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? busyLabel : actionLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
