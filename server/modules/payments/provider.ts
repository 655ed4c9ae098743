// The one interface every payment provider adapter implements
// (docs/product/bookings-and-payments.md#payment-providers; docs/decisions/041). Two adapters: the built-in
// test provider (the embedded default) and Stripe. Services speak only this interface, so the rules (amount
// read on the server, paid once, replayed events ignored) are written once in payments/service.ts.
import type { PaymentBrowserConfig, TestCardToken } from "#common/payments";
import type { PayoutEvent } from "../payouts/service";

export type IntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

/** A one-off payment as the provider knows it. Amounts are integer cents. */
export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  metadata: Record<string, string>;
  /** The provider's message for the last failed attempt ("Your card was declined."). */
  lastError?: string;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: "usd";
  /** One intent per booking: the same key always answers the same intent. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** A refund of a paid intent, in full or in part. Amounts are integer cents. */
export interface CreateRefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** One refund per booking: the same key always answers the same refund (a retry never refunds twice). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  amountCents: number;
  /** "pending" until the card network confirms (Stripe then sends `charge.refunded`). */
  status: "pending" | "succeeded" | "failed";
}

/** What a verified provider event means to us. */
export type ProviderEvent =
  | { id: string; type: "payment.succeeded" | "payment.failed" | "payment.processing" | "payment.canceled"; intent: ProviderPaymentIntent }
  | { id: string; type: "payment.refunded"; paymentIntentId: string }
  | {
      id: string;
      type: "subscription.updated";
      subscription: Pick<ProviderSubscription, "id" | "status" | "currentPeriodEnd" | "cancelAtPeriodEnd">;
      /** When the provider made the event (events may arrive out of order); absent: when it arrived. */
      occurredAt?: Date;
    }
  /** Connect events about coaches' payout accounts and payouts (server/modules/payouts/provider.ts). */
  | PayoutEvent
  /** An event we do not use; `problem` says why one we would use was left alone (it is logged). */
  | { id: string; type: "ignored"; providerType: string; problem?: string };

/**
 * Coach subscriptions ($49/month, docs/product/coach-application.md#step-2-subscription): like a one-off
 * payment, the server creates it and the browser confirms its first payment with a client secret; events then
 * keep its status current.
 */
export interface CreateSubscriptionInput {
  email: string;
  name: string;
  /** Cents per interval, e.g. 4900. */
  amountCents: number;
  interval: "month";
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A refund of what a subscription's latest invoice was paid, in full. */
export interface RefundSubscriptionInput {
  subscriptionId: string;
  /** One refund per subscription: the same key always answers the same refund (a retry never refunds twice). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The customer's e-mail address as the provider holds it (the address the subscription was made for). */
  customerEmail: string | null;
  /** Confirms the first invoice's payment in the browser, like a payment intent's. */
  clientSecret: string;
  status: SubscriptionStatus;
  currentPeriodEnd?: Date;
  /** True when the subscription stops at the end of the paid period instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** The provider's message for the last failed first payment ("Your card was declined."). */
  lastError?: string;
}

/** An invoice of a subscription, as the provider lists it. Amounts are integer cents. */
export interface ProviderInvoice {
  id: string;
  /** The provider's invoice number, once it has one (drafts have none). */
  number: string | null;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** draft, open, paid, uncollectible or void. */
  status: string;
  createdAt: Date;
  /** The provider's page for the invoice (an https address), when there is one. */
  hostedUrl: string | null;
}

export type SubscriptionStatus =
  "incomplete" | "incomplete_expired" | "active" | "trialing" | "past_due" | "canceled" | "unpaid" | "paused";

export class WebhookSignatureError extends Error {
  constructor(message = "The webhook signature could not be verified.") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** What the checkout page needs (a publishable key, never a secret). */
  readonly browserConfig: PaymentBrowserConfig;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Gives back a succeeded payment (the test provider records it; Stripe through its Refunds API). */
  refundPayment(input: CreateRefundInput): Promise<ProviderRefund>;
  /**
   * Test provider only: charges a token the browser made of a card (the stand-in for Stripe.js
   * confirming in the browser). Stripe confirms in the browser, so its adapter has none.
   */
  confirmWithToken?(intentId: string, token: TestCardToken): Promise<ProviderPaymentIntent>;
  /** Stripe only: verifies a webhook from its raw body and signature header. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** A monthly subscription whose first payment the browser confirms. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Stops the subscription at the end of the paid period (true), or takes that back (false); the
   * subscription as it is afterwards, or null when the provider does not know the id.
   */
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription | null>;
  /**
   * Ends the subscription at once (no renewal); one already ended is answered as it is; null when
   * the provider does not know the id.
   */
  cancelSubscription(id: string, idempotencyKey: string): Promise<ProviderSubscription | null>;
  /** Refunds in full what the subscription's latest invoice was paid; null when nothing was paid. */
  refundSubscriptionPayment(input: RefundSubscriptionInput): Promise<ProviderRefund | null>;
  /** The subscription's invoices, newest first (the test provider keeps none). */
  listSubscriptionInvoices(id: string): Promise<ProviderInvoice[]>;
  /** Test provider only: pays the first invoice with a token the browser made of a card. */
  confirmSubscriptionWithToken?(id: string, token: TestCardToken): Promise<ProviderSubscription>;
}
