// The fake's endpoints for coach subscriptions: customers, prices by lookup key, subscriptions
// (created incomplete, retrieved, their cancellation at the period's end changed, cancelled at
// once) and invoices listed by subscription. Paying the first invoice (what the browser's Payment
// Element does) is `paySubscription`; refunds of that payment go through the intents' refunds.
import { randomBytes } from "node:crypto";
import type { FakeCustomer, FakeIntent, FakePrice, FakeSubscription } from "./fake-stripe-types";
import { metadataOf, resourceMissing, type FakeStripeRequest, type FakeStripeState } from "./fake-stripe-state";

export function createCustomer(state: FakeStripeState, { form, remember }: FakeStripeRequest) {
  const customer: FakeCustomer = {
    id: `cus_${randomBytes(8).toString("hex")}`,
    object: "customer",
    email: form.email ?? null,
    name: form.name ?? null,
  };
  state.customers.set(customer.id, customer);
  return remember(customer);
}

/** Active prices whose lookup key is one of `lookup_keys[]`. */
export function listPrices(state: FakeStripeState, { query, send }: FakeStripeRequest) {
  const keys = [...query.entries()].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v);
  return send(200, {
    object: "list",
    data: state.prices.filter((p) => p.active && p.lookup_key && keys.includes(p.lookup_key)),
    has_more: false,
  });
}

export function createPrice(state: FakeStripeState, { form, remember }: FakeStripeRequest) {
  const price: FakePrice = {
    id: `price_${randomBytes(8).toString("hex")}`,
    object: "price",
    unit_amount: Number(form.unit_amount),
    currency: form.currency,
    lookup_key: form.lookup_key ?? null,
    active: true,
    recurring: { interval: form["recurring[interval]"] },
  };
  state.prices.push(price);
  return remember(price);
}

/** A new subscription is incomplete, with a first invoice whose payment the browser confirms. */
export function createSubscription(state: FakeStripeState, { form, remember }: FakeStripeRequest) {
  const id = `sub_${randomBytes(10).toString("hex")}`;
  const subscription: FakeSubscription = {
    id,
    object: "subscription",
    customer: form.customer,
    status: "incomplete",
    cancel_at_period_end: false,
    metadata: metadataOf(form),
    items: {
      object: "list",
      data: [
        {
          id: `si_${randomBytes(6).toString("hex")}`,
          object: "subscription_item",
          current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
          price: { id: form["items[0][price]"] },
        },
      ],
    },
    latest_invoice: {
      id: `in_${randomBytes(6).toString("hex")}`,
      object: "invoice",
      confirmation_secret: {
        client_secret: `pi_${randomBytes(8).toString("hex")}_secret_${randomBytes(8).toString("hex")}`,
        type: "payment_intent",
      },
    },
  };
  state.subscriptions.set(id, subscription);
  return remember(subscription);
}

export function retrieveSubscription(state: FakeStripeState, { query, send }: FakeStripeRequest, subscriptionId: string) {
  const subscription = state.subscriptions.get(subscriptionId);
  // `expand[]=customer` answers the customer object in place of its id, as Stripe does.
  const expanded = [...query.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v);
  const customer =
    expanded.includes("customer") && subscription
      ? (state.customers.get(subscription.customer) ?? subscription.customer)
      : subscription?.customer;
  if (subscription) return send(200, { ...subscription, customer, latest_invoice: subscription.latest_invoice.id });
  return send(404, resourceMissing("No such subscription"));
}

/** Only the cancellation at the period's end is changed here; an ended subscription is refused as Stripe does. */
export function updateSubscription(state: FakeStripeState, { form, send, remember }: FakeStripeRequest, subscriptionId: string) {
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription) return send(404, resourceMissing("No such subscription"));
  if (subscription.status === "canceled") {
    return send(400, {
      error: {
        type: "invalid_request_error",
        message: "A canceled subscription can only update its cancellation_details and metadata.",
      },
    });
  }
  if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
  const customer = Object.entries(form).some(([k, v]) => k.startsWith("expand") && v === "customer")
    ? (state.customers.get(subscription.customer) ?? subscription.customer)
    : subscription.customer;
  return remember({ ...subscription, customer, latest_invoice: subscription.latest_invoice.id });
}

/** A subscription's invoices, newest first, `limit` (default 10) at a time. */
export function listInvoices(state: FakeStripeState, { query, send }: FakeStripeRequest) {
  const limit = Number(query.get("limit") ?? 10);
  const listed = [...state.invoices.values()]
    .filter((i) => i.subscription === query.get("subscription"))
    .sort((a, b) => b.created - a.created);
  return send(200, { object: "list", data: listed.slice(0, limit), has_more: listed.length > limit, url: "/v1/invoices" });
}

/** Whether `field` is asked for in `expand[]` (in the query of a GET or DELETE, or the form of a POST). */
function expands(request: FakeStripeRequest, field: string): boolean {
  const fromQuery = [...request.query.entries()].some(([k, v]) => k.startsWith("expand") && v === field);
  return fromQuery || Object.entries(request.form).some(([k, v]) => k.startsWith("expand") && v === field);
}

/** Ends a subscription at once (DELETE /v1/subscriptions/{id}); an ended one is refused, as Stripe does. */
export function cancelSubscription(state: FakeStripeState, request: FakeStripeRequest, subscriptionId: string) {
  const { send, remember } = request;
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription) return send(404, resourceMissing("No such subscription"));
  if (subscription.status === "canceled") {
    return send(400, { error: { type: "invalid_request_error", message: "This subscription has already been canceled." } });
  }
  subscription.status = "canceled";
  subscription.cancel_at_period_end = false;
  const customer = expands(request, "customer")
    ? (state.customers.get(subscription.customer) ?? subscription.customer)
    : subscription.customer;
  return remember({ ...subscription, customer, latest_invoice: subscription.latest_invoice.id });
}

/** The payments of an invoice (GET /v1/invoice_payments?invoice=…&status=paid). */
export function listInvoicePayments(state: FakeStripeState, { query, send }: FakeStripeRequest) {
  const invoiceId = query.get("invoice");
  const wanted = query.get("status");
  const data = [...state.subscriptions.values()]
    .filter((s) => s.latest_invoice.id === invoiceId && s.latest_invoice.paid_by)
    .map((s) => ({
      id: `inpay_${s.latest_invoice.id}`,
      object: "invoice_payment",
      invoice: s.latest_invoice.id,
      status: "paid",
      is_default: true,
      payment: { type: "payment_intent", payment_intent: s.latest_invoice.paid_by },
    }))
    .filter((p) => !wanted || p.status === wanted);
  return send(200, { object: "list", data, has_more: false, url: "/v1/invoice_payments" });
}

/** The first invoice paid, as the browser's confirmation does: the subscription is active and its payment can be refunded. */
export function paySubscription(state: FakeStripeState, subscriptionId: string, amount: number): void {
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`The fake knows no subscription ${subscriptionId}`);
  const [intentId] = subscription.latest_invoice.confirmation_secret.client_secret.split("_secret_");
  const intent: FakeIntent = {
    id: intentId,
    object: "payment_intent",
    amount,
    currency: "usd",
    status: "succeeded",
    client_secret: subscription.latest_invoice.confirmation_secret.client_secret,
    description: "Subscription creation",
    metadata: {},
    last_payment_error: null,
  };
  state.intents.set(intent.id, intent);
  subscription.latest_invoice.paid_by = intent.id;
  subscription.status = "active";
}
