// A booking as each audience sees it: the client, staff (with the statuses it may move to) and the
// coach (and whether it may move, both asked of the booking policy), with the refund part of an
// answer. Rows are mapped field by field, so no internal column leaks into an answer.
import type { AdminBookingView, BookingRefund, CancelAnswer, ClientBooking, CoachBookingView } from "#common/bookings";
import { coachImageUrl, titleWithoutName } from "#common/coaches";
import { centsToDecimalString } from "#common/money";
import { canReschedule, statusChanges } from "#common/scheduling/policy";
import type { SessionRoomLink } from "#common/session-place";
import { hasRoom, roomPath, roomWindow } from "#common/video-sessions";
import type { BookingRecord, BookingWithCoach } from "./repository";

/** The refund part of an answer: what a cancelled, paid session gives back. */
export function refundOf(booking: Pick<BookingRecord, "refundStatus" | "refundAmountCents">): BookingRefund | null {
  if (!booking.refundStatus) return null;
  return { amountCents: booking.refundAmountCents ?? 0, status: booking.refundStatus as BookingRefund["status"] };
}

/** The answer to a client's cancellation. */
export function cancelAnswer(booking: BookingRecord): CancelAnswer {
  return { status: booking.status, paymentStatus: booking.paymentStatus, refund: refundOf(booking) ?? { amountCents: 0, status: "none" } };
}

/** The booking's video room, with its window, when it has one (docs/product/video-sessions.md). */
export function roomLinkOf(
  booking: Pick<BookingRecord, "id" | "sessionFormat" | "status" | "scheduledDate" | "duration">,
): SessionRoomLink | null {
  if (!hasRoom(booking)) return null;
  const { opensAt, closesAt } = roomWindow(booking.scheduledDate, booking.duration);
  return { path: roomPath(booking.id), opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() };
}

export function toClientBooking({ booking, coach }: BookingWithCoach): ClientBooking {
  return {
    id: booking.id,
    coach: {
      id: coach.id,
      firstName: coach.firstName,
      lastName: coach.lastName,
      title: coach.title,
      titleAfterName: titleWithoutName(coach.title, coach.firstName, coach.lastName),
      profileImageUrl: coach.profileImageUrl,
      imageUrl: coachImageUrl(coach),
      location: coach.location,
    },
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phoneNumber: booking.phoneNumber,
    sessionType: booking.sessionType,
    sessionFormat: booking.sessionFormat,
    scheduledDate: booking.scheduledDate.toISOString(),
    timeZone: booking.timeZone,
    duration: booking.duration,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amount: centsToDecimalString(booking.amountCents),
    amountCents: booking.amountCents,
    notes: booking.notes,
    refund: refundOf(booking),
    holdExpiresAt: booking.status === "pending" && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    holdReleased: booking.status === "cancelled" && booking.cancelledBy === "system",
    room: roomLinkOf(booking),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

export function toAdminBookingView(row: BookingWithCoach, now: number = Date.now()): AdminBookingView {
  const { booking, coach } = row;
  return {
    ...toClientBooking(row),
    clientId: booking.clientId,
    coachIsActive: coach.isActive,
    calendarSequence: booking.calendarSequence,
    reminderSentAt: booking.reminderSentAt?.toISOString() ?? null,
    paymentIntentId: booking.paymentIntentId,
    allowedStatuses: statusChanges(booking, new Date(now), "staff"),
    canReschedule: canReschedule(booking, new Date(now), "staff").allowed,
  };
}

export function toCoachBookingView(row: BookingWithCoach, now: number = Date.now()): CoachBookingView {
  return {
    ...toClientBooking(row),
    calendarSequence: row.booking.calendarSequence,
    allowedStatuses: statusChanges(row.booking, new Date(now), "coach"),
    canReschedule: canReschedule(row.booking, new Date(now), "coach").allowed,
  };
}
