// The booking dialog of a coach's profile (docs/decisions/112), loaded when first opened: the time
// first (already chosen when a time was picked on the profile), then who and how (an account, made or
// signed into here, its address confirmed here with the e-mailed code, and the format), then payment
// at checkout, where the time is held for 15 minutes. Nothing here forgets the chosen time: it lives
// with the profile (profile-booking.tsx), so closing the dialog, signing up or confirming keeps it.
import { useEffect, useRef, useState } from "react";
import { PAYMENT_HOLD_MINUTES } from "#common/booking-states";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useSessionUser } from "../../lib/auth";
import { cn } from "../../lib/utils";
import type { Booker, BookingDialogProps, BookingStep } from "./booking-state";
import { DetailsStep } from "./details-step";
import { TimeStep } from "./time-step";

const STEPS = [
  ["time", "Time"],
  ["details", "Your details"],
  ["payment", "Payment"],
] as const;

function StepList({ step }: { step: BookingStep }) {
  return (
    <ol aria-label="Booking steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {STEPS.map(([key, label], index) => (
        <li
          key={key}
          aria-current={key === step ? "step" : undefined}
          className={cn(key === step ? "font-semibold text-primary" : "text-muted-foreground")}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

export function BookingDialog(props: BookingDialogProps) {
  const { coach, state, onChange, returnFocusTo } = props;
  const { open, step } = state;
  const pageUser = useSessionUser() ?? null;
  const [booker, setBooker] = useState<Booker>({ user: pageUser, signedInHere: false });
  const [busy, setBusy] = useState(false);
  // Said on the time step when the chosen time was taken meanwhile.
  const [problem, setProblem] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step says so: focus moves to its heading.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onChange({ open: next }))}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Book a session with {coach.name}</DialogTitle>
          <DialogDescription>
            A 50-minute session for {coach.price}. We hold the time for {PAYMENT_HOLD_MINUTES} minutes while you pay.
          </DialogDescription>
        </DialogHeader>
        <StepList step={step} />
        {step === "time" ? (
          <TimeStep {...props} heading={heading} problem={problem} onProblem={setProblem} refreshKey={refreshKey} />
        ) : (
          <DetailsStep
            {...props}
            heading={heading}
            booker={booker}
            onBooker={setBooker}
            onBusy={setBusy}
            onTaken={(message) => {
              setProblem(message);
              setRefreshKey((key) => key + 1);
              onChange({ start: "", step: "time" });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
