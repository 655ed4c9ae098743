// The Stripe adapter: PaymentIntents created on the server with an idempotency key, confirmed in
// the browser by the Payment Element (no redirect), and webhooks verified from the raw body with
// the endpoint's signing secret. Tests point the SDK at a local fake through host/port/protocol.
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { nullWhenMissing, toIntent, toRefund } from "./stripe-mapping";
import { stripeSubscriptionEndings } from "./stripe-subscription-endings";
import { stripeSubscriptions } from "./stripe-subscriptions";
import { parseStripeWebhook } from "./stripe-webhooks";

export { COACH_PRICE_LOOKUP_KEY } from "./stripe-subscriptions";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: where the Stripe API is (a local fake). */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

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

    retrievePaymentIntent: (id) => nullWhenMissing(async () => toIntent(await stripe.paymentIntents.retrieve(id))),

    async refundPayment(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund);
    },

    ...stripeSubscriptions(stripe),
    ...stripeSubscriptionEndings(stripe),
    parseWebhook: (rawBody, signature) => parseStripeWebhook(stripe, options.webhookSecret, rawBody, signature),
  };
}
