// Stripe's objects as the payment provider port speaks of them: intents, subscriptions (with the
// billing period from their items) and invoices; an object Stripe does not know is null.
import Stripe from "stripe";
import type { ProviderInvoice, ProviderPaymentIntent, ProviderRefund, ProviderSubscription } from "./provider";

export function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
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

export function toSubscription(subscription: Stripe.Subscription, clientSecret = ""): ProviderSubscription {
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

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
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

export function toRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === "succeeded" ? "succeeded" : refund.status === "failed" || refund.status === "canceled" ? "failed" : "pending";
  return { id: refund.id, amountCents: refund.amount, status };
}

/** The answer of `work`, or null when Stripe answers that the object does not exist. */
export async function nullWhenMissing<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
    throw error;
  }
}
