// The payout side of a payment provider (docs/product/earnings-and-payouts.md; docs/decisions/130):
// where a coach's money goes. Two adapters behind this one port: the built-in test provider (a test
// bank account form, simulated transfers) and Stripe Connect (Express accounts, onboarding links,
// transfers to the connected account). The ledger and the payout job speak only this interface.
//
// Kindred holds each session's payment and keeps the coach's share in its ledger (pending, then
// available 48 hours after the session); the payout job moves a coach's available balance to their
// account with one transfer per coach per period (an idempotency key per payout).

/** A coach's payout account as the provider knows it. */
export interface ProviderPayoutAccount {
  /** The provider's id (Stripe: `acct_…`; test provider: `test_acct_…`). */
  id: string;
  /** True once the provider will accept transfers and pay them out (Stripe: `payouts_enabled`). */
  payoutsEnabled: boolean;
  /** What the coach recognises it by: the bank's last four digits, when known. */
  last4: string | null;
}

/** The test provider's form (`POST /api/coach/payout-account`). */
export interface TestPayoutAccountInput {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
}

export interface PayoutTransferInput {
  accountId: string;
  amountCents: number;
  currency: "usd";
  /** One transfer per payout: the same key always answers the same transfer (a retry never pays twice). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ProviderTransfer {
  id: string;
  /** "paid" once the money left Kindred's balance for the coach's; "failed" with the provider's reason. */
  status: "paid" | "failed";
  failureMessage?: string;
}

/** What a verified payout-related provider event means to us (Stripe's Connect webhooks). */
export type PayoutEvent =
  /** `account.updated`: whether the connected account can be paid now. */
  | { id: string; type: "payout-account.updated"; account: ProviderPayoutAccount; occurredAt?: Date }
  /** `transfer.reversed`: the transfer of a payout was taken back, so the coach was not paid it. */
  | { id: string; type: "transfer.reversed"; transferId: string; amountReversedCents: number }
  /** `payout.failed`: the connected account's payout to the bank failed (the money stays in its Stripe balance). */
  | { id: string; type: "payout.failed"; accountId: string; amountCents: number; failureMessage: string };

export interface PayoutProvider {
  readonly name: "test" | "stripe";
  /** Test provider only: opens a test payout account from the form (a bad number: a 400 with the field). */
  createTestAccount?(input: TestPayoutAccountInput): Promise<ProviderPayoutAccount>;
  /**
   * Stripe only: the coach's Express account (made once, with `accountId` absent) and a fresh
   * onboarding link to it; `returnUrl` and `refreshUrl` are Kindred's Earnings page.
   */
  createOnboardingLink?(input: {
    accountId: string | null;
    email: string;
    returnUrl: string;
    refreshUrl: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string; url: string }>;
  retrieveAccount(id: string): Promise<ProviderPayoutAccount | null>;
  /** Moves a payout's amount to the coach's account. A refusal is answered as "failed", not thrown. */
  transfer(input: PayoutTransferInput): Promise<ProviderTransfer>;
}
// The Connect events reach Kindred through the payment provider's one webhook endpoint
// (payments/stripe-provider.ts parses them into PayoutEvent; payments/service.ts hands them on).
