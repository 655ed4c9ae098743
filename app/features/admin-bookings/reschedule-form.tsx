// Rescheduling a booking: a new date, time, zone and length, checked to be a real moment in the
// future before it is sent (both people then get an updated calendar invitation).
import { useId, useState, type FormEvent } from "react";
import { instantToZonedParts, toIsoWithOffset, zonedTimeToInstant } from "#common/zoned-time";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { ChangeableBooking } from "./booking-change";
import { timeZoneOptions } from "./time-zones";

/** The new date, time, zone and length being typed in, and the check run before they are sent. */
function useNewTime(booking: ChangeableBooking, onSubmit: (body: Record<string, unknown>) => void) {
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

  return { date, setDate, time, setTime, zone, setZone, duration, setDuration, error, submit };
}

export function RescheduleForm({
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
  const { date, setDate, time, setTime, zone, setZone, duration, setDuration, error, submit } = useNewTime(booking, onSubmit);

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
