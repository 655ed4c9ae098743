// The dialog around the booking form (staff's New Booking, the coach's New session): why the form could not be loaded, or the form.
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

export function BookingFormDialog({
  open,
  onOpenChange,
  title,
  description,
  formError,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** Why the form could not be loaded; shown instead of it. */
  formError: string;
  /** The form, or what stands in for it while it loads. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
