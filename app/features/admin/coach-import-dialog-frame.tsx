// The frame of both coach import dialogs (JSON and Psychology Today): it cannot be dismissed while it works, and Close stands before its import button.
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";

export interface CoachImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}

export function CoachImportDialogFrame({
  open,
  onOpenChange,
  busy,
  className,
  title,
  description,
  importButton,
  children,
}: Omit<CoachImportDialogProps, "onImported"> & {
  /** Working: the dialog stays open and Close is disabled. */
  busy: boolean;
  className: string;
  title: string;
  description: string;
  /** The import button, when there is something to import. */
  importButton: { label: string; importing: boolean; disabled: boolean; onClick(): void } | null;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!busy ? onOpenChange(next) : undefined)}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Close
          </Button>
          {importButton ? (
            <Button type="button" onClick={importButton.onClick} disabled={importButton.disabled}>
              {importButton.importing ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {importButton.importing ? "Importing..." : importButton.label}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
