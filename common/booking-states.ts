// The two state machines of a booking, written down once so every change obeys the same table. Every change
// of `status` or `paymentStatus` on the server goes through `assertBookingTransition` /
// `assertPaymentTransition`; an illegal change is refused (409). The pages use the same tables to
// offer only the changes that are allowed, and the labels of
// docs/product/bookings-and-payments.md#booking-statuses.

export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "processing", "succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Booking status. `pending` waits for payment (or for staff); `confirmed` is arranged (paid, free,
 * or confirmed by staff); `completed` happened (staff may say so of any open booking at any time, its
 * coach once it has ended); `cancelled` will not happen. Completed and
 * cancelled are final: a session that must happen again is a new booking. `no-show` is final too:
 * the client did not come to a confirmed session, which can only be said once it has started
 * (see `canChangeBookingStatus`); it is kept apart from cancelled because it is not refunded.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  // Staff may record that an unpaid session took place (paid outside the product, say).
  pending: ["confirmed", "completed", "cancelled"],
  confirmed: ["completed", "cancelled", "no-show"],
  completed: [],
  cancelled: [],
  "no-show": [],
};

/** Who changes a booking through the state machine: staff (any record, at any time) or its coach. */
export type BookingChangeActor = "staff" | "coach";

/**
 * Moves that depend on the clock as well as on the status: a no-show only once the session began, and
 * for its coach, completed only once it has ended (a review follows a completed session, so a coach
 * must not be able to complete one that has not happened; staff may correct a record at any time).
 */
export interface TransitionTiming {
  /** The session's start. */
  start: Date | string;
  /** The session's length in minutes (its end is start + duration). */
  duration: number;
  now: number;
  actor: BookingChangeActor;
}

/**
 * Payment status, moved by the payment provider (webhook or the test provider's confirmation);
 * staff may only record a refund. A declined card leaves the booking payable again (failed →
 * processing/succeeded); a succeeded payment is never paid again, only refunded.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ["processing", "succeeded", "failed"],
  processing: ["succeeded", "failed", "pending"],
  failed: ["processing", "succeeded"],
  succeeded: ["refunded"],
  refunded: [],
};

/** How long a client's own unpaid booking holds its time for payment (then it is let go). */
export const PAYMENT_HOLD_MINUTES = 15;

export const NO_SHOW_TOO_EARLY = "A session can be marked a no-show only once it has started.";
export const COMPLETED_TOO_EARLY = "A session can be marked completed only once it has ended.";

/** Why the clock refuses a move the table allows, or null when it does not. */
function timingRefusal(to: string, timing: TransitionTiming): string | null {
  const start = new Date(timing.start).getTime();
  // An unreadable start or length is refused rather than guessed (NaN compares false).
  if (to === "no-show" && !(start <= timing.now)) return NO_SHOW_TOO_EARLY;
  if (to === "completed" && timing.actor === "coach" && !(start + timing.duration * 60_000 <= timing.now)) return COMPLETED_TOO_EARLY;
  return null;
}

/**
 * Whether `from` may become `to`. Without `timing` only the table is consulted; with it, the clock's
 * rules apply as well (every change on the server passes the timing).
 */
export function canChangeBookingStatus(from: string, to: string, timing?: TransitionTiming): boolean {
  if (!(BOOKING_TRANSITIONS[from as BookingStatus] ?? []).includes(to as BookingStatus)) return false;
  return timing === undefined || timingRefusal(to, timing) === null;
}

/** The statuses a booking may move to now, for `actor` (the staff and coach answers, and so the pages' actions). */
export function allowedBookingStatuses(
  booking: { status: string; scheduledDate: Date | string; duration: number },
  now: number,
  actor: BookingChangeActor,
): BookingStatus[] {
  const timing = { start: booking.scheduledDate, duration: booking.duration, now, actor };
  return (BOOKING_TRANSITIONS[booking.status as BookingStatus] ?? []).filter((to) => canChangeBookingStatus(booking.status, to, timing));
}

export function canChangePaymentStatus(from: string, to: string): boolean {
  return (PAYMENT_TRANSITIONS[from as PaymentStatus] ?? []).includes(to as PaymentStatus);
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly machine: "status" | "paymentStatus",
    readonly from: string,
    readonly to: string,
    reason?: string,
  ) {
    super(reason ?? (machine === "status" ? `A ${from} booking cannot become ${to}.` : `A payment that is ${from} cannot become ${to}.`));
    this.name = "IllegalTransitionError";
  }
}

export function assertBookingTransition(from: string, to: string, timing?: TransitionTiming): void {
  if (!canChangeBookingStatus(from, to)) throw new IllegalTransitionError("status", from, to);
  const refusal = timing && timingRefusal(to, timing);
  if (refusal) throw new IllegalTransitionError("status", from, to, refusal);
}

export function assertPaymentTransition(from: string, to: string): void {
  if (!canChangePaymentStatus(from, to)) throw new IllegalTransitionError("paymentStatus", from, to);
}

/** Paid for: "paid or succeeded" (docs/product/bookings-and-payments.md#booking-statuses). */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === "succeeded" || paymentStatus === "paid";
}

/**
 * Who arranged a booking: the client side (a visitor's free consultation at a picked time, a signed-in
 * client's own paid session), its coach (Coach Workspace), or staff.
 */
export const BOOKING_ARRANGERS = ["client", "coach", "staff"] as const;
export type BookingArranger = (typeof BOOKING_ARRANGERS)[number];

/**
 * A verified session (docs/decisions/104): one Kindred can vouch for without taking the coach's word,
 * because it was paid through Kindred (a paid amount, payment succeeded) or staff arranged it. A
 * free session the coach arranged, or a free consultation anyone can book from the public form under
 * any address, is not: a review of it is kept but does not count in the coach's rating.
 */
export function isVerifiedSession(booking: { arrangedBy: string | null; paymentStatus: string; amountCents: number }): boolean {
  const paidThroughKindred = booking.amountCents > 0 && isPaid(booking.paymentStatus);
  return paidThroughKindred || booking.arrangedBy === "staff";
}

/** Statuses a session can still be changed in (time, duration). */
export function isOpenBooking(status: string): boolean {
  return status === "pending" || status === "confirmed";
}

/**
 * The label of a booking's status (docs/product/bookings-and-payments.md#booking-statuses): pending is
 * 'Pending Payment'; confirmed is 'Confirmed' only when paid, otherwise 'Scheduled' (a free session, or one
 * staff confirmed without a card payment); any other value is shown as it is, capitalised.
 */
export function bookingStatusLabel(booking: { status: string; paymentStatus: string }): string {
  switch (booking.status) {
    case "pending":
      return "Pending Payment";
    case "confirmed":
      return isPaid(booking.paymentStatus) ? "Confirmed" : "Scheduled";
    case "completed":
      return "Completed";
    case "cancelled":
      return "Cancelled";
    case "no-show":
      return "No-show";
    default:
      return booking.status;
  }
}

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "Unpaid",
  processing: "Processing",
  succeeded: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
};

export function paymentStatusLabel(paymentStatus: string, amountCents: number): string {
  if (amountCents === 0) return "Free";
  return PAYMENT_STATUS_LABELS[paymentStatus as PaymentStatus] ?? paymentStatus;
}

/** Upcoming = scheduled in the future and still open; everything else (cancelled, completed, no-show) is history. */
export function isUpcoming(booking: { status: string; scheduledDate: string }, now: number): boolean {
  return isOpenBooking(booking.status) && Date.parse(booking.scheduledDate) > now;
}

/**
 * A card payment can be made: a paid session, not yet paid, open, and not started yet (a session
 * whose time has passed unpaid is rescheduled or cancelled by staff, not paid for afterwards).
 */
export function isPayable(
  booking: { status: string; paymentStatus: string; amountCents: number; scheduledDate?: string | Date },
  now: number = Date.now(),
): boolean {
  const start = booking.scheduledDate === undefined ? undefined : new Date(booking.scheduledDate).getTime();
  return (
    booking.amountCents > 0 &&
    isOpenBooking(booking.status) &&
    !isPaid(booking.paymentStatus) &&
    booking.paymentStatus !== "refunded" &&
    (start === undefined || start > now)
  );
}
