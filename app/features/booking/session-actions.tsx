// What a client can do to an upcoming session in My Sessions without staff: 'Cancel' (a confirmation
// that says, in the policy's words, whether the payment comes back, before anything happens),
// 'Reschedule' (another free time of the coach), 'Add to calendar' (the same invitation the e-mails
// carry), and the refund once one is recorded. The two dialogs' insides (session-change-dialogs.tsx)
// are fetched when their button is pointed at or pressed, not with the page.
import { useState } from "react";
import type { ClientBooking } from "#common/bookings";
import { formatDollars } from "#common/money";
import { cancellationPolicy, canReschedule } from "#common/scheduling/policy";
import { Button } from "../../components/ui/button";
import { onDemand } from "../../lib/on-demand";
import { OnDemandDialog } from "./on-demand-dialog";

const CancelBody = onDemand(() => import("./session-change-dialogs").then((module) => module.CancelSessionBody));
const RescheduleBody = onDemand(() => import("./session-change-dialogs").then((module) => module.RescheduleSessionBody));

/** 'Refunded $80.00', or that the refund is on its way, for a cancelled, paid session. */
export function RefundLine({ booking }: { booking: ClientBooking }) {
  if (!booking.refund || booking.refund.status === "none") return null;
  const amount = formatDollars(booking.refund.amountCents);
  const text =
    booking.refund.status === "succeeded"
      ? `Refunded ${amount}`
      : booking.refund.status === "pending"
        ? `Refund of ${amount} on its way`
        : `Refund of ${amount} delayed: our team has been told`;
  return (
    <p className="text-sm font-medium text-emerald-800" data-testid="refund-line">
      {text}
    </p>
  );
}

export function CancelSessionButton({ booking, coachName }: { booking: ClientBooking; coachName: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date());
  if (!cancellationPolicy(booking, now, "client").allowed) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={CancelBody.preload}
        onFocus={CancelBody.preload}
        onClick={() => {
          // The words are decided at the moment the person asks, not when the page was loaded.
          setNow(new Date());
          setOpen(true);
        }}
        aria-label={`Cancel session with ${coachName}`}
      >
        Cancel
      </Button>
      <OnDemandDialog open={open} setOpen={setOpen} busy={busy}>
        <CancelBody.Component
          booking={booking}
          coachName={coachName}
          now={now}
          busy={busy}
          setBusy={setBusy}
          close={() => setOpen(false)}
        />
      </OnDemandDialog>
    </>
  );
}

/** Moves a session the policy lets the client move to another free time of the same coach. */
export function RescheduleSessionButton({ booking, coachName }: { booking: ClientBooking; coachName: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const duration = booking.duration === 15 || booking.duration === 50 ? booking.duration : null;
  if (!duration || !canReschedule(booking, new Date(), "client").allowed) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={RescheduleBody.preload}
        onFocus={RescheduleBody.preload}
        onClick={() => setOpen(true)}
        aria-label={`Reschedule session with ${coachName}`}
      >
        Reschedule
      </Button>
      <OnDemandDialog open={open} setOpen={setOpen} busy={busy} className="max-h-[90vh] overflow-y-auto">
        <RescheduleBody.Component
          booking={booking}
          coachName={coachName}
          duration={duration}
          busy={busy}
          setBusy={setBusy}
          close={() => setOpen(false)}
        />
      </OnDemandDialog>
    </>
  );
}

/** The session's invitation as a file for any calendar app (the e-mails' UID, so it updates in place). */
export function AddToCalendarLink({ booking }: { booking: ClientBooking }) {
  return (
    <a
      href={`/api/bookings/${booking.id}/calendar.ics`}
      download
      className="text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Add to calendar
    </a>
  );
}
