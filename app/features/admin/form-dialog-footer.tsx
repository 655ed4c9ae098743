// The end of an admin form dialog: Cancel, then the submit button, which spins and says what it is
// doing while the form is saved.
import { Loader2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";

export function FormDialogFooter({
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
