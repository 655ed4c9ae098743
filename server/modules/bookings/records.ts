// What a booking record says and owes, shared by staff changes (service.ts) and a client's own
// (self-service.ts): the refund part of an answer, the refund a cancellation owes, and the 409 a
// time another booking holds becomes.
import { isPaid } from "#common/booking-states";
import type { BookingRefund, CancelAnswer } from "#common/bookings";
import { TIME_TAKEN } from "#common/scheduling/messages";
import { conflict } from "../../lib/errors";
import type { BookingRecord } from "./repository";

/** The refund part of an answer: what a cancelled, paid session gives back. */
export function refundOf(booking: Pick<BookingRecord, "refundStatus" | "refundAmountCents">): BookingRefund | null {
  if (!booking.refundStatus) return null;
  return { amountCents: booking.refundAmountCents ?? 0, status: booking.refundStatus as BookingRefund["status"] };
}

export function cancelAnswer(booking: BookingRecord): CancelAnswer {
  return { status: booking.status, paymentStatus: booking.paymentStatus, refund: refundOf(booking) ?? { amountCents: 0, status: "none" } };
}

/** The values that owe a full refund of a paid session (any actor's cancellation that refunds). */
export function owedRefund(booking: Pick<BookingRecord, "paymentStatus" | "amountCents" | "refundStatus">): Partial<BookingRecord> {
  if (!isPaid(booking.paymentStatus) || booking.amountCents <= 0 || booking.refundStatus) return {};
  return { refundStatus: "pending", refundAmountCents: booking.amountCents };
}

/** PostgreSQL's exclusion_violation (two sessions of one coach overlapping) becomes a 409. */
export function timeTaken(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === "23P01") throw conflict(TIME_TAKEN);
  throw error;
}
