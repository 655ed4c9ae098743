// The Stripe adapter: PaymentIntents created on the server with an idempotency key, confirmed in
// the browser by the Payment Element (no redirect), and webhooks verified from the raw body with
// the endpoint's signing secret. Tests point the SDK at a local fake through host/port/protocol.
//
// In order: the adapter; Stripe's objects as the port speaks of them; its webhook events (with
// Connect's, about coaches' payout accounts: the payout side is payouts/stripe-payouts.ts); coach
// subscriptions; ending a subscription and refunding its payment.
import Stripe from "stripe";
import { createStripeClient, nullWhenMissing, type StripeApiLocation } from "../../lib/stripe-client";
import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type ProviderSubscription,
} from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint (events on coaches' connected accounts:
   * `account.updated`, `payout.failed`). Stripe signs those with the Connect endpoint's own secret,
   * even when it posts to the same URL as the account endpoint; without it they are refused.
   */
  connectWebhookSecret?: string;
  /** Tests only: where the Stripe API is (a local fake). */
  api?: StripeApiLocation;
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options.secretKey, options.api);

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
    parseWebhook: (rawBody, signature) => parseStripeWebhook(stripe, webhookKeysOf(options), rawBody, signature),
  };
}

// Stripe's objects as the payment provider port speaks of them: intents, subscriptions (with the
// billing period from their items) and invoices; an object Stripe does not know is null.
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

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
  return { id: refund.id, amountCents: refund.amount, status };
}

// Stripe's webhook events: verified from the raw body with the endpoint's signing secret, then told
// as the provider port's events (a payment's outcome, a full refund, a subscription's new state).
const INTENT_EVENTS: Record<string, "payment.succeeded" | "payment.failed" | "payment.processing" | "payment.canceled"> = {
  "payment_intent.succeeded": "payment.succeeded",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.processing": "payment.processing",
  "payment_intent.canceled": "payment.canceled",
};

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);

interface WebhookKeys {
  /** The account endpoint's secret, then the Connect endpoint's when there is one. */
  secrets: string[];
  /** Whether the API key is a live one: Connect's live endpoint also receives test-mode events. */
  live: boolean;
}

function webhookKeysOf(options: StripeProviderOptions): WebhookKeys {
  return {
    secrets: options.connectWebhookSecret ? [options.webhookSecret, options.connectWebhookSecret] : [options.webhookSecret],
    live: /^(sk|rk)_live_/.test(options.secretKey),
  };
}

/** The event, verified with one of the endpoints' secrets (and Stripe's default five minutes' tolerance). */
function verifiedEvent(stripe: Stripe, secrets: string[], rawBody: Buffer, signature: string): Stripe.Event {
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // Signed for the other endpoint, or not by Stripe: the next secret, then a refusal.
    }
  }
  throw new WebhookSignatureError();
}

function parseStripeWebhook(stripe: Stripe, keys: WebhookKeys, rawBody: Buffer, signature: string | undefined): ProviderEvent {
  if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
  const event = verifiedEvent(stripe, keys.secrets, rawBody, signature);
  if (CONNECT_EVENTS.has(event.type)) return connectEvent(event, keys.live);
  // Any other event on a connected account is about the coach's own Stripe objects, not Kindred's.
  if (typeof event.account === "string") return { id: event.id, type: "ignored", providerType: event.type };
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

// Connect's events, as the payout port's PayoutEvent (payouts/provider.ts): whether a coach's
// connected account can be paid, a payout's transfer taken back, and the connected account's own
// payout to the bank failing. Signed but unusable ones are ignored with a problem (logged, 2xx).
const CONNECT_EVENTS = new Set(["account.updated", "transfer.reversed", "payout.failed"]);

type PayoutAccount = Extract<ProviderEvent, { type: "payout-account.updated" }>["account"];

/**
 * Like payouts/stripe-payouts.ts's mapping of a retrieved account (a module reaches another only
 * through its service, so the two adapters keep one each; the adapter tests hold them to one answer).
 */
function toPayoutAccount(account: Stripe.Account): PayoutAccount {
  const first = account.external_accounts?.data?.[0];
  return { id: account.id, payoutsEnabled: account.payouts_enabled === true, last4: typeof first?.last4 === "string" ? first.last4 : null };
}

function connectEvent(event: Stripe.Event, liveKey: boolean): ProviderEvent {
  const ignored = (problem: string): ProviderEvent => ({ id: event.id, type: "ignored", providerType: event.type, problem });
  // Connect's live endpoint receives connected accounts' test-mode events too, with live ids.
  if (liveKey && event.livemode === false) return ignored("a test-mode event on the live endpoint");
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === "account.updated") {
    if (typeof object.id !== "string") return ignored("account event without an account id");
    return {
      id: event.id,
      type: "payout-account.updated",
      account: toPayoutAccount(object as unknown as Stripe.Account),
      ...(typeof event.created === "number" ? { occurredAt: new Date(event.created * 1000) } : {}),
    };
  }
  if (event.type === "transfer.reversed") {
    if (typeof object.id !== "string" || typeof object.amount_reversed !== "number") {
      return ignored("transfer event without a transfer id or amount reversed");
    }
    return { id: event.id, type: "transfer.reversed", transferId: object.id, amountReversedCents: object.amount_reversed };
  }
  // payout.failed: only a connected account's payout is a coach's; the platform's own is not ours to apply.
  if (typeof event.account !== "string") return ignored("the platform's own payout failed, not a coach's");
  if (typeof object.amount !== "number") return ignored("payout event without an amount");
  return {
    id: event.id,
    type: "payout.failed",
    accountId: event.account,
    amountCents: object.amount,
    failureMessage: typeof object.failure_message === "string" && object.failure_message ? object.failure_message : "The payout failed.",
  };
}

// Coach subscriptions through Stripe: a customer and an incomplete subscription whose first invoice
// the browser pays, on a monthly price found by its lookup key (or made once with it).
/** The coach subscription's price is found by this lookup key, or made once with it. */
export const COACH_PRICE_LOOKUP_KEY = "kindred_coach_monthly";

/** How many invoices a coach sees: two years of monthly invoices. */
const INVOICES_LISTED = 24;

type SubscriptionMethods = Pick<
  PaymentProvider,
  "createSubscription" | "retrieveSubscription" | "setCancelAtPeriodEnd" | "listSubscriptionInvoices"
>;

function stripeSubscriptions(stripe: Stripe): SubscriptionMethods {
  let cachedPrice: Stripe.Price | undefined;

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

  return {
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

    retrieveSubscription: (id) =>
      nullWhenMissing(async () => toSubscription(await stripe.subscriptions.retrieve(id, { expand: ["customer"] }))),

    setCancelAtPeriodEnd: (id, cancelAtPeriodEnd) =>
      nullWhenMissing(async () =>
        toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd, expand: ["customer"] })),
      ),

    async listSubscriptionInvoices(id) {
      const page = await stripe.invoices.list({ subscription: id, limit: INVOICES_LISTED });
      return page.data.map(toInvoice);
    },
  };
}

// Ending a subscription through Stripe at once, and refunding what its latest invoice was paid
// (an applicant's subscription left without an application, or rejected; docs/decisions/106). Both
// are safe to ask again: an ended subscription is answered as it is, and a payment refunded already
// (under our key, or another way) is answered with that refund.
/** Statuses of a subscription that has ended: cancelling it again has nothing to do. */
const ENDED = new Set<string>(["canceled", "incomplete_expired"]);

/** The payment intent that paid the invoice, when it was paid. */
async function paidIntentOf(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  return (typeof intent === "string" ? intent : intent?.id) ?? null;
}

function stripeSubscriptionEndings(stripe: Stripe): Pick<PaymentProvider, "cancelSubscription" | "refundSubscriptionPayment"> {
  return {
    cancelSubscription: (id, idempotencyKey) =>
      nullWhenMissing(async () => {
        const current = await stripe.subscriptions.retrieve(id, { expand: ["customer"] });
        if (ENDED.has(current.status)) return toSubscription(current);
        return toSubscription(await stripe.subscriptions.cancel(id, { expand: ["customer"] }, { idempotencyKey }));
      }),

    async refundSubscriptionPayment(input) {
      const subscription = await stripe.subscriptions.retrieve(input.subscriptionId);
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === "string" ? invoice : invoice?.id;
      const intentId = invoiceId ? await paidIntentOf(stripe, invoiceId) : null;
      if (!intentId) return null;
      try {
        return toRefund(
          await stripe.refunds.create({ payment_intent: intentId, metadata: input.metadata }, { idempotencyKey: input.idempotencyKey }),
        );
      } catch (error) {
        // Refunded already, another way (from Stripe's dashboard, say): that refund is the answer.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "charge_already_refunded") throw error;
        const earlier = await stripe.refunds.list({ payment_intent: intentId, limit: 1 });
        if (!earlier.data[0]) throw error;
        return toRefund(earlier.data[0]);
      }
    },
  };
}
