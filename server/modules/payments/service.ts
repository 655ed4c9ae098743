// Card payments for bookings (docs/product/bookings-and-payments.md#checkout). The rules, written once for
// every provider:
// - the amount is the booking's, read on the server (the browser's `amount` is ignored);
// - one payment intent per booking (remembered on the booking, and made with an idempotency key);
// - free bookings, other people's bookings and paid bookings are refused;
// - an outcome is applied through bookings.applyPaymentReport, which records each event once and
//   moves the booking only through the state machines, so a replay or a second click changes
//   nothing twice.
import type { SessionUser } from "#common/auth";
import type { PaymentIntentAnswer, PaymentOutcome, TestCardToken } from "#common/payments";
import type { PaymentReportResult } from "../bookings/service";
import { confirmPayment, createPaymentIntent } from "./checkout";
import type { PaymentsDeps, SubscriptionEventResult } from "./payments-deps";
import type { PaymentProvider } from "./provider";
import { settleRefund } from "./refund-settlement";
import { handleWebhook } from "./webhooks";

/** The payment provider's port, for the modules that take payments through it (subscriptions). */
export type { PaymentProvider, ProviderInvoice, ProviderRefund, ProviderSubscription } from "./provider";
export type { SubscriptionEventHandler, SubscriptionEventResult } from "./payments-deps";
export { HOLD_EXPIRED_MESSAGE } from "./checkout";
export {
  callPaymentProvider,
  paymentIdempotencyKey,
  refundIdempotencyKey,
  subscriptionCancelIdempotencyKey,
  subscriptionRefundIdempotencyKey,
} from "./provider-calls";

export interface PaymentsService {
  readonly provider: PaymentProvider;
  createPaymentIntent(user: Pick<SessionUser, "id" | "email" | "emailVerified">, bookingId: string): Promise<PaymentIntentAnswer>;
  /** After the browser confirmed (Stripe) or with the test card form's token (test provider). */
  confirmPayment(
    user: Pick<SessionUser, "id" | "email" | "emailVerified">,
    bookingId: string,
    token?: TestCardToken,
  ): Promise<PaymentOutcome>;
  handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ event: string; result: PaymentReportResult | SubscriptionEventResult | "ignored"; problem?: string }>;
  /**
   * Pays back the refund a cancellation owes on a booking (nothing when none is owed), once: one
   * idempotency key per booking. The provider unreachable leaves it owed for the next attempt.
   */
  settleRefund(bookingId: string): Promise<void>;
}

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  return {
    provider: deps.provider,
    createPaymentIntent: (user, bookingId) => createPaymentIntent(deps, user, bookingId),
    confirmPayment: (user, bookingId, token) => confirmPayment(deps, user, bookingId, token),
    settleRefund: (bookingId) => settleRefund(deps, bookingId),
    handleWebhook: (rawBody, signature) => handleWebhook(deps, rawBody, signature),
  };
}
