// Actions on one booking, for staff and (through the coach API, `coachApi`) for the booking's coach:
// the status changes and the move the booking policy allows now (common/scheduling/policy.ts, asked
// by the server for the view, so nothing illegal is offered), a confirmation before cancelling (both
// people are e-mailed a cancellation), and rescheduling (a new invitation with a higher SEQUENCE).
import { ChevronDown, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { useBookingChange, type ChangeableBooking } from "./booking-change";
import { RescheduleForm } from "./reschedule-form";

export type { ChangeableBooking } from "./booking-change";

const ACTION_LABELS: Record<string, string> = {
  confirmed: "Mark as confirmed",
  completed: "Mark as completed",
  cancelled: "Cancel booking",
  "no-show": "Mark no-show",
};
const DONE_LABELS: Record<string, string> = {
  confirmed: "Marked as confirmed.",
  completed: "Marked as completed.",
  cancelled: "Booking cancelled.",
  "no-show": "Marked as a no-show.",
};

export function BookingActions<B extends ChangeableBooking>({
  booking,
  onChanged,
  onUnauthorized,
  coachApi = false,
  defaultOpen = false,
}: {
  booking: B;
  onChanged(b: B): void;
  onUnauthorized(e: unknown): boolean;
  /** The booking's coach acting through /api/coach/bookings, rather than staff. */
  coachApi?: boolean;
  /** Opens the menu at once (booking-actions-launcher.tsx draws the button until the code is here). */
  defaultOpen?: boolean;
}) {
  const { busy, change } = useBookingChange({ booking, coachApi, onChanged, onUnauthorized });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [reschedule, setReschedule] = useState(false);
  const canMove = booking.canReschedule;
  const otherParty = coachApi ? "you" : "the coach";

  if (booking.allowedStatuses.length === 0 && !canMove) return <span className="text-sm text-muted-foreground">No changes</span>;
  const who = `${booking.firstName} ${booking.lastName}`;
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={busy} aria-label={`Change booking of ${who}`}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Change <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {booking.allowedStatuses.map((status) => (
            <DropdownMenuItem
              key={status}
              onSelect={() =>
                status === "cancelled" ? setConfirmCancel(true) : void change({ status }, DONE_LABELS[status] ?? "Updated.")
              }
              className={status === "cancelled" ? "text-destructive" : undefined}
            >
              {ACTION_LABELS[status] ?? status}
            </DropdownMenuItem>
          ))}
          {canMove ? <DropdownMenuItem onSelect={() => setReschedule(true)}>Reschedule</DropdownMenuItem> : null}
        </DropdownMenuContent>
      </DropdownMenu>

      <CancelBookingDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        who={who}
        otherParty={otherParty}
        paid={booking.paymentStatus === "succeeded"}
        busy={busy}
        onConfirm={async () => {
          if (await change({ status: "cancelled" }, DONE_LABELS.cancelled)) setConfirmCancel(false);
        }}
      />

      <Dialog open={reschedule} onOpenChange={setReschedule}>
        <DialogContent>
          {reschedule ? (
            <RescheduleForm
              booking={booking}
              otherParty={otherParty}
              busy={busy}
              onSubmit={async (body) => {
                if (await change(body, "Rescheduled: both people were sent the new time.")) setReschedule(false);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
