// Card payments (docs/product/bookings-and-payments.md#checkout): what the browser needs to show the card
// form, the calls' schemas, the built-in test provider's card tokens, and the exact toasts of the checkout.
// Card numbers stay in the browser: Stripe.js sends them to Stripe, and the test provider's browser-side
// processor turns them into a token such as "tok_visa".
import { z } from "zod";

export type PaymentBrowserConfig = { provider: "test" } | { provider: "stripe"; publishableKey: string };

export const createPaymentIntentSchema = z.object({
  bookingId: z.string({ error: "bookingId is required" }).trim().min(1, "bookingId is required"),
  /** Part of the API contract; never used: the booking's amount is read on the server. */
  amount: z.unknown().optional(),
});

export interface PaymentIntentAnswer {
  clientSecret: string;
  /** Cents, as the server will charge them (the booking's amount). */
  amountCents: number;
  provider: PaymentBrowserConfig["provider"];
}

/** The built-in test provider's tokens: what a card number becomes in the browser. */
export const TEST_CARD_TOKENS = ["tok_visa", "tok_chargeDeclined", "tok_chargeDeclinedInsufficientFunds"] as const;
export type TestCardToken = (typeof TEST_CARD_TOKENS)[number];

export const confirmPaymentSchema = z.object({
  /** Test provider only: the token the browser made of the card. */
  token: z.enum(TEST_CARD_TOKENS, { error: "Unknown card token" }).optional(),
});

export interface PaymentOutcome {
  status: "succeeded" | "failed" | "processing";
  /** The provider's message for a failure, e.g. "Your card was declined." */
  message?: string;
}

export const CARD_DECLINED_MESSAGE = "Your card was declined.";

export const PAYMENT_TOASTS = {
  failed: { title: "Payment Failed", fallback: "Payment could not be processed" },
  error: { title: "Payment Error", description: "An unexpected error occurred" },
  setupFailed: { title: "Payment Setup Failed", description: "Unable to set up payment. Please try again." },
} as const;
