// The payout port through Stripe Connect: each coach has an Express connected account (made once,
// then onboarded on Stripe's hosted pages through a fresh account link each time), and a payout is
// one Stripe Transfer from Kindred's platform balance to that account, under the payout's
// idempotency key. The connected account's own payout schedule takes the money on to the bank.
//
// Separate charges and transfers, not destination charges: a session's payment stays on Kindred's
// balance until the payout, so the 48-hour hold and recovering a coach's negative balance (a refund
// after the session was earned) are Kindred's ledger entries, not reversals on Stripe.
//
// Connect's webhook events (account.updated, transfer.reversed, payout.failed) are verified and told
// as the port's PayoutEvent by the one Stripe webhook parser (payments/stripe-provider.ts), so this
// adapter has no `parsePayoutEvent`.
import Stripe from "stripe";
import { createStripeClient, nullWhenMissing, type StripeApiLocation } from "../../lib/stripe-client";
import type { PayoutProvider, ProviderPayoutAccount, ProviderTransfer } from "./provider";

export interface StripePayoutProviderOptions {
  secretKey: string;
  /** Tests only: where the Stripe API is (a local fake). */
  api?: StripeApiLocation;
}

export function createStripePayoutProvider(options: StripePayoutProviderOptions): PayoutProvider {
  const stripe = createStripeClient(options.secretKey, options.api);

  return {
    name: "stripe",

    async createOnboardingLink(input) {
      // The account is made once per coach: the key answers the same account to a retry (within
      // Stripe's 24 hours) whose answer was lost before the caller stored its id.
      const accountId =
        input.accountId ??
        (
          await stripe.accounts.create(
            {
              type: "express",
              email: input.email,
              capabilities: { transfers: { requested: true } },
            },
            { idempotencyKey: input.idempotencyKey },
          )
        ).id;
      // A link is short-lived and single-use, so every visit asks for a new one (no idempotency key,
      // which would answer the first, possibly spent, link again).
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: "account_onboarding",
      });
      return { accountId, url: link.url };
    },

    retrieveAccount: (id) => nullWhenMissing(async () => toPayoutAccount(await stripe.accounts.retrieve(id))),

    async transfer(input) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            destination: input.accountId,
            metadata: input.metadata,
            ...(input.metadata.payoutId ? { transfer_group: input.metadata.payoutId } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id, status: "paid" };
      } catch (error) {
        const refusal = transferRefusal(error);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}

/**
 * A transfer Stripe refused on its merits (the destination cannot receive transfers, is unknown, the
 * platform balance is short): the payout failed, with Stripe's words. Anything else (the network, a
 * 5xx, a rate limit, our keys, a reused key with other parameters) is thrown for the caller to retry
 * or report. Stripe may keep a refusal's answer under its idempotency key (it keeps any answer once
 * the request began), so a new attempt after the cause is fixed needs a new key.
 */
function transferRefusal(error: unknown): ProviderTransfer | null {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return { id: "", status: "failed", failureMessage: error.message };
  }
  return null;
}

/**
 * The connected account as the port speaks of it. The last four digits are of its first external
 * account, which Stripe includes for accounts the platform controls (Express accounts it made).
 * Kept in step with the same mapping of `account.updated` in payments/stripe-provider.ts (a module
 * reaches another only through its service, so the two adapters do not share code); the adapter
 * tests check both against one account.
 */
function toPayoutAccount(account: Stripe.Account): ProviderPayoutAccount {
  const first = account.external_accounts?.data?.[0];
  return {
    id: account.id,
    payoutsEnabled: account.payouts_enabled === true,
    last4: typeof first?.last4 === "string" ? first.last4 : null,
  };
}
