// What the test provider's card tokens do (as Stripe's test tokens do), and the errors it answers
// with, in Stripe's words and codes.
import { CARD_DECLINED_MESSAGE, type TestCardToken } from "#common/payments";

/** What each token does, as Stripe's test tokens do. */
export const TOKEN_OUTCOMES: Record<TestCardToken, { succeeds: boolean; message?: string }> = {
  tok_visa: { succeeds: true },
  tok_chargeDeclined: { succeeds: false, message: CARD_DECLINED_MESSAGE },
  tok_chargeDeclinedInsufficientFunds: { succeeds: false, message: "Your card has insufficient funds." },
};

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export function checkPositiveAmount(amountCents: number): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new PaymentProviderError("Amount must be a positive number of cents.", "amount_invalid");
  }
}

/** The same idempotency key again with another request (Stripe's rule: the same key, the same request). */
export function idempotencyMismatch(): PaymentProviderError {
  return new PaymentProviderError(
    "Keys for idempotent requests can only be used with the same parameters they were first used with.",
    "idempotency_error",
  );
}
