// The insides of My Sessions' 'Cancel' and 'Reschedule' dialogs (session-actions.tsx opens them and
// loads this module then): what cancelling means for the payment, in the policy's words, before
// anything happens; the coach's free times to move the session to. Each calls the API, tells the
// person with a toast, and reloads the page's sessions.
import { Loader2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { isPaid } from "#common/booking-states";
import type { CancelAnswer, ClientBooking } from "#common/bookings";
import { formatDollars } from "#common/money";
import { cancellationPolicy, lateCancellationOutcome, RESCHEDULE_POLICY } from "#common/scheduling/policy";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

// The picker loads when a Reschedule dialog first opens.
const TimePicker = lazy(() => import("../scheduling/time-picker").then((m) => ({ default: m.TimePicker })));

interface BodyProps {
  booking: ClientBooking;
  coachName: string;
  /** While the change is on its way the dialog cannot be closed. */
  busy: boolean;
  setBusy(busy: boolean): void;
  close(): void;
}

/** What cancelling now means for this session's money, in the policy's words. */
function cancelWords(booking: ClientBooking, now: Date): { policy: string; outcome: string } {
  const decision = cancellationPolicy(booking, now, "client");
  const paid = isPaid(booking.paymentStatus) && booking.amountCents > 0;
  if (!paid) return { policy: decision.reason, outcome: "Nothing has been paid, so nothing is charged." };
  if (decision.refund === "full")
    return { policy: decision.reason, outcome: `Your payment of ${formatDollars(booking.amountCents)} will be refunded in full.` };
  return { policy: decision.reason, outcome: lateCancellationOutcome(formatDollars(booking.amountCents)) };
}

const failure = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";

/** `now`: when the person pressed 'Cancel' (the words are decided then). */
export function CancelSessionBody({ booking, coachName, now, busy, setBusy, close }: BodyProps & { now: Date }) {
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();
  const decision = cancellationPolicy(booking, now, "client");
  const words = cancelWords(booking, now);

  async function confirm() {
    setBusy(true);
    try {
      const response = await apiRequest("POST", `/api/bookings/${booking.id}/cancel`);
      const answer = (await response.json()) as CancelAnswer;
      close();
      const refunded =
        answer.refund.status === "none"
          ? ""
          : ` ${formatDollars(answer.refund.amountCents)} ${answer.refund.status === "succeeded" ? "is refunded" : "will be refunded"} to your card.`;
      toast({ title: "Session cancelled", description: `Your session with ${coachName} is cancelled.${refunded}`, variant: "success" });
      await revalidator.revalidate();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({ title: "Could not cancel", description: failure(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel this session?</DialogTitle>
        <DialogDescription>{words.outcome}</DialogDescription>
      </DialogHeader>
      <p className="text-sm text-muted-foreground" data-testid="cancel-policy">
        {words.policy}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={busy}>
          Keep session
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={busy || !decision.allowed}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Cancelling..." : "Cancel session"}
        </Button>
      </DialogFooter>
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

/** Moves a session the policy lets the client move to another free time of the same coach. */
export function RescheduleSessionBody({ booking, coachName, duration, busy, setBusy, close }: BodyProps & { duration: 15 | 50 }) {
  const [start, setStart] = useState("");
  const [refreshKey, setRefreshKey] = useState(0);
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();

  async function confirm() {
    if (!start) return;
    setBusy(true);
    try {
      await apiRequest("POST", `/api/bookings/${booking.id}/reschedule`, { start });
      close();
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
      toast({ title: "Could not move the session", description: failure(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Reschedule this session</DialogTitle>
        <DialogDescription>
          {RESCHEDULE_POLICY} Pick another free time of {coachName}.
        </DialogDescription>
      </DialogHeader>
      <NewTimePicker coachId={booking.coach.id} duration={duration} value={start} onChange={setStart} refreshKey={refreshKey} />
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={busy}>
          Keep the time
        </Button>
        <Button onClick={confirm} disabled={busy || !start}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Moving..." : "Move session"}
        </Button>
      </DialogFooter>
    </>
  );
}
