// Stripe's webhook events: verified from the raw body with the endpoint's signing secret, then told
// as the provider port's events (a payment's outcome, a full refund, a subscription's new state).
import type Stripe from "stripe";
import { WebhookSignatureError, type ProviderEvent } from "./provider";
import { toIntent, toSubscription } from "./stripe-mapping";

const INTENT_EVENTS: Record<string, "payment.succeeded" | "payment.failed" | "payment.processing" | "payment.canceled"> = {
  "payment_intent.succeeded": "payment.succeeded",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.processing": "payment.processing",
  "payment_intent.canceled": "payment.canceled",
};

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);

export function parseStripeWebhook(stripe: Stripe, webhookSecret: string, rawBody: Buffer, signature: string | undefined): ProviderEvent {
  if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new WebhookSignatureError();
  }
  const mapped = INTENT_EVENTS[event.type];
  if (mapped) return { id: event.id, type: mapped, intent: toIntent(event.data.object as Stripe.PaymentIntent) };
  if (event.type === "charge.refunded") {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    // A partial refund leaves the booking paid; staff settle the rest.
    if (intentId && charge.refunded) return { id: event.id, type: "payment.refunded", paymentIntentId: intentId };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const object = event.data.object as Partial<Stripe.Subscription>;
    // Signed, but not a subscription we could have made (each has its customer): answered 2xx, so
    // Stripe does not retry it for days, and logged.
    if (typeof object.id !== "string" || !object.customer) {
      return {
        id: event.id,
        type: "ignored",
        providerType: event.type,
        problem: "subscription event without a subscription id or customer",
      };
    }
    const subscription = toSubscription(object as Stripe.Subscription);
    return {
      id: event.id,
      type: "subscription.updated",
      subscription: {
        id: subscription.id,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
      ...(typeof event.created === "number" ? { occurredAt: new Date(event.created * 1000) } : {}),
    };
  }
  return { id: event.id, type: "ignored", providerType: event.type };
}
