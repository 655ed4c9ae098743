// The staff bookings list: the empty state, one row per booking (when, who, what,
// price and payment, status and the changes it allows) and the Previous/Next pages.
import { paymentStatusLabel } from "#common/booking-states";
import type { AdminBookingView } from "#common/bookings";
import { formatDollars } from "#common/money";
import { Button } from "../../components/ui/button";
import { BookingStatusBadge } from "../booking/booking-status-badge";
import { PAGE_SIZE } from "./admin-bookings-data";
import { BookingActionsLauncher } from "./booking-actions-launcher";
import { StaffBookingRow } from "./staff-booking-row";

export function AdminBookingList({
  bookings,
  total,
  offset,
  goTo,
  onChanged,
  onUnauthorized,
}: {
  bookings: AdminBookingView[];
  total: number;
  offset: number;
  goTo(offset: number): void;
  onChanged(b: AdminBookingView): void;
  onUnauthorized(e: unknown): boolean;
}) {
  if (bookings.length === 0)
    return (
      <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        No bookings yet. Create the first one with New Booking.
      </div>
    );
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Bookings">
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} onChanged={onChanged} onUnauthorized={onUnauthorized} />
        ))}
      </ul>
      <nav className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label="Pages">
        <span className="text-muted-foreground">
          Showing {offset + 1}–{offset + bookings.length} of {total}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => goTo(Math.max(0, offset - PAGE_SIZE))}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => goTo(offset + PAGE_SIZE)}>
            Next
          </Button>
        </div>
      </nav>
    </>
  );
}

function BookingRow({
  booking,
  onChanged,
  onUnauthorized,
}: {
  booking: AdminBookingView;
  onChanged(b: AdminBookingView): void;
  onUnauthorized(e: unknown): boolean;
}) {
  const who = `${booking.firstName} ${booking.lastName}`;
  return (
    <StaffBookingRow booking={booking} label={`Booking of ${who}`} timeNote={`Arranged in ${booking.timeZone.replace(/_/g, " ")}`}>
      <div className="min-w-0">
        <p className="font-medium">{who}</p>
        <p className="truncate text-sm text-muted-foreground">{booking.email}</p>
        <p className="text-xs text-muted-foreground">
          {booking.clientId ? "Linked to an account" : "No account yet (linked when one is created)"}
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p>
          {booking.sessionType} with {booking.coach.firstName} {booking.coach.lastName}
          {booking.coachIsActive ? "" : " (inactive coach)"}
        </p>
        <p className="text-muted-foreground">
          {booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)} ·{" "}
          {paymentStatusLabel(booking.paymentStatus, booking.amountCents)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 md:justify-end">
        <BookingStatusBadge booking={booking} />
        <BookingActionsLauncher booking={booking} onChanged={onChanged} onUnauthorized={onUnauthorized} />
      </div>
    </StaffBookingRow>
  );
}
