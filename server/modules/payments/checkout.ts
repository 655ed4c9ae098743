// Paying for a booking at checkout: the payment intent for the booking's own amount (one per
// booking), and the outcome once the card was confirmed, applied through bookings.applyPaymentReport.
import { randomUUID } from "node:crypto";
import { isPaid, isPayable } from "#common/booking-states";
import type { SessionUser } from "#common/auth";
import type { PaymentIntentAnswer, PaymentOutcome, TestCardToken } from "#common/payments";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { PaymentsDeps } from "./payments-deps";
import type { ProviderPaymentIntent } from "./provider";
import { callPaymentProvider, paymentIdempotencyKey } from "./provider-calls";
import { settleRefund } from "./refund-settlement";

type Payer = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** The answer for a self-service booking whose 15 minutes to pay have run out. */
export const HOLD_EXPIRED_MESSAGE = "The time held for this booking has run out, so it was released. Please pick a time again.";

/** Whether a self-service booking's hold on its time has run out (staff bookings have none). */
const holdRanOut = (booking: { holdExpiresAt: Date | null }) =>
  booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= Date.now();

function notPayableMessage(booking: { status: string; scheduledDate: Date; cancelledBy?: string | null }): string {
  if (booking.status === "cancelled" && booking.cancelledBy === "system") return HOLD_EXPIRED_MESSAGE;
  if (booking.status === "pending" && booking.scheduledDate.getTime() <= Date.now()) {
    return "This session's time has passed. Please contact us to reschedule it.";
  }
  return `This booking can no longer be paid (it is ${booking.status}).`;
}

/** Applies what the provider says of an intent to its booking, and the answer the page shows. */
async function settle(deps: PaymentsDeps, intent: ProviderPaymentIntent, bookingId: string): Promise<PaymentOutcome> {
  const { provider, bookings } = deps;
  const base = { paymentIntentId: intent.id, bookingId, amountCents: intent.amountCents, currency: intent.currency };
  if (intent.status === "succeeded") {
    const result = await bookings.applyPaymentReport({ ...base, eventId: `${provider.name}:${intent.id}:succeeded`, type: "succeeded" });
    if (result === "amount-mismatch") return { status: "failed" };
    await settleRefund(deps, bookingId);
    return { status: "succeeded" };
  }
  if (intent.status === "processing") {
    await bookings.applyPaymentReport({ ...base, eventId: `${provider.name}:${intent.id}:processing`, type: "processing" });
    return { status: "processing" };
  }
  if (intent.lastError) {
    await bookings.applyPaymentReport({ ...base, eventId: `${provider.name}:${intent.id}:failed:${randomUUID()}`, type: "failed" });
    return { status: "failed", message: intent.lastError };
  }
  return { status: "failed" };
}

export async function createPaymentIntent(deps: PaymentsDeps, user: Payer, bookingId: string): Promise<PaymentIntentAnswer> {
  const { provider, bookings, logger } = deps;
  const callProvider = <T>(what: string, work: () => Promise<T>) => callPaymentProvider(provider, logger, what, work);
  const own = await bookings.findOwn(user, bookingId);
  if (!own) throw notFound("Booking not found");
  const { booking, coach } = own;
  if (booking.amountCents === 0) throw badRequest("This session is free: there is nothing to pay.");
  if (isPaid(booking.paymentStatus)) throw conflict("This booking is already paid.");
  if (!isPayable(booking)) throw conflict(notPayableMessage(booking));
  if (holdRanOut(booking)) throw conflict(HOLD_EXPIRED_MESSAGE);

  // The intent made before, when it still fits; otherwise a new one (same idempotency key).
  if (booking.paymentIntentId) {
    const existing = await callProvider("retrieve", () => provider.retrievePaymentIntent(booking.paymentIntentId!));
    if (existing && existing.amountCents === booking.amountCents && existing.status !== "canceled") {
      if (existing.status === "succeeded") {
        await settle(deps, existing, booking.id);
        throw conflict("This booking is already paid.");
      }
      return { clientSecret: existing.clientSecret, amountCents: existing.amountCents, provider: provider.name };
    }
  }
  const intent = await callProvider("create", () =>
    provider.createPaymentIntent({
      amountCents: booking.amountCents,
      currency: "usd",
      idempotencyKey: paymentIdempotencyKey(booking.id),
      description: `${booking.sessionType} with ${coach.firstName} ${coach.lastName}`,
      metadata: { bookingId: booking.id },
    }),
  );
  await bookings.attachPaymentIntent(booking.id, intent.id);
  return { clientSecret: intent.clientSecret, amountCents: intent.amountCents, provider: provider.name };
}

export async function confirmPayment(deps: PaymentsDeps, user: Payer, bookingId: string, token?: TestCardToken): Promise<PaymentOutcome> {
  const { provider, bookings, logger } = deps;
  const callProvider = <T>(what: string, work: () => Promise<T>) => callPaymentProvider(provider, logger, what, work);
  const own = await bookings.findOwn(user, bookingId);
  if (!own) throw notFound("Booking not found");
  const { booking } = own;
  // A second click, a second tab: already paid, nothing is charged again.
  if (isPaid(booking.paymentStatus)) return { status: "succeeded" };
  if (!isPayable(booking)) throw conflict(notPayableMessage(booking));
  if (holdRanOut(booking) && booking.paymentStatus !== "processing") throw conflict(HOLD_EXPIRED_MESSAGE);
  if (!booking.paymentIntentId) throw conflict("Payment has not been set up for this booking.");
  const intentId = booking.paymentIntentId;
  let intent: ProviderPaymentIntent | null;
  if (provider.confirmWithToken) {
    if (!token) throw badRequest("A card token is required.", { token: "A card token is required" });
    intent = await callProvider("confirm", () => provider.confirmWithToken!(intentId, token));
  } else {
    // Stripe confirmed in the browser; ask Stripe what happened rather than trusting the page.
    intent = await callProvider("retrieve", () => provider.retrievePaymentIntent(intentId));
  }
  if (!intent) throw conflict("Payment has not been set up for this booking.");
  return settle(deps, intent, booking.id);
}
