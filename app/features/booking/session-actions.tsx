// What a client can do to an upcoming session in My Sessions without staff: 'Cancel' (a confirmation
// that says, in the policy's words, whether the payment comes back, before anything happens), 'Add
// to calendar' (the same invitation the e-mails carry), and the refund once one is recorded.
import { Loader2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { isPaid } from "#common/booking-states";
import type { CancelAnswer, ClientBooking } from "#common/bookings";
import { formatDollars } from "#common/money";
import { cancellationPolicy, canReschedule, RESCHEDULE_POLICY } from "#common/scheduling/policy";
// The picker loads when a Reschedule dialog first opens.
const TimePicker = lazy(() => import("../scheduling/time-picker").then((m) => ({ default: m.TimePicker })));
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

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

/** What cancelling now means for this session's money, in the policy's words. */
function cancelWords(booking: ClientBooking, now: Date): { policy: string; outcome: string } {
  const decision = cancellationPolicy(booking, now, "client");
  const paid = isPaid(booking.paymentStatus) && booking.amountCents > 0;
  if (!paid) return { policy: decision.reason, outcome: "Nothing has been paid, so nothing is charged." };
  if (decision.refund === "full")
    return { policy: decision.reason, outcome: `Your payment of ${formatDollars(booking.amountCents)} will be refunded in full.` };
  return {
    policy: decision.reason,
    outcome: `This session starts in less than 24 hours: your payment of ${formatDollars(booking.amountCents)} will not be refunded.`,
  };
}

export function CancelSessionButton({ booking, coachName }: { booking: ClientBooking; coachName: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();
  const decision = cancellationPolicy(booking, now, "client");
  if (!decision.allowed) return null;
  const words = cancelWords(booking, now);

  async function confirm() {
    setBusy(true);
    try {
      const response = await apiRequest("POST", `/api/bookings/${booking.id}/cancel`);
      const answer = (await response.json()) as CancelAnswer;
      setOpen(false);
      const refunded =
        answer.refund.status === "none"
          ? ""
          : ` ${formatDollars(answer.refund.amountCents)} ${answer.refund.status === "succeeded" ? "is refunded" : "will be refunded"} to your card.`;
      toast({ title: "Session cancelled", description: `Your session with ${coachName} is cancelled.${refunded}`, variant: "success" });
      await revalidator.revalidate();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({ title: "Could not cancel", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          // The words are decided at the moment the person asks, not when the page was loaded.
          setNow(new Date());
          setOpen(true);
        }}
        aria-label={`Cancel session with ${coachName}`}
      >
        Cancel
      </Button>
      <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this session?</DialogTitle>
            <DialogDescription>{words.outcome}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground" data-testid="cancel-policy">
            {words.policy}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Keep session
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={busy || !decision.allowed}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Cancelling..." : "Cancel session"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The coach's free times to move a session to, said to be loading while the picker's code arrives. */
function NewTimePicker(props: { coachId: string; duration: 15 | 50; value: string; onChange(start: string): void; refreshKey: number }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted-foreground">
          Loading free times…
        </p>
      }
    >
      <TimePicker {...props} label="New time" />
    </Suspense>
  );
}

/** Moves a session 24 hours or more ahead to another free time of the same coach. */
export function RescheduleSessionButton({ booking, coachName }: { booking: ClientBooking; coachName: string }) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState("");
  const [busy, setBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();
  const duration = booking.duration === 15 || booking.duration === 50 ? booking.duration : null;
  if (!duration || !canReschedule(booking, new Date(), "client").allowed) return null;

  async function confirm() {
    if (!start) return;
    setBusy(true);
    try {
      await apiRequest("POST", `/api/bookings/${booking.id}/reschedule`, { start });
      setOpen(false);
      toast({
        title: "Session moved",
        description: `Your session with ${coachName} has moved. The updated invitation is in your e-mail.`,
        variant: "success",
      });
      await revalidator.revalidate();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        setStart("");
        setRefreshKey((key) => key + 1);
      }
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({ title: "Could not move the session", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Reschedule session with ${coachName}`}>
        Reschedule
      </Button>
      <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Reschedule this session</DialogTitle>
            <DialogDescription>
              {RESCHEDULE_POLICY} Pick another free time of {coachName}.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <NewTimePicker coachId={booking.coach.id} duration={duration} value={start} onChange={setStart} refreshKey={refreshKey} />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Keep the time
            </Button>
            <Button onClick={confirm} disabled={busy || !start}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Moving..." : "Move session"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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
