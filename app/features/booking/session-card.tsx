// One session in My Sessions: coach, what and when (in the viewer's zone), price, the status label
// of section 4, and the action it allows: Complete Payment for a pending one, Leave Review for a
// completed one.
import { Link } from "react-router";
import { isPayable } from "#common/booking-states";
import type { ClientBooking } from "#common/bookings";
import { coachImageUrl } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { BookingStatusBadge } from "./booking-status-badge";
import { ReviewDialog } from "./review-dialog";
import { formatAmount } from "./session-summary";
import { SessionSpan, SessionTime } from "./session-time";

export function SessionCard({ booking }: { booking: ClientBooking }) {
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-background p-4 shadow-sm sm:flex-row sm:items-center sm:p-5" aria-label={`${booking.sessionType} with ${coachName}`}>
      <img src={coachImageUrl(booking.coach)} alt="" width={48} height={48} className="hidden size-12 shrink-0 rounded-full bg-muted object-cover sm:block" />
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
