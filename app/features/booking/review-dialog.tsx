// Leave Review on a completed session (docs/product/directory.md#reviews): the dialog
// first asks GET /api/reviews/booking/{id}; an existing review is shown read-only under 'Review
// Already Submitted', otherwise stars and a comment of at most 150 characters (review-dialog-body.tsx,
// fetched when the button is pointed at or pressed).
import { useState } from "react";
import type { ClientBooking } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { onDemand } from "../../lib/on-demand";
import { OnDemandDialog } from "./on-demand-dialog";

const Body = onDemand(() => import("./review-dialog-body").then((module) => module.ReviewDialogBody));

export function ReviewDialog({ booking }: { booking: ClientBooking }) {
  const [open, setOpen] = useState(false);
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" onPointerEnter={Body.preload} onFocus={Body.preload} onClick={() => setOpen(true)}>
        Leave Review
      </Button>
      <OnDemandDialog open={open} setOpen={setOpen}>
        <Body.Component booking={booking} coachName={coachName} onDone={() => setOpen(false)} />
      </OnDemandDialog>
    </>
  );
}
