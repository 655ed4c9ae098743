// The Stripe adapter: PaymentIntents created on the server with an idempotency key, confirmed in
// the browser by the Payment Element (no redirect), and webhooks verified from the raw body with
// the endpoint's signing secret. Tests point the SDK at a local fake through host/port/protocol.
import Stripe from "stripe";
import type { PaymentProvider, ProviderEvent, ProviderInvoice, ProviderPaymentIntent, ProviderSubscription } from "./provider";
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

/** The coach subscription's price is found by this lookup key, or made once with it. */
export const COACH_PRICE_LOOKUP_KEY = "kindred_coach_monthly";

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);

function periodEnd(subscription: Stripe.Subscription): Date | undefined {
  // Since the 2025 API versions the billing period is on the subscription's items.
  const ends = subscription.items?.data
    ?.map((item) => (item as unknown as { current_period_end?: number }).current_period_end)
    .filter((v): v is number => typeof v === "number");
  return ends && ends.length > 0 ? new Date(Math.min(...ends) * 1000) : undefined;
}

function toSubscription(subscription: Stripe.Subscription, clientSecret = ""): ProviderSubscription {
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === "string" ? customer : customer.id,
    // Known when the customer was expanded (retrieveSubscription asks for it).
    customerEmail: typeof customer === "string" || customer.deleted ? null : (customer.email ?? null),
    clientSecret,
    status: subscription.status as ProviderSubscription["status"],
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
}

/** How many invoices a coach sees: two years of monthly invoices. */
const INVOICES_LISTED = 24;

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const hosted = invoice.hosted_invoice_url ?? null;
  return {
    id: invoice.id ?? "",
    number: invoice.number ?? null,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? "draft",
    createdAt: new Date(invoice.created * 1000),
    // The page shows it as a link: only an https address, never a script: or data: one.
    hostedUrl: hosted && /^https:\/\//i.test(hosted) ? hosted : null,
  };
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Kindred" },
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  let cachedPrice: Stripe.Price | undefined;

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

    async refundPayment(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
      return { id: refund.id, amountCents: refund.amount, status };
    },

    async createSubscription(input) {
      const price = await coachPrice(input.amountCents);
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: input.metadata },
        { idempotencyKey: `${input.idempotencyKey}-customer` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [{ price: price.id }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: input.metadata,
          expand: ["latest_invoice.confirmation_secret"],
        },
        { idempotencyKey: `${input.idempotencyKey}-subscription` },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      return { ...toSubscription(subscription, invoice?.confirmation_secret?.client_secret ?? ""), customerEmail: customer.email ?? null };
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id, { expand: ["customer"] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      try {
        return toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd, expand: ["customer"] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
        throw error;
      }
    },

    async listSubscriptionInvoices(id) {
      const page = await stripe.invoices.list({ subscription: id, limit: INVOICES_LISTED });
      return page.data.map(toInvoice);
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
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        const subscription = toSubscription(event.data.object as Stripe.Subscription);
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
    },
  };

  /** The monthly price, by its lookup key; made (with its product) the first time. */
  async function coachPrice(amountCents: number): Promise<Stripe.Price> {
    if (cachedPrice && cachedPrice.unit_amount === amountCents) return cachedPrice;
    const found = await stripe.prices.list({ lookup_keys: [COACH_PRICE_LOOKUP_KEY], active: true, limit: 1 });
    const existing = found.data[0];
    cachedPrice =
      existing && existing.unit_amount === amountCents
        ? existing
        : await stripe.prices.create({
            currency: "usd",
            unit_amount: amountCents,
            recurring: { interval: "month" },
            lookup_key: COACH_PRICE_LOOKUP_KEY,
            transfer_lookup_key: true,
            product_data: { name: "Kindred coach subscription" },
          });
    return cachedPrice;
  }
}
