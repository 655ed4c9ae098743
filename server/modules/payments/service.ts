// Card payments for bookings (docs/product/bookings-and-payments.md#checkout). The rules, written once for
// every provider:
// - the amount is the booking's, read on the server (the browser's `amount` is ignored);
// - one payment intent per booking (remembered on the booking, and made with an idempotency key);
// - free bookings, other people's bookings and paid bookings are refused;
// - an outcome is applied through bookings.applyPaymentReport, which records each event once and
//   moves the booking only through the state machines, so a replay or a second click changes
//   nothing twice.
//
// In order: the service and its dependencies; calling the provider (its failures, the idempotency
// keys); checkout; settling a refund; the provider's webhook.
import { randomUUID } from "node:crypto";
import { isPaid, isPayable } from "#common/booking-states";
import type { SessionUser } from "#common/auth";
import type { PaymentIntentAnswer, PaymentOutcome, TestCardToken } from "#common/payments";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { BookingSelfService } from "../bookings/self-service";
import type { BookingsService, PaymentReportResult } from "../bookings/service";
import type { PayoutEvent, PayoutEventResult } from "../payouts/service";
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent, type ProviderPaymentIntent } from "./provider";

/** The payment provider's port, for the modules that take payments through it (subscriptions). */
export type { PaymentProvider, ProviderInvoice, ProviderRefund, ProviderSubscription } from "./provider";

/** "outdated": older than the event already applied to the application, so it changed nothing. */
export type SubscriptionEventResult = "applied" | "duplicate" | "outdated";
/** Applies a Connect event once (coaches' payout accounts and payouts); set by the runtime. */
export type PayoutEventHandler = (event: PayoutEvent) => Promise<PayoutEventResult>;

/** Applies a subscription event once (coach subscriptions); set by the runtime. */
export type SubscriptionEventHandler = (
  event: Extract<ProviderEvent, { type: "subscription.updated" }>,
) => Promise<SubscriptionEventResult>;

export interface PaymentsDeps {
  provider: PaymentProvider;
  bookings: BookingsService;
  refunds: Pick<BookingSelfService, "refundOwed" | "recordRefund">;
  logger: Logger;
  onSubscriptionEvent?: SubscriptionEventHandler;
  onPayoutEvent?: PayoutEventHandler;
}

export interface PaymentsService {
  readonly provider: PaymentProvider;
  createPaymentIntent(user: Pick<SessionUser, "id" | "email" | "emailVerified">, bookingId: string): Promise<PaymentIntentAnswer>;
  /** After the browser confirmed (Stripe) or with the test card form's token (test provider). */
  confirmPayment(
    user: Pick<SessionUser, "id" | "email" | "emailVerified">,
    bookingId: string,
    token?: TestCardToken,
  ): Promise<PaymentOutcome>;
  handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ event: string; result: PaymentReportResult | SubscriptionEventResult | PayoutEventResult | "ignored"; problem?: string }>;
  /**
   * Pays back the refund a cancellation owes on a booking (nothing when none is owed), once: one
   * idempotency key per booking. The provider unreachable leaves it owed for the next attempt.
   */
  settleRefund(bookingId: string): Promise<void>;
}

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  return {
    provider: deps.provider,
    createPaymentIntent: (user, bookingId) => createPaymentIntent(deps, user, bookingId),
    confirmPayment: (user, bookingId, token) => confirmPayment(deps, user, bookingId, token),
    settleRefund: (bookingId) => settleRefund(deps, bookingId),
    handleWebhook: (rawBody, signature) => handleWebhook(deps, rawBody, signature),
  };
}

// Calling the payment provider: how its failures are answered, and the idempotency keys that make a
// repeated call (a second click, a retry) the same call.
/** The idempotency key of a booking's one refund. */
export const refundIdempotencyKey = (bookingId: string) => `kindred-refund-${bookingId}`;

/** The idempotency keys of ending an applicant's subscription at once, and of its one refund. */
export const subscriptionCancelIdempotencyKey = (subscriptionId: string) => `kindred-subscription-cancel-${subscriptionId}`;
export const subscriptionRefundIdempotencyKey = (subscriptionId: string) => `kindred-subscription-refund-${subscriptionId}`;

/** The idempotency key of a booking's one payment intent. */
export const paymentIdempotencyKey = (bookingId: string) => `kindred-booking-${bookingId}`;

/**
 * Calls the payment provider: its failures are logged (type, code and request id, never secrets)
 * and answered 502 with a plain message, never the provider's internals; a missing object is 404.
 */
export async function callPaymentProvider<T>(
  provider: Pick<PaymentProvider, "name">,
  logger: Logger,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { type?: string; code?: string; message?: string; requestId?: string };
    if (e.code === "resource_missing") throw notFound("Not found");
    logger.error(
      { provider: provider.name, what, type: e.type, code: e.code, requestId: e.requestId, message: e.message },
      "payment provider call failed",
    );
    throw new AppError(502, "payment_provider", "The payment provider could not be reached. Please try again.");
  }
}

// Paying for a booking at checkout: the payment intent for the booking's own amount (one per
// booking), and the outcome once the card was confirmed, applied through bookings.applyPaymentReport.
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

async function createPaymentIntent(deps: PaymentsDeps, user: Payer, bookingId: string): Promise<PaymentIntentAnswer> {
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

async function confirmPayment(deps: PaymentsDeps, user: Payer, bookingId: string, token?: TestCardToken): Promise<PaymentOutcome> {
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

// Paying back the refund a cancellation owes on a booking, once: one idempotency key per booking,
// and a provider that cannot be reached leaves the refund owed for the next attempt.
async function settleRefund(
  { provider, refunds, logger }: Pick<PaymentsDeps, "provider" | "refunds" | "logger">,
  bookingId: string,
): Promise<void> {
  const owed = await refunds.refundOwed(bookingId);
  if (!owed) return;
  try {
    const refund = await callPaymentProvider(provider, logger, "refund", () =>
      provider.refundPayment({
        paymentIntentId: owed.paymentIntentId,
        amountCents: owed.amountCents,
        idempotencyKey: refundIdempotencyKey(bookingId),
        metadata: { bookingId },
      }),
    );
    await refunds.recordRefund(bookingId, refund);
    logger.info({ bookingId, refundId: refund.id, status: refund.status }, "refund requested");
  } catch (error) {
    // Still owed: the cancellation stands, and the next attempt asks again under the same key.
    logger.error({ bookingId, err: error instanceof AppError ? error.message : error }, "refund could not be made yet");
  }
}

// The provider's webhook: a verified event is applied once, to a booking's payment (a paid booking
// that was called off meanwhile is refunded) or, through the subscriptions module's handler, to a
// coach's subscription.
async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ event: string; result: PaymentReportResult | SubscriptionEventResult | PayoutEventResult | "ignored"; problem?: string }> {
  const { provider, bookings } = deps;
  if (!provider.parseWebhook) throw notFound("Not found");
  let event: ProviderEvent;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(error.message);
    throw error;
  }
  if (event.type === "ignored")
    return { event: event.providerType, result: "ignored", ...(event.problem ? { problem: event.problem } : {}) };
  if (event.type === "subscription.updated") {
    if (!deps.onSubscriptionEvent) return { event: event.type, result: "ignored" };
    return { event: event.type, result: await deps.onSubscriptionEvent(event) };
  }
  if (event.type === "payout-account.updated" || event.type === "transfer.reversed" || event.type === "payout.failed") {
    if (!deps.onPayoutEvent) return { event: event.type, result: "ignored" };
    return { event: event.type, result: await deps.onPayoutEvent(event) };
  }
  if (event.type === "payment.refunded") {
    const result = await bookings.applyPaymentReport({ eventId: event.id, type: "refunded", paymentIntentId: event.paymentIntentId });
    return { event: event.type, result };
  }
  const type = event.type.slice("payment.".length) as "succeeded" | "failed" | "processing" | "canceled";
  const result = await bookings.applyPaymentReport({
    eventId: event.id,
    type,
    paymentIntentId: event.intent.id,
    bookingId: event.intent.metadata.bookingId,
    amountCents: event.intent.amountCents,
    currency: event.intent.currency,
  });
  // Paid after the session was called off (its hold ran out meanwhile): the money goes back.
  if (type === "succeeded" && event.intent.metadata.bookingId && result === "applied")
    await settleRefund(deps, event.intent.metadata.bookingId);
  return { event: event.type, result };
}
