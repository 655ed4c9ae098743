// The fake's Connect endpoints for coach payouts: Express accounts (made, retrieved), onboarding
// links to them, and transfers from the platform balance to one. Finishing onboarding on Stripe's
// hosted pages is `onboardAccount`. A transfer is refused as Stripe refuses it: an unknown
// destination, one that cannot receive transfers yet, or more than the platform balance (when a
// test sets one).
import { randomBytes } from "node:crypto";
import type { FakeAccount, FakeTransfer } from "./fake-stripe-types";
import { metadataOf, resourceMissing, type FakeStripeRequest, type FakeStripeState } from "./fake-stripe-state";

/** Stripe's 400 for a request it will not carry out. */
function invalidRequest(message: string, extra: { code?: string; param?: string } = {}) {
  return { error: { type: "invalid_request_error", message, ...extra } };
}

/** A new Express account: it can receive nothing until its holder finishes onboarding. */
export function createAccount(state: FakeStripeState, { form, send, remember }: FakeStripeRequest) {
  if (form.type !== "express") return send(400, invalidRequest("The fake makes Express accounts only.", { param: "type" }));
  const id = `acct_${randomBytes(8).toString("hex")}`;
  const account: FakeAccount = {
    id,
    object: "account",
    type: "express",
    email: form.email ?? null,
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: form["capabilities[transfers][requested]"] === "true" ? { transfers: "inactive" } : {},
    metadata: metadataOf(form),
    external_accounts: { object: "list", data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
    created: Math.floor(Date.now() / 1000),
  };
  state.accounts.set(id, account);
  return remember(account);
}

export function retrieveAccount(state: FakeStripeState, { send }: FakeStripeRequest, accountId: string) {
  const account = state.accounts.get(accountId);
  if (account) return send(200, account);
  return send(404, resourceMissing(`No such account: '${accountId}'`));
}

/** A fresh single-use onboarding link each time, as Stripe makes. */
export function createAccountLink(state: FakeStripeState, { form, send }: FakeStripeRequest) {
  for (const field of ["account", "refresh_url", "return_url", "type"]) {
    if (!form[field]) return send(400, invalidRequest(`Missing required param: ${field}.`, { code: "parameter_missing", param: field }));
  }
  if (!state.accounts.has(form.account)) {
    return send(400, { error: { ...resourceMissing(`No such account: '${form.account}'`).error, param: "account" } });
  }
  const created = Math.floor(Date.now() / 1000);
  return send(200, {
    object: "account_link",
    created,
    expires_at: created + 300,
    url: `https://connect.stripe.com/setup/e/${form.account}/${randomBytes(9).toString("hex")}`,
  });
}

/** A transfer to a connected account that can receive it, within the platform balance. */
export function createTransfer(state: FakeStripeState, { form, send, remember }: FakeStripeRequest) {
  const destination = state.accounts.get(form.destination);
  if (!destination) {
    return send(400, invalidRequest(`No such destination: '${form.destination}'`, { code: "resource_missing", param: "destination" }));
  }
  if (destination.capabilities.transfers !== "active") {
    return send(
      400,
      invalidRequest(
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
        { param: "destination" },
      ),
    );
  }
  const amount = Number(form.amount);
  if (state.platformBalance !== null && amount > state.platformBalance) {
    return send(
      400,
      invalidRequest(
        "You have insufficient funds in your Stripe account. One likely reason you have insufficient funds is that your funds are automatically being paid out; try enabling manual payouts by going to https://dashboard.stripe.com/account/payouts.",
        { code: "balance_insufficient" },
      ),
    );
  }
  if (state.platformBalance !== null) state.platformBalance -= amount;
  const transfer: FakeTransfer = {
    id: `tr_${randomBytes(10).toString("hex")}`,
    object: "transfer",
    amount,
    amount_reversed: 0,
    currency: form.currency,
    destination: destination.id,
    metadata: metadataOf(form),
    transfer_group: form.transfer_group ?? null,
    reversed: false,
    created: Math.floor(Date.now() / 1000),
  };
  state.transfers.set(transfer.id, transfer);
  return remember(transfer);
}

/** Onboarding finished on Stripe's pages: the account can receive transfers and pay them to its bank. */
export function onboardAccount(state: FakeStripeState, accountId: string, last4: string): FakeAccount {
  const account = state.accounts.get(accountId);
  if (!account) throw new Error(`The fake knows no account ${accountId}`);
  account.details_submitted = true;
  account.payouts_enabled = true;
  account.capabilities = { ...account.capabilities, transfers: "active" };
  account.external_accounts.data = [
    {
      id: `ba_${randomBytes(8).toString("hex")}`,
      object: "bank_account",
      account: accountId,
      bank_name: "STRIPE TEST BANK",
      country: "US",
      currency: "usd",
      default_for_currency: true,
      last4,
      status: "new",
    },
  ];
  return account;
}
