// The Stripe adapter: PaymentIntents created on the server with an idempotency key, confirmed in
// the browser by the Payment Element (no redirect), and webhooks verified from the raw body with
// the endpoint's signing secret. Tests point the SDK at a local fake through host/port/protocol.
import Stripe from "stripe";
import type { PaymentProvider, ProviderEvent, ProviderPaymentIntent } from "./provider";
import { WebhookSignatureError } from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: where the Stripe API is (a local fake). */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(intent.metadata ?? {})) if (typeof value === "string") metadata[key] = value;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status as ProviderPaymentIntent["status"],
    metadata,
    lastError: intent.last_payment_error?.message ?? undefined,
  };
}

const INTENT_EVENTS: Record<string, "payment.succeeded" | "payment.failed" | "payment.processing" | "payment.canceled"> = {
  "payment_intent.succeeded": "payment.succeeded",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.processing": "payment.processing",
  "payment_intent.canceled": "payment.canceled",
};

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Kindred" },
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  return {
    name: "stripe",
    browserConfig: { provider: "stripe", publishableKey: options.publishableKey },

    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrievePaymentIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
        throw error;
      }
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
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
      return { id: event.id, type: "ignored", providerType: event.type };
    },
  };
}
