// Calling the payment provider: how its failures are answered, and the idempotency keys that make a
// repeated call (a second click, a retry) the same call.
import { AppError, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { PaymentProvider } from "./provider";

/** The idempotency key of a booking's one refund. */
export const refundIdempotencyKey = (bookingId: string) => `kindred-refund-${bookingId}`;

/** The idempotency keys of ending an applicant's subscription at once, and of its one refund. */
export const subscriptionCancelIdempotencyKey = (subscriptionId: string) => `kindred-subscription-cancel-${subscriptionId}`;
export const subscriptionRefundIdempotencyKey = (subscriptionId: string) => `kindred-subscription-refund-${subscriptionId}`;

/** The idempotency key of a booking's one payment intent. */
export const paymentIdempotencyKey = (bookingId: string) => `kindred-booking-${bookingId}`;

/**
 * Calls the payment provider: its failures are logged (type, code and request id, never secrets)
 * and answered 502 with a plain message, never the provider's internals; a missing object is 404.
 */
export async function callPaymentProvider<T>(
  provider: Pick<PaymentProvider, "name">,
  logger: Logger,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { type?: string; code?: string; message?: string; requestId?: string };
    if (e.code === "resource_missing") throw notFound("Not found");
    logger.error(
      { provider: provider.name, what, type: e.type, code: e.code, requestId: e.requestId, message: e.message },
      "payment provider call failed",
    );
    throw new AppError(502, "payment_provider", "The payment provider could not be reached. Please try again.");
  }
}
