// Actions on one booking, for staff and (through the coach API, `coachApi`) for the booking's coach:
// the status changes its state machine allows now (common/booking-states.ts, so nothing illegal is
// offered), a confirmation before cancelling (both people are e-mailed a cancellation), and
// rescheduling (a new invitation with a higher SEQUENCE).
import { ChevronDown, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { isOpenBooking } from "#common/booking-states";
import type { ClientBooking } from "#common/bookings";
import { instantToZonedParts, toIsoWithOffset, zonedTimeToInstant } from "#common/zoned-time";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { timeZoneOptions } from "./time-zones";

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

/** What the actions need of a booking (staff's and the coach's views both have it). */
export type ChangeableBooking = Pick<
  ClientBooking,
  "id" | "firstName" | "lastName" | "status" | "paymentStatus" | "scheduledDate" | "timeZone" | "duration"
> & {
  allowedStatuses: string[];
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
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [reschedule, setReschedule] = useState(false);
  const canMove = isOpenBooking(booking.status);
  const otherParty = coachApi ? "you" : "the coach";

  const change = async (body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      const response = await apiRequest("PATCH", `${coachApi ? "/api/coach/bookings" : "/api/admin/bookings"}/${booking.id}`, body);
      onChanged((await response.json()) as B);
      toast({ title: "Booking Updated", description: done, variant: "success" });
      return true;
    } catch (error) {
      if (!onUnauthorized(error)) {
        toast({
          title: "Error",
          description: (error instanceof ApiError && error.serverMessage) || "Failed to update booking. Please try again.",
          variant: "destructive",
        });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

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

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this booking?</DialogTitle>
            <DialogDescription>
              {who} and {otherParty} will be e-mailed a cancellation that removes the session from the calendars.
              {booking.paymentStatus === "succeeded"
                ? " The payment is not refunded automatically: refund it with the payment provider."
                : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmCancel(false)}>
              Keep booking
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={async () => {
                if (await change({ status: "cancelled" }, DONE_LABELS.cancelled)) setConfirmCancel(false);
              }}
            >
              Cancel booking
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

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

function RescheduleForm({
  booking,
  otherParty,
  busy,
  onSubmit,
}: {
  booking: ChangeableBooking;
  otherParty: string;
  busy: boolean;
  onSubmit(body: Record<string, unknown>): void;
}) {
  const id = useId();
  const start = instantToZonedParts(new Date(booking.scheduledDate), booking.timeZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [zone, setZone] = useState(booking.timeZone);
  const [duration, setDuration] = useState(String(booking.duration));
  const [error, setError] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = zonedTimeToInstant(date, time, zone);
    if (!instant) return setError("Please enter a real date and time.");
    if (instant.getTime() < Date.now()) return setError("The session must be in the future.");
    setError("");
    onSubmit({ scheduledDate: toIsoWithOffset(instant, zone), timeZone: zone, duration: Number(duration) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Reschedule</DialogTitle>
        <DialogDescription>
          {booking.firstName} {booking.lastName} and {otherParty} get an updated calendar invitation.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-time`}>Time</Label>
          <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-zone`}>Time zone</Label>
          <NativeSelect id={`${id}-zone`} value={zone} onChange={(e) => setZone(e.target.value)}>
            {timeZoneOptions(zone).map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-duration`}>Duration (minutes)</Label>
          <Input
            id={`${id}-duration`}
            type="number"
            min={5}
            max={480}
            step={5}
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          Save new time
        </Button>
      </DialogFooter>
    </form>
  );
}
