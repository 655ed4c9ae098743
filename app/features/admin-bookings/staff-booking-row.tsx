// One booking in the staff lists (the admin's bookings and the coach's sessions): the same four
// columns from md up, so both lists line up alike, and the same first cell: the time in the
// viewer's zone, then a note, the length and the format. The other three cells are each list's own.
import type { ReactNode } from "react";
import type { ClientBooking } from "#common/bookings";
import { SessionTime } from "../booking/session-time";

export function StaffBookingRow({
  booking,
  label,
  timeNote,
  children,
}: {
  booking: ClientBooking;
  label: string;
  /** What leads the line under the time (the zone it was arranged in, or the span of the session). */
  timeNote: ReactNode;
  /** The who, what and status cells. */
  children: ReactNode;
}) {
  return (
    <li
      className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center"
      aria-label={label}
    >
      <div className="min-w-0">
        <SessionTime iso={booking.scheduledDate} timeZone={booking.timeZone} className="font-semibold" />
        <p className="text-xs text-muted-foreground">
          {timeNote} · {booking.duration} min · {booking.sessionFormat === "in-person" ? "In-person" : "Video"}
        </p>
      </div>
      {children}
    </li>
  );
}
