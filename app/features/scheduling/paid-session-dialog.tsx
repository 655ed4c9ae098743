// The dialog of 'Book a 50-minute session' (book-paid-session.tsx loads it when first opened): one of
// the coach's free times, the format, then checkout (POST /api/bookings, then /checkout/{id}).
import { Loader2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { PAYMENT_HOLD_MINUTES, type ClientBookingCreated } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { browserZone } from "./browser-zone";
import { TIME_TAKEN } from "#common/scheduling/messages";
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
  const navigate = useNavigate();
  const [start, setStart] = useState("");
  const [format, setFormat] = useState<"video" | "in-person">("video");
  const [busy, setBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  async function book() {
    if (!start) {
      setProblem("Please pick a time from the list.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await apiRequest("POST", "/api/bookings", {
        coachId,
        start,
        sessionType: "50-minute session",
        sessionFormat: format,
        timeZone: browserZone(),
      });
      const created = (await response.json()) as ClientBookingCreated;
      setOpen(false);
      await navigate(`/checkout/${created.id}`);
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      if (error instanceof ApiError && error.status === 409) {
        setStart("");
        setRefreshKey((key) => key + 1);
      }
      setProblem(message === TIME_TAKEN ? TIME_TAKEN : message);
      toast({ title: "Could not book", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

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
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Session format</legend>
          <div className="flex gap-4">
            {(
              [
                ["video", "Video"],
                ["in-person", "In-person"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="paid-session-format"
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
