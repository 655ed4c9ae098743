// Card payments for bookings (decisions §5). The rules, written once for every provider:
// - the amount is the booking's, read on the server (the browser's `amount` is ignored);
// - one payment intent per booking (remembered on the booking, and made with an idempotency key);
// - free bookings, other people's bookings and paid bookings are refused;
// - an outcome is applied through bookings.applyPaymentReport, which records each event once and
//   moves the booking only through the state machines, so a replay or a second click changes
//   nothing twice.
import { randomUUID } from "node:crypto";
import { isPaid, isPayable } from "#common/booking-states";
import type { SessionUser } from "#common/auth";
import type { PaymentIntentAnswer, PaymentOutcome, TestCardToken } from "#common/payments";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { BookingsService, PaymentReportResult } from "../bookings/service";
import type { PaymentProvider, ProviderEvent, ProviderPaymentIntent } from "./provider";
import { WebhookSignatureError } from "./provider";

export interface PaymentsService {
  readonly provider: PaymentProvider;
  createPaymentIntent(user: Pick<SessionUser, "id" | "email" | "emailVerified">, bookingId: string): Promise<PaymentIntentAnswer>;
  /** After the browser confirmed (Stripe) or with the test card form's token (test provider). */
  confirmPayment(user: Pick<SessionUser, "id" | "email" | "emailVerified">, bookingId: string, token?: TestCardToken): Promise<PaymentOutcome>;
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ event: string; result: PaymentReportResult | SubscriptionEventResult | "ignored" }>;
}

/** "outdated": older than the event already applied to the application, so it changed nothing. */
export type SubscriptionEventResult = "applied" | "duplicate" | "outdated";
/** Applies a subscription event once (coach subscriptions, issue 8); set by the runtime. */
export type SubscriptionEventHandler = (event: Extract<ProviderEvent, { type: "subscription.updated" }>) => Promise<SubscriptionEventResult>;

function notPayableMessage(booking: { status: string; scheduledDate: Date }): string {
  if (booking.status === "pending" && booking.scheduledDate.getTime() <= Date.now()) {
    return "This session's time has passed. Please contact us to reschedule it.";
  }
  return `This booking can no longer be paid (it is ${booking.status}).`;
}

/** The idempotency key of a booking's one payment intent. */
export const paymentIdempotencyKey = (bookingId: string) => `kindred-booking-${bookingId}`;

/**
 * Calls the payment provider: its failures are logged (type, code and request id, never secrets)
 * and answered 502 with a plain message, never the provider's internals; a missing object is 404.
 */
export async function callPaymentProvider<T>(provider: Pick<PaymentProvider, "name">, logger: Logger, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { type?: string; code?: string; message?: string; requestId?: string };
    if (e.code === "resource_missing") throw notFound("Not found");
    logger.error({ provider: provider.name, what, type: e.type, code: e.code, requestId: e.requestId, message: e.message }, "payment provider call failed");
    throw new AppError(502, "payment_provider", "The payment provider could not be reached. Please try again.");
  }
}

export function createPaymentsService(deps: {
  provider: PaymentProvider;
  bookings: BookingsService;
  logger: Logger;
  onSubscriptionEvent?: SubscriptionEventHandler;
}): PaymentsService {
  const { provider, bookings, logger } = deps;

  const callProvider = <T>(what: string, work: () => Promise<T>) => callPaymentProvider(provider, logger, what, work);

  async function settle(intent: ProviderPaymentIntent, bookingId: string): Promise<PaymentOutcome> {
    const base = { paymentIntentId: intent.id, bookingId, amountCents: intent.amountCents, currency: intent.currency };
    if (intent.status === "succeeded") {
      const result = await bookings.applyPaymentReport({ ...base, eventId: `${provider.name}:${intent.id}:succeeded`, type: "succeeded" });
      if (result === "amount-mismatch") return { status: "failed" };
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

  return {
    provider,

    async createPaymentIntent(user, bookingId) {
      const own = await bookings.findOwn(user, bookingId);
      if (!own) throw notFound("Booking not found");
      const { booking, coach } = own;
      if (booking.amountCents === 0) throw badRequest("This session is free: there is nothing to pay.");
      if (isPaid(booking.paymentStatus)) throw conflict("This booking is already paid.");
      if (!isPayable(booking)) throw conflict(notPayableMessage(booking));

      // The intent made before, when it still fits; otherwise a new one (same idempotency key).
      if (booking.paymentIntentId) {
        const existing = await callProvider("retrieve", () => provider.retrievePaymentIntent(booking.paymentIntentId!));
        if (existing && existing.amountCents === booking.amountCents && existing.status !== "canceled") {
          if (existing.status === "succeeded") {
            await settle(existing, booking.id);
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
    },

    async confirmPayment(user, bookingId, token) {
      const own = await bookings.findOwn(user, bookingId);
      if (!own) throw notFound("Booking not found");
      const { booking } = own;
      // A second click, a second tab: already paid, nothing is charged again.
      if (isPaid(booking.paymentStatus)) return { status: "succeeded" };
      if (!isPayable(booking)) throw conflict(notPayableMessage(booking));
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
      return settle(intent, booking.id);
    },

    async handleWebhook(rawBody, signature) {
      if (!provider.parseWebhook) throw notFound("Not found");
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(error.message);
        throw error;
      }
      if (event.type === "ignored") return { event: event.providerType, result: "ignored" };
      if (event.type === "subscription.updated") {
        if (!deps.onSubscriptionEvent) return { event: event.type, result: "ignored" };
        return { event: event.type, result: await deps.onSubscriptionEvent(event) };
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
      return { event: event.type, result };
    },
  };
}
