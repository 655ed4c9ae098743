// Coach subscriptions through Stripe: a customer and an incomplete subscription whose first invoice
// the browser pays, on a monthly price found by its lookup key (or made once with it).
import type Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { nullWhenMissing, toInvoice, toSubscription } from "./stripe-mapping";

/** The coach subscription's price is found by this lookup key, or made once with it. */
export const COACH_PRICE_LOOKUP_KEY = "kindred_coach_monthly";

/** How many invoices a coach sees: two years of monthly invoices. */
const INVOICES_LISTED = 24;

type SubscriptionMethods = Pick<
  PaymentProvider,
  "createSubscription" | "retrieveSubscription" | "setCancelAtPeriodEnd" | "listSubscriptionInvoices"
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

    async listSubscriptionInvoices(id) {
      const page = await stripe.invoices.list({ subscription: id, limit: INVOICES_LISTED });
      return page.data.map(toInvoice);
    },
  };
}
