/** Where a paid (or free) booking is shown after checkout. */
export function successPath(bookingId: string): string {
  return `/booking-success?booking_id=${encodeURIComponent(bookingId)}`;
}
