// What a staff or coach change of a booking does, decided without the database: the values to write
// and the e-mail to send, or the refusal. Whether the session may move, to which time, and what a
// cancellation refunds are the booking policy's (common/scheduling/policy.ts); a status or payment
// change must be allowed by common/booking-states.ts, whose clock rules depend on who asks (a coach
// completes a session only once it has ended). The service's change() and changeForCoach() lock the
// row, plan, then write the plan.
import { assertBookingTransition, assertPaymentTransition } from "#common/booking-states";
import type { BookingChange } from "#common/bookings";
import { cancellationPolicy, canMoveTo, canReschedule } from "#common/scheduling/policy";
import { badRequest, conflict } from "../../lib/errors";
import type { BookingEmailKind } from "./emails";
import { owedRefund } from "./payments";
import type { BookingRecord } from "./repository";

export interface BookingChangePlan {
  /** The columns to write; empty when the change changes nothing. */
  values: Partial<BookingRecord>;
  /** The e-mail both sides get, if any. */
  email?: BookingEmailKind;
}

type Current = Pick<
  BookingRecord,
  "status" | "paymentStatus" | "scheduledDate" | "duration" | "timeZone" | "calendarSequence" | "amountCents" | "refundStatus"
>;

/** The plan of `change` to the booking as it is (`current`, locked), made by `actor` at `now`. */
export function planBookingChange(current: Current, change: BookingChange, now: number, actor: "staff" | "coach"): BookingChangePlan {
  const values: Partial<BookingRecord> = {};
  let email: BookingEmailKind | undefined;

  const newStart = change.scheduledDate ? new Date(change.scheduledDate) : undefined;
  const moved =
    (newStart !== undefined && newStart.getTime() !== current.scheduledDate.getTime()) ||
    (change.duration !== undefined && change.duration !== current.duration);
  if (moved || (change.timeZone && change.timeZone !== current.timeZone)) {
    const movable = canReschedule(current, new Date(now), actor);
    if (!movable.allowed) throw conflict(movable.reason);
    const target = newStart && canMoveTo(newStart, new Date(now), actor);
    if (target && !target.allowed) throw badRequest(target.reason, { scheduledDate: target.reason.replace(/\.$/, "") });
    if (newStart) values.scheduledDate = newStart;
    if (change.duration !== undefined) values.duration = change.duration;
    if (change.timeZone) values.timeZone = change.timeZone;
    if (moved) {
      values.reminderSentAt = null;
      email = "rescheduled";
    }
  }

  if (change.status && change.status !== current.status) {
    assertBookingTransition(current.status, change.status, { start: current.scheduledDate, duration: current.duration, now, actor });
    values.status = change.status;
    if (change.status === "cancelled") {
      email = "cancelled";
      // The policy says what a coach or staff calling a session off refunds, unless staff record at
      // the same time that the money went back another way.
      const decision = cancellationPolicy(current, new Date(now), actor);
      Object.assign(values, { cancelledAt: new Date(now), cancelledBy: actor, holdExpiresAt: null });
      if (decision.refund === "full" && change.paymentStatus !== "refunded") Object.assign(values, owedRefund(current));
    } else if (change.status === "confirmed") email = "confirmed";
    else if (change.status === "completed" && !email) email = "completed";
  }

  if (change.paymentStatus && change.paymentStatus !== current.paymentStatus) {
    assertPaymentTransition(current.paymentStatus, change.paymentStatus);
    values.paymentStatus = change.paymentStatus;
  }

  // The invitation changes when the time, the length or the confirmation does.
  if (email === "rescheduled" || email === "cancelled" || email === "confirmed") values.calendarSequence = current.calendarSequence + 1;
  return { values, email };
}
