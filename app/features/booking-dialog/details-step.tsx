// The booking dialog's second step: the chosen time (with a way back to change it), who books (an
// account, made, signed into and confirmed right here) and how (video or in person), then
// 'Continue to payment', which holds the time (POST /api/bookings) and opens checkout.
import { Loader2 } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { ClientBookingCreated } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { ApiError, apiRequest } from "../../lib/api";
import { browserZone } from "../scheduling/browser-zone";
import { describeSlot } from "../scheduling/slot-dates";
import { AccountPart } from "./account-part";
import type { Booker, BookingDialogProps } from "./booking-state";

type SessionFormat = "video" | "in-person";
const SESSION_FORMATS = [
  ["video", "Video"],
  ["in-person", "In-person"],
] as const;

interface DetailsStepProps extends BookingDialogProps {
  heading: RefObject<HTMLHeadingElement | null>;
  booker: Booker;
  onBooker: (booker: Booker) => void;
  onBusy: (busy: boolean) => void;
  /** The time was taken meanwhile: back to the times, with this message. */
  onTaken: (message: string) => void;
}

/** Holds the time and opens checkout (once the frame knows a person who signed in here: checkout needs them). */
function useContinueToPayment({ coach, state: { start }, booker, onBusy, onTaken }: DetailsStepProps) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function book(format: SessionFormat) {
    setBusy(true);
    onBusy(true);
    setProblem(null);
    let leaving = false;
    try {
      const body = { coachId: coach.id, start, sessionType: "50-minute session", sessionFormat: format, timeZone: browserZone() };
      const created = (await (await apiRequest("POST", "/api/bookings", body)).json()) as ClientBookingCreated;
      leaving = true;
      if (booker.signedInHere) await revalidate();
      await navigate(`/checkout/${created.id}`);
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      if (error instanceof ApiError && error.status === 409) onTaken(message);
      else setProblem(message);
    } finally {
      if (!leaving) {
        setBusy(false);
        onBusy(false);
      }
    }
  }
  return { busy, problem, book };
}

export function DetailsStep(props: DetailsStepProps) {
  const { state, onChange, heading, booker, onBooker } = props;
  const { start } = state;
  const [format, setFormat] = useState<SessionFormat>("video");
  const { busy, problem, book } = useContinueToPayment(props);
  const ready = booker.user?.emailVerified === true;
  const proceed = useRef<HTMLButtonElement>(null);
  const wasReady = useRef(ready);
  // Once the address is confirmed here, the next thing to do is paying.
  useEffect(() => {
    if (ready && !wasReady.current) proceed.current?.focus();
    wasReady.current = ready;
  }, [ready]);

  return (
    <div className="flex flex-col gap-5">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        Your details
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/40 p-3" data-testid="chosen-time">
        <p className="text-sm">
          <span className="block text-muted-foreground">Your time</span>
          <time dateTime={start} className="font-semibold">
            {describeSlot(start)}
          </time>
        </p>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => onChange({ step: "time" })}>
          Change time
        </Button>
      </div>
      <AccountPart booker={booker} onBooker={onBooker} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Session format</legend>
        <div className="flex gap-4">
          {SESSION_FORMATS.map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="booking-format"
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {ready ? (
        <Button ref={proceed} type="button" size="lg" onClick={() => void book(format)} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Holding your time..." : "Continue to payment"}
        </Button>
      ) : null}
    </div>
  );
}
