// Coach subscriptions through Stripe: a customer and an incomplete subscription whose first invoice
// the browser pays, on a monthly price found by its lookup key (or made once with it).
import type Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { nullWhenMissing, toInvoice, toRefund, toSubscription } from "./stripe-mapping";

/** The coach subscription's price is found by this lookup key, or made once with it. */
export const COACH_PRICE_LOOKUP_KEY = "kindred_coach_monthly";

/** Statuses of a subscription that has ended: cancelling it again has nothing to do. */
const ENDED = new Set<string>(["canceled", "incomplete_expired"]);

/** The payment intent that paid the invoice, when it was paid. */
async function paidIntentOf(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  return (typeof intent === "string" ? intent : intent?.id) ?? null;
}

/** How many invoices a coach sees: two years of monthly invoices. */
const INVOICES_LISTED = 24;

type SubscriptionMethods = Pick<
  PaymentProvider,
  | "createSubscription"
  | "retrieveSubscription"
  | "setCancelAtPeriodEnd"
  | "listSubscriptionInvoices"
  | "cancelSubscription"
  | "refundSubscriptionPayment"
>;

export function stripeSubscriptions(stripe: Stripe): SubscriptionMethods {
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
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund);
    },

    async listSubscriptionInvoices(id) {
      const page = await stripe.invoices.list({ subscription: id, limit: INVOICES_LISTED });
      return page.data.map(toInvoice);
    },
  };
}
