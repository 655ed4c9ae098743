// What a booking owes and what the payment provider says of its money:
// - the refund a cancellation owes (any actor's cancellation that refunds, and a payment that
//   arrives for a booking called off meanwhile);
// - the provider's reports about a booking's payment, already verified by the payments module: each
//   event recorded once, then applied through the payment and booking state machines on the locked
//   row; a payment for a cancelled booking is marked to be paid back;
// - the refund owed on a cancelled session, and what the provider answered for it (paid by
//   payments/service.ts `settleRefund` after the cancelling transaction).
import { canChangeBookingStatus, canChangePaymentStatus, isPaid } from "#common/booking-states";
import { isUuid } from "#common/uuid";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { AvailabilityService } from "../availability/service";
import type { MailService } from "../mail/service";
import { recordProviderEventOnce } from "../provider-events/service";
import { platformFeeCents, recordRefund as recordLedgerRefund, recordSessionPaid } from "../payouts/service";
import { bookingEmails } from "./emails";
import {
  findBookingWithCoach,
  findCoachForBooking,
  lockBooking,
  lockBookingByPaymentIntent,
  updateBooking,
  type BookingCoach,
  type BookingRecord,
} from "./repository";

/** What applying a payment report needs of the bookings service's dependencies. */
interface PaymentContext {
  db: Database;
  mail: MailService;
  logger: Logger;
  availability: Pick<AvailabilityService, "refreshNextFree">;
  platformFeePercent: number;
}

/** How the ledger names a booking's money: "50-minute session with Robin Hart". */
const sessionLabel = (booking: BookingRecord) => `${booking.sessionType} with ${booking.firstName} ${booking.lastName}`.trim();

/** The client's money given back, in the ledger: the coach's share and the fee reversed in proportion (once per booking). */
function ledgerRefund(tx: DatabaseOrTransaction, booking: BookingRecord, amountCents: number) {
  return recordLedgerRefund(tx, {
    bookingId: booking.id,
    refundKey: booking.id,
    amountCents,
    occurredAt: new Date(),
    description: `Refund: ${sessionLabel(booking)}`,
  });
}

/** The values that owe a full refund of a paid session (any actor's cancellation that refunds). */
export function owedRefund(booking: Pick<BookingRecord, "paymentStatus" | "amountCents" | "refundStatus">): Partial<BookingRecord> {
  if (!isPaid(booking.paymentStatus) || booking.amountCents <= 0 || booking.refundStatus) return {};
  return { refundStatus: "pending", refundAmountCents: booking.amountCents };
}

/** A provider's report about a payment, already verified by the payments module. */
export interface PaymentReport {
  /** Unique per event: a second report with the same id changes nothing. */
  eventId: string;
  type: "succeeded" | "failed" | "processing" | "canceled" | "refunded";
  paymentIntentId: string;
  /** From the intent's metadata, when the booking does not know the intent yet. */
  bookingId?: string;
  amountCents?: number;
  currency?: string;
}

export type PaymentReportResult = "applied" | "duplicate" | "unchanged" | "unknown-booking" | "amount-mismatch";

/** Remembers the provider's payment intent of a booking (the same one every time). */
export async function attachPaymentIntent(db: Database, bookingId: string, paymentIntentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockBooking(tx, bookingId);
    if (!current) throw notFound("Booking not found");
    if (current.paymentIntentId !== paymentIntentId) await updateBooking(tx, bookingId, { paymentIntentId });
  });
}

/** The booking a report is about: by its intent, or by the intent's metadata when the booking does not know the intent yet. */
async function lockReportedBooking(tx: DatabaseOrTransaction, report: PaymentReport, logger: Logger): Promise<BookingRecord | undefined> {
  let booking = await lockBookingByPaymentIntent(tx, report.paymentIntentId);
  if (!booking && report.bookingId && isUuid(report.bookingId)) {
    const byId = await lockBooking(tx, report.bookingId);
    if (byId && byId.paymentIntentId === null) booking = byId;
  }
  if (!booking) logger.warn({ paymentIntentId: report.paymentIntentId, eventId: report.eventId }, "payment report for no known booking");
  return booking;
}

/** A payment went through: the booking is confirmed, or, when it was called off meanwhile, marked to be paid back. */
async function applySucceeded(
  { mail, logger, availability, platformFeePercent }: Omit<PaymentContext, "db">,
  tx: DatabaseOrTransaction,
  report: PaymentReport,
  booking: BookingRecord,
  coach: BookingCoach,
): Promise<PaymentReportResult> {
  if (isPaid(booking.paymentStatus)) return "unchanged";
  if (report.amountCents !== booking.amountCents || (report.currency ?? "usd") !== "usd") {
    logger.error(
      {
        bookingId: booking.id,
        paymentIntentId: report.paymentIntentId,
        charged: report.amountCents,
        expected: booking.amountCents,
      },
      "payment amount differs from the booking's: not confirmed, needs staff attention",
    );
    return "amount-mismatch";
  }
  if (!canChangePaymentStatus(booking.paymentStatus, "succeeded")) return "unchanged";
  // Paid: the self-service hold has done its work.
  // The platform fee is fixed now, at the rate of the day, and the money enters the ledger.
  const feeCents = platformFeeCents(booking.amountCents, platformFeePercent);
  const values: Partial<BookingRecord> = {
    paymentStatus: "succeeded",
    paymentIntentId: report.paymentIntentId,
    holdExpiresAt: null,
    platformFeeCents: feeCents,
  };
  await recordSessionPaid(tx, {
    bookingId: booking.id,
    coachId: booking.coachId,
    paymentId: report.paymentIntentId,
    amountCents: booking.amountCents,
    feeCents,
    occurredAt: new Date(),
    description: sessionLabel(booking),
  });
  if (canChangeBookingStatus(booking.status, "confirmed")) {
    values.status = "confirmed";
    values.calendarSequence = booking.calendarSequence + 1;
  } else if (booking.status === "cancelled") {
    // Paid after it was called off (a hold that ran out while the card went through): the
    // payment is owed back in full, and the payments module pays it back after this commit.
    Object.assign(values, owedRefund({ paymentStatus: "succeeded", amountCents: booking.amountCents, refundStatus: booking.refundStatus }));
    logger.warn({ bookingId: booking.id, paymentIntentId: report.paymentIntentId }, "a cancelled booking was paid: refunding it");
  }
  const updated = await updateBooking(tx, booking.id, values);
  if (updated.status === "confirmed") await mail.enqueue(tx, bookingEmails(mail, "paid", updated, coach));
  // Paid: a hold that had run out (a payment under way keeps its booking) takes its time again.
  await availability.refreshNextFree(tx, booking.coachId);
  return "applied";
}

/** A failure, a payment under way, a cancelled intent or a refund. */
async function applyOtherOutcome(
  tx: DatabaseOrTransaction,
  type: Exclude<PaymentReport["type"], "succeeded">,
  booking: BookingRecord,
): Promise<PaymentReportResult> {
  const target = { failed: "failed", processing: "processing", canceled: "pending", refunded: "refunded" }[type];
  // Events may arrive late or out of order: the machine keeps a later state from being undone.
  if (!canChangePaymentStatus(booking.paymentStatus, target)) return "unchanged";
  // The provider confirms a refund (ours, or one made in its dashboard): the booking says so.
  const refund: Partial<BookingRecord> =
    target === "refunded" ? { refundStatus: "succeeded", refundAmountCents: booking.refundAmountCents ?? booking.amountCents } : {};
  await updateBooking(tx, booking.id, { paymentStatus: target, ...refund });
  if (target === "refunded") await ledgerRefund(tx, booking, booking.refundAmountCents ?? booking.amountCents);
  return "applied";
}

export async function applyPaymentReport(context: PaymentContext, report: PaymentReport): Promise<PaymentReportResult> {
  const { db, logger } = context;
  const outcome = await db.transaction(async (tx): Promise<PaymentReportResult> => {
    if (!(await recordProviderEventOnce(tx, report.eventId, `payment.${report.type}`))) return "duplicate";
    const booking = await lockReportedBooking(tx, report, logger);
    if (!booking) return "unknown-booking";
    const coach = await findCoachForBooking(tx, booking.coachId);
    if (!coach) return "unknown-booking";
    if (report.type === "succeeded") return applySucceeded(context, tx, report, booking, coach);
    return applyOtherOutcome(tx, report.type, booking);
  });
  return outcome;
}

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
    if (outcome.status === "succeeded") await ledgerRefund(tx, current, current.refundAmountCents ?? current.amountCents);
    return updateBooking(tx, id, values);
  });
}
