// One session in My Sessions: coach, what and when (in the viewer's zone), price, the status label
// of section 4, and the action it allows: Complete Payment for a pending one, Leave Review for a
// completed one; an upcoming one can be added to a calendar or cancelled, and a refund shows; where it
// happens: 'Join session' for a video session's room, the coach's location in person.
import { useState } from "react";
import { Link } from "react-router";
import { isOpenBooking, isPayable } from "#common/booking-states";
import type { ClientBooking } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { BookingStatusBadge } from "./booking-status-badge";
import { ReviewDialog } from "./review-dialog";
import { AddToCalendarLink, CancelSessionButton, RefundLine, RescheduleSessionButton } from "./session-actions";
import { formatAmount } from "#common/money";
import { SessionPlace } from "./session-place";
import { SessionSpan, SessionTime } from "./session-time";

export function SessionCard({ booking }: { booking: ClientBooking }) {
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  // An arranged session that has not started: the client may add it to a calendar or call it off.
  const [now] = useState(() => Date.now());
  const open = isOpenBooking(booking.status) && Date.parse(booking.scheduledDate) > now;
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border bg-background p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
      aria-label={`${booking.sessionType} with ${coachName}`}
    >
      <img
        src={booking.coach.imageUrl}
        alt=""
        width={48}
        height={48}
        className="hidden size-12 shrink-0 rounded-full bg-muted object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{booking.sessionType}</h3>
          <BookingStatusBadge booking={booking} />
        </div>
        <p className="mt-0.5 text-sm text-muted-foreground">
          with{" "}
          <Link to={`/coaches/${booking.coach.id}`} className="font-medium text-foreground hover:underline">
            {coachName}
          </Link>{" "}
          · {booking.sessionFormat === "in-person" ? "In-person" : "Video"} · {booking.duration} min
        </p>
        <p className="mt-1 text-sm">
          <SessionTime iso={booking.scheduledDate} timeZone={booking.timeZone} className="font-medium" />
          <span className="sr-only">, </span>
          <span className="hidden text-muted-foreground sm:inline">
            {" "}
            (<SessionSpan iso={booking.scheduledDate} duration={booking.duration} timeZone={booking.timeZone} />)
          </span>
        </p>
        <RefundLine booking={booking} />
        <SessionPlace booking={booking} />
        {open ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <AddToCalendarLink booking={booking} />
            <RescheduleSessionButton booking={booking} coachName={coachName} />
            <CancelSessionButton booking={booking} coachName={coachName} />
          </div>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-bold">{formatAmount(booking.amountCents)}</span>
        {booking.status === "pending" && isPayable(booking) ? (
          <Button asChild size="sm">
            <Link to={`/checkout/${booking.id}`}>Complete Payment</Link>
          </Button>
        ) : booking.status === "completed" ? (
          <ReviewDialog booking={booking} />
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to={`/booking-success?booking_id=${booking.id}`}>Details</Link>
          </Button>
        )}
      </div>
    </li>
  );
}
