// The dialog of 'Book a 50-minute session' (book-paid-session.tsx loads it when first opened): one of
// the coach's free times, the format, then checkout (POST /api/bookings, then /checkout/{id}).
import { Loader2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { PAYMENT_HOLD_MINUTES } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useBookPaidSession, type SessionFormat } from "./use-book-paid-session";
// The picker loads when the dialog first opens.
const TimePicker = lazy(() => import("./time-picker").then((m) => ({ default: m.TimePicker })));

function PickerLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading free times…
    </p>
  );
}

export function PaidSessionDialog({
  coachId,
  coachName,
  price,
  open,
  onOpenChange: setOpen,
}: {
  coachId: string;
  coachName: string;
  price: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { start, setStart, format, setFormat, busy, refreshKey, problem, book } = useBookPaidSession(coachId, setOpen);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Book a session with {coachName}</DialogTitle>
          <DialogDescription>
            A 50-minute session for {price}. We hold the time for {PAYMENT_HOLD_MINUTES} minutes while you pay.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<PickerLoading />}>
          <TimePicker coachId={coachId} duration={50} value={start} onChange={setStart} refreshKey={refreshKey} label="Session times" />
        </Suspense>
        <SessionFormatChoice format={format} onChange={setFormat} />
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" onClick={book} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {busy ? "Holding your time..." : "Continue to payment"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const SESSION_FORMATS = [
  ["video", "Video"],
  ["in-person", "In-person"],
] as const;

function SessionFormatChoice({ format, onChange }: { format: SessionFormat; onChange: (format: SessionFormat) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Session format</legend>
      <div className="flex gap-4">
        {SESSION_FORMATS.map(([value, label]) => (
          <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name="paid-session-format"
              value={value}
              checked={format === value}
              onChange={() => onChange(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
