// The booking dialog's first step: one of the coach's free 50-minute times (the picker shows the two
// weeks that hold a time already chosen on the profile), then on to who and how.
import { Loader2 } from "lucide-react";
import { lazy, type RefObject, Suspense, useCallback } from "react";
import { Button } from "../../components/ui/button";
import type { BookingDialogProps } from "./booking-state";

// The picker loads with the dialog's first opening.
const TimePicker = lazy(() => import("../scheduling/time-picker").then((m) => ({ default: m.TimePicker })));

export function TimeStep({
  coach,
  state: { start },
  onChange,
  heading,
  problem,
  onProblem,
  refreshKey,
}: BookingDialogProps & {
  heading: RefObject<HTMLHeadingElement | null>;
  problem: string | null;
  onProblem: (problem: string | null) => void;
  refreshKey: number;
}) {
  // Stable, as the picker lets go of a time through it from an effect.
  const pickStart = useCallback((next: string) => onChange({ start: next }), [onChange]);
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        Pick a time
      </h3>
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading free times…
          </p>
        }
      >
        <TimePicker coachId={coach.id} duration={50} value={start} onChange={pickStart} refreshKey={refreshKey} label="Session times" />
      </Suspense>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button
        type="button"
        className="self-end"
        onClick={() => {
          if (!start) return onProblem("Please pick a time from the list.");
          onProblem(null);
          onChange({ step: "details" });
        }}
      >
        Continue
      </Button>
    </div>
  );
}
