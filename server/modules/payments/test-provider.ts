// The built-in test payment provider (docs/product/bookings-and-payments.md#payment-providers;
// docs/decisions/041): the embedded default, so a fresh clone takes card payments with no account anywhere.
// It behaves like Stripe where it matters: intents are made on the server with an idempotency key and a fixed
// amount, the browser confirms them with a token its card form made (the card number never leaves the
// browser), and a succeeded intent is never charged again. No money moves.
import type { Database } from "../../db/client";
import type { PaymentProvider } from "./provider";
import { confirmTestIntent, createTestIntent, refundTestIntent, retrieveTestIntent } from "./test-payment-intents";
import {
  cancelTestSubscription,
  confirmTestSubscription,
  createTestSubscription,
  refundTestSubscription,
  retrieveTestSubscription,
  setTestCancelAtPeriodEnd,
} from "./test-subscriptions";

export { PaymentProviderError } from "./test-cards";

export function createTestPaymentProvider(db: Database): PaymentProvider {
  return {
    name: "test",
    browserConfig: { provider: "test" },
    createPaymentIntent: (input) => createTestIntent(db, input),
    retrievePaymentIntent: (id) => retrieveTestIntent(db, id),
    refundPayment: (input) => refundTestIntent(db, input),
    confirmWithToken: (intentId, token) => confirmTestIntent(db, intentId, token),
    createSubscription: (input) => createTestSubscription(db, input),
    retrieveSubscription: (id) => retrieveTestSubscription(db, id),
    setCancelAtPeriodEnd: (id, cancelAtPeriodEnd) => setTestCancelAtPeriodEnd(db, id, cancelAtPeriodEnd),
    cancelSubscription: (id) => cancelTestSubscription(db, id),
    refundSubscriptionPayment: (input) => refundTestSubscription(db, input),
    // The test provider bills nothing after the first payment, so it keeps no invoices.
    async listSubscriptionInvoices() {
      return [];
    },
    confirmSubscriptionWithToken: (id, token) => confirmTestSubscription(db, id, token),
  };
}
