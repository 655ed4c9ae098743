// The confirmation before a booking is cancelled: both people are e-mailed a cancellation, and a paid
// booking is not refunded by itself.
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";

export function CancelBookingDialog({
  open,
  onOpenChange,
  who,
  otherParty,
  paid,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The client's name. */
  who: string;
  /** "you" for the coach, "the coach" for staff. */
  otherParty: string;
  paid: boolean;
  busy: boolean;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {who} and {otherParty} will be e-mailed a cancellation that removes the session from the calendars.
            {paid ? " The payment is not refunded automatically: refund it with the payment provider." : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep booking
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            Cancel booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
