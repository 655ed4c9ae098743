// The provider's webhook: a verified event is applied once, to a booking's payment (a paid booking
// that was called off meanwhile is refunded) or, through the subscriptions module's handler, to a
// coach's subscription.
import type { PaymentReportResult } from "../bookings/service";
import { badRequest, notFound } from "../../lib/errors";
import type { PaymentsDeps, SubscriptionEventResult } from "./payments-deps";
import { WebhookSignatureError, type ProviderEvent } from "./provider";
import { settleRefund } from "./refund-settlement";

export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ event: string; result: PaymentReportResult | SubscriptionEventResult | "ignored"; problem?: string }> {
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
