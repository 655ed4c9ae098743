// The refund owed on a client's cancelled session, and what the payment provider answered for it.
import { canChangePaymentStatus } from "#common/booking-states";
import type { Database } from "../../db/client";
import { findBookingWithCoach, lockBooking, updateBooking, type BookingRecord } from "./repository";

/** What the provider answered for a refund, as the booking records it. */
export interface RefundOutcome {
  id: string;
  status: "pending" | "succeeded" | "failed";
}

/** The refund owed on a booking (its amount and payment intent), or null when none is owed. */
export async function refundOwed(
  db: Database,
  id: string,
): Promise<{ bookingId: string; paymentIntentId: string; amountCents: number } | null> {
  const row = await findBookingWithCoach(db, id);
  const booking = row?.booking;
  if (!booking || !booking.paymentIntentId || !(booking.refundStatus === "pending" || booking.refundStatus === "failed")) return null;
  return {
    bookingId: booking.id,
    paymentIntentId: booking.paymentIntentId,
    amountCents: booking.refundAmountCents ?? booking.amountCents,
  };
}

/** Records what the provider said of the booking's refund. */
export async function recordRefund(db: Database, id: string, outcome: RefundOutcome): Promise<BookingRecord | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockBooking(tx, id);
    if (!current) return undefined;
    // A refund confirmed already (by the provider's event) is never taken back by a late answer.
    if (current.refundStatus === "succeeded") return current;
    const values: Partial<BookingRecord> = { refundId: outcome.id, refundStatus: outcome.status };
    if (outcome.status === "succeeded" && canChangePaymentStatus(current.paymentStatus, "refunded")) values.paymentStatus = "refunded";
    return updateBooking(tx, id, values);
  });
}
