// Ending a subscription through Stripe at once, and refunding what its latest invoice was paid
// (an applicant's subscription left without an application, or rejected; docs/decisions/106). Both
// are safe to ask again: an ended subscription is answered as it is, and a payment refunded already
// (under our key, or another way) is answered with that refund.
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { nullWhenMissing, toRefund, toSubscription } from "./stripe-mapping";

/** Statuses of a subscription that has ended: cancelling it again has nothing to do. */
const ENDED = new Set<string>(["canceled", "incomplete_expired"]);

/** The payment intent that paid the invoice, when it was paid. */
async function paidIntentOf(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  return (typeof intent === "string" ? intent : intent?.id) ?? null;
}

export function stripeSubscriptionEndings(stripe: Stripe): Pick<PaymentProvider, "cancelSubscription" | "refundSubscriptionPayment"> {
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
