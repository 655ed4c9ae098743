// The Stripe Connect side of payouts, through Stripe's real SDK against the local fake
// (tests/support/fake-stripe.ts): a coach's Express account made once with a fresh onboarding link
// each time, the account as the port speaks of it, a payout's transfer made once per key and a
// refusal answered as "failed" with Stripe's words; and Connect's webhook events, signed as Stripe
// signs them, told as the port's PayoutEvent by the one Stripe webhook parser.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "../../../tests/support/fake-stripe";
import { STRIPE_TEST_KEYS } from "../../../tests/support/stripe-test-app";
import { WebhookSignatureError } from "../payments/provider";
import { createStripePaymentProvider } from "../payments/stripe-provider";
import { createStripePayoutProvider } from "./stripe-payouts";

const fake = await startFakeStripe();
afterAll(() => fake.close());

const api = { host: "127.0.0.1", port: fake.port, protocol: "http" as const };
const CONNECT_WEBHOOK_SECRET = STRIPE_TEST_KEYS.connectWebhookSecret;
const payouts = createStripePayoutProvider({ secretKey: STRIPE_TEST_KEYS.secretKey, api });
const payments = createStripePaymentProvider({ ...STRIPE_TEST_KEYS, connectWebhookSecret: CONNECT_WEBHOOK_SECRET, api });
const signer = new Stripe(STRIPE_TEST_KEYS.secretKey);

const earningsPage = "http://localhost:3000/coach/earnings";

async function newAccount(key: string, email = "maya.lin@example.com") {
  return payouts.createOnboardingLink!({ accountId: null, email, returnUrl: earningsPage, refreshUrl: earningsPage, idempotencyKey: key });
}

/** The body and Stripe-Signature header of `event`, signed with `secret` at `timestamp` (seconds; now by default). */
function signed(event: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  return { body: Buffer.from(payload), signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

function connectEvent(id: string, type: string, object: object, extra: object = {}) {
  return { id, object: "event", type, livemode: false, created: Math.floor(Date.now() / 1000), data: { object }, ...extra };
}

describe("onboarding a coach to Stripe Connect", () => {
  it("makes the Express account once and a new onboarding link each time", async () => {
    const first = await newAccount("payout-account-coach-1");
    expect(first.accountId).toMatch(/^acct_/);
    expect(first.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const made = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      idempotencyKey: "payout-account-coach-1",
      form: { type: "express", email: "maya.lin@example.com", "capabilities[transfers][requested]": "true" },
    });

    // A retry whose answer was lost before the account id was stored: the same account.
    const retried = await newAccount("payout-account-coach-1");
    expect(retried.accountId).toBe(first.accountId);
    expect(retried.url).not.toBe(first.url);

    const again = await payouts.createOnboardingLink!({
      accountId: first.accountId,
      email: "maya.lin@example.com",
      returnUrl: `${earningsPage}?onboarding=done`,
      refreshUrl: `${earningsPage}?onboarding=refresh`,
      idempotencyKey: "payout-account-coach-1",
    });
    expect(again.accountId).toBe(first.accountId);
    expect(new Set([first.url, retried.url, again.url]).size).toBe(3);
    expect([...fake.accounts.values()].filter((a) => a.email === "maya.lin@example.com")).toHaveLength(1);
    const links = fake.requests.filter((r) => r.path === "/v1/account_links");
    expect(links.at(-1)?.form).toEqual({
      account: first.accountId,
      refresh_url: `${earningsPage}?onboarding=refresh`,
      return_url: `${earningsPage}?onboarding=done`,
      type: "account_onboarding",
    });
  });

  it("answers the account before and after onboarding, and null for one Stripe does not know", async () => {
    const { accountId } = await newAccount("payout-account-coach-2", "sam.ortiz@example.com");
    expect(await payouts.retrieveAccount(accountId)).toEqual({ id: accountId, payoutsEnabled: false, last4: null });
    fake.onboardAccount(accountId, "4321");
    expect(await payouts.retrieveAccount(accountId)).toEqual({ id: accountId, payoutsEnabled: true, last4: "4321" });
    expect(await payouts.retrieveAccount("acct_unknown")).toBeNull();
  });
});

describe("a payout's transfer", () => {
  it("is made once per idempotency key, to the coach's account, grouped by the payout", async () => {
    const { accountId } = await newAccount("payout-account-coach-3", "ana.reyes@example.com");
    fake.onboardAccount(accountId);
    const input = {
      accountId,
      amountCents: 10_200,
      currency: "usd" as const,
      idempotencyKey: "payout-p1",
      metadata: { payoutId: "p1", coachId: "c3" },
    };
    const first = await payouts.transfer(input);
    const repeated = await payouts.transfer(input);
    expect(first).toEqual({ id: expect.stringMatching(/^tr_/), status: "paid" });
    expect(repeated).toEqual(first);
    const made = [...fake.transfers.values()].filter((t) => t.destination === accountId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: first.id,
      amount: 10_200,
      currency: "usd",
      transfer_group: "p1",
      metadata: { payoutId: "p1", coachId: "c3" },
    });

    const next = await payouts.transfer({ ...input, idempotencyKey: "payout-p2", metadata: { payoutId: "p2", coachId: "c3" } });
    expect(next.id).not.toBe(first.id);
    expect([...fake.transfers.values()].filter((t) => t.destination === accountId)).toHaveLength(2);
  });

  it("answers failed with Stripe's message when the account cannot receive transfers yet, or is unknown", async () => {
    const { accountId } = await newAccount("payout-account-coach-4", "lee.park@example.com");
    const input = { accountId, amountCents: 5_000, currency: "usd" as const, idempotencyKey: "payout-p4", metadata: { payoutId: "p4" } };
    expect(await payouts.transfer(input)).toEqual({
      id: "",
      status: "failed",
      failureMessage: expect.stringContaining(
        "Your destination account needs to have at least one of the following capabilities enabled: transfers",
      ),
    });
    expect(await payouts.transfer({ ...input, accountId: "acct_gone", idempotencyKey: "payout-p5" })).toEqual({
      id: "",
      status: "failed",
      failureMessage: "No such destination: 'acct_gone'",
    });
    expect([...fake.transfers.values()].filter((t) => t.destination === accountId)).toHaveLength(0);
  });

  it("answers failed when the platform balance is short", async () => {
    const { accountId } = await newAccount("payout-account-coach-5", "kim.diaz@example.com");
    fake.onboardAccount(accountId);
    fake.setPlatformBalance(1_000);
    try {
      const answer = await payouts.transfer({ accountId, amountCents: 1_001, currency: "usd", idempotencyKey: "payout-p6", metadata: {} });
      expect(answer).toEqual({ id: "", status: "failed", failureMessage: expect.stringContaining("insufficient funds") });
    } finally {
      fake.setPlatformBalance(null);
    }
  });

  it("throws when Stripe fails on its side, for the caller to try again", async () => {
    // A Stripe that answers 503 and asks not to be retried (so the SDK gives up at once).
    const down = http.createServer((_req, res) => {
      res.writeHead(503, { "Content-Type": "application/json", "Stripe-Should-Retry": "false" });
      res.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred." } }));
    });
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    try {
      const unavailable = createStripePayoutProvider({
        secretKey: STRIPE_TEST_KEYS.secretKey,
        api: { ...api, port: (down.address() as AddressInfo).port },
      });
      await expect(
        unavailable.transfer({ accountId: "acct_x", amountCents: 100, currency: "usd", idempotencyKey: "payout-p7", metadata: {} }),
      ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    } finally {
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  });
});

describe("Connect's webhook events", () => {
  it("tells account.updated as the payout account, the same as retrieving it", async () => {
    const { accountId } = await newAccount("payout-account-coach-6", "noor.ali@example.com");
    const account = fake.onboardAccount(accountId, "1122");
    const event = connectEvent("evt_account_1", "account.updated", account, { account: accountId });
    const { body, signature } = signed(event, CONNECT_WEBHOOK_SECRET);
    expect(payments.parseWebhook!(body, signature)).toEqual({
      id: "evt_account_1",
      type: "payout-account.updated",
      account: await payouts.retrieveAccount(accountId),
      occurredAt: new Date(event.created * 1000),
    });
    expect(await payouts.retrieveAccount(accountId)).toEqual({ id: accountId, payoutsEnabled: true, last4: "1122" });
  });

  it("tells transfer.reversed (the platform's event) with what was taken back", () => {
    const transfer = {
      id: "tr_reversed_1",
      object: "transfer",
      amount: 10_200,
      amount_reversed: 10_200,
      destination: "acct_1",
      reversed: true,
    };
    const { body, signature } = signed(connectEvent("evt_transfer_1", "transfer.reversed", transfer), STRIPE_TEST_KEYS.webhookSecret);
    expect(payments.parseWebhook!(body, signature)).toEqual({
      id: "evt_transfer_1",
      type: "transfer.reversed",
      transferId: "tr_reversed_1",
      amountReversedCents: 10_200,
    });
  });

  it("tells a connected account's payout.failed, with Stripe's reason or a plain one", () => {
    const payout = { id: "po_1", object: "payout", amount: 8_500, status: "failed", failure_message: "The bank account has been closed." };
    const first = signed(connectEvent("evt_payout_1", "payout.failed", payout, { account: "acct_coach_7" }), CONNECT_WEBHOOK_SECRET);
    expect(payments.parseWebhook!(first.body, first.signature)).toEqual({
      id: "evt_payout_1",
      type: "payout.failed",
      accountId: "acct_coach_7",
      amountCents: 8_500,
      failureMessage: "The bank account has been closed.",
    });
    const silent = { ...payout, failure_message: null };
    const second = signed(connectEvent("evt_payout_2", "payout.failed", silent, { account: "acct_coach_7" }), CONNECT_WEBHOOK_SECRET);
    expect(payments.parseWebhook!(second.body, second.signature)).toMatchObject({
      type: "payout.failed",
      failureMessage: "The payout failed.",
    });
  });

  it("ignores, with the problem, the platform's own failed payout and objects it cannot use", () => {
    const cases = [
      {
        event: connectEvent("evt_bad_1", "payout.failed", { id: "po_own", object: "payout", amount: 100 }),
        problem: "the platform's own payout",
      },
      {
        event: connectEvent("evt_bad_2", "payout.failed", { id: "po_x", object: "payout" }, { account: "acct_x" }),
        problem: "without an amount",
      },
      {
        event: connectEvent("evt_bad_3", "account.updated", { object: "account", payouts_enabled: true }),
        problem: "without an account id",
      },
      { event: connectEvent("evt_bad_4", "transfer.reversed", { id: "tr_x", object: "transfer" }), problem: "amount reversed" },
    ];
    for (const { event, problem } of cases) {
      const { body, signature } = signed(event, CONNECT_WEBHOOK_SECRET);
      expect(payments.parseWebhook!(body, signature)).toEqual({
        id: event.id,
        type: "ignored",
        providerType: event.type,
        problem: expect.stringContaining(problem),
      });
    }
  });

  it("refuses a bad signature, a stale one, and Connect's events when the Connect secret is not configured", () => {
    const event = connectEvent("evt_sig_1", "account.updated", { id: "acct_1", object: "account", payouts_enabled: true });
    const wrong = signed(event, "whsec_someoneelse");
    expect(() => payments.parseWebhook!(wrong.body, wrong.signature)).toThrow(WebhookSignatureError);
    expect(() => payments.parseWebhook!(wrong.body, undefined)).toThrow(WebhookSignatureError);
    const tampered = signed(event, CONNECT_WEBHOOK_SECRET);
    const altered = Buffer.from(tampered.body.toString().replace('"payouts_enabled":true', '"payouts_enabled":false'));
    expect(() => payments.parseWebhook!(altered, tampered.signature)).toThrow(WebhookSignatureError);

    // Older than the SDK's five minutes' tolerance: a replay, refused.
    const stale = signed(event, CONNECT_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(() => payments.parseWebhook!(stale.body, stale.signature)).toThrow(WebhookSignatureError);

    const withoutConnect = createStripePaymentProvider({ ...STRIPE_TEST_KEYS, connectWebhookSecret: undefined, api });
    const good = signed(event, CONNECT_WEBHOOK_SECRET);
    expect(payments.parseWebhook!(good.body, good.signature)).toMatchObject({ type: "payout-account.updated" });
    expect(() => withoutConnect.parseWebhook!(good.body, good.signature)).toThrow(WebhookSignatureError);
  });

  it("still tells the account endpoint's payment events, and ignores other events on a connected account", () => {
    const intent = {
      id: "pi_paid_1",
      object: "payment_intent",
      amount: 12_000,
      currency: "usd",
      status: "succeeded",
      client_secret: "pi_paid_1_secret_x",
      metadata: { bookingId: "b1" },
      last_payment_error: null,
    };
    const platform = signed(connectEvent("evt_pi_1", "payment_intent.succeeded", intent), STRIPE_TEST_KEYS.webhookSecret);
    expect(payments.parseWebhook!(platform.body, platform.signature)).toMatchObject({
      id: "evt_pi_1",
      type: "payment.succeeded",
      intent: { id: "pi_paid_1", amountCents: 12_000, metadata: { bookingId: "b1" } },
    });
    const onCoach = signed(connectEvent("evt_pi_2", "payment_intent.succeeded", intent, { account: "acct_coach" }), CONNECT_WEBHOOK_SECRET);
    expect(payments.parseWebhook!(onCoach.body, onCoach.signature)).toEqual({
      id: "evt_pi_2",
      type: "ignored",
      providerType: "payment_intent.succeeded",
    });
  });

  it("ignores a connected account's test-mode event when the keys are live ones", () => {
    const live = createStripePaymentProvider({
      secretKey: "sk_live_kindredfake",
      publishableKey: "pk_live_kindredfake",
      webhookSecret: STRIPE_TEST_KEYS.webhookSecret,
      connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
      api,
    });
    const payout = { id: "po_test", object: "payout", amount: 100, failure_message: "Test" };
    const testMode = signed(connectEvent("evt_mode_1", "payout.failed", payout, { account: "acct_live" }), CONNECT_WEBHOOK_SECRET);
    expect(live.parseWebhook!(testMode.body, testMode.signature)).toEqual({
      id: "evt_mode_1",
      type: "ignored",
      providerType: "payout.failed",
      problem: "a test-mode event on the live endpoint",
    });
    const liveMode = signed(
      connectEvent("evt_mode_2", "payout.failed", payout, { account: "acct_live", livemode: true }),
      CONNECT_WEBHOOK_SECRET,
    );
    expect(live.parseWebhook!(liveMode.body, liveMode.signature)).toMatchObject({ type: "payout.failed", accountId: "acct_live" });
  });
});
