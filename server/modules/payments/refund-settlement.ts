// Paying back the refund a cancellation owes on a booking, once: one idempotency key per booking,
// and a provider that cannot be reached leaves the refund owed for the next attempt.
import { AppError } from "../../lib/errors";
import type { PaymentsDeps } from "./payments-deps";
import { callPaymentProvider, refundIdempotencyKey } from "./provider-calls";

export async function settleRefund(
  { provider, refunds, logger }: Pick<PaymentsDeps, "provider" | "refunds" | "logger">,
  bookingId: string,
): Promise<void> {
  const owed = await refunds.refundOwed(bookingId);
  if (!owed) return;
  try {
    const refund = await callPaymentProvider(provider, logger, "refund", () =>
      provider.refundPayment({
        paymentIntentId: owed.paymentIntentId,
        amountCents: owed.amountCents,
        idempotencyKey: refundIdempotencyKey(bookingId),
        metadata: { bookingId },
      }),
    );
    await refunds.recordRefund(bookingId, refund);
    logger.info({ bookingId, refundId: refund.id, status: refund.status }, "refund requested");
  } catch (error) {
    // Still owed: the cancellation stands, and the next attempt asks again under the same key.
    logger.error({ bookingId, err: error instanceof AppError ? error.message : error }, "refund could not be made yet");
  }
}
