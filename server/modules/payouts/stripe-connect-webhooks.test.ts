// Payouts with Stripe Connect through the whole app, the SDK talking to the local fake: the coach's
// onboarding link makes the Express account once; Connect's signed webhooks are verified (a bad
// signature changes nothing), applied once (a replay changes nothing) and in order (stale account news
// change nothing); a payout goes out as a Transfer, and a reversed transfer returns the money and
// e-mails the coach once; a bank's refusal at Stripe e-mails the coach.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CoachEarnings } from "#common/earnings";
import { coaches, payoutAccounts, payouts } from "../../db/schema";
import { asUser } from "../../../tests/support/bookings";
import { coachAccount } from "../../../tests/support/coach-accounts";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";
import { mailCount } from "../payments/payments-test-helpers";
import { recordRelease, recordSessionPaid } from "./ledger";

const { app, fake, keys, webhook } = await startStripeTestApp({});
const db = app.database.db;
const coach = await coachAccount(app, { firstName: "Noor", lastName: "Ali" });
const [{ email: coachEmail }] = await db.select({ email: coaches.email }).from(coaches).where(eq(coaches.id, coach.coachId));

const event = (id: string, type: string, object: object, extra: object = {}) => ({
  id,
  object: "event",
  type,
  livemode: false,
  created: Math.floor(Date.now() / 1000),
  data: { object },
  ...extra,
});
const earnings = async () => (await (await app.request("/api/coach/earnings", asUser(coach))).json()) as CoachEarnings;

describe("payouts with Stripe Connect", () => {
  let accountId: string;

  it("links the coach to their Express account, made once", async () => {
    const first = await app.request("/api/coach/payout-account/link", asUser(coach, { method: "POST" }));
    expect(first.status).toBe(200);
    expect(((await first.json()) as { url: string }).url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const second = await app.request("/api/coach/payout-account/link", asUser(coach, { method: "POST" }));
    expect(second.status).toBe(200);
    expect(fake.accounts.size).toBe(1);
    [accountId] = fake.accounts.keys();
    expect((await earnings()).payoutAccount).toEqual({ provider: "stripe", payoutsEnabled: false, last4: null });
    // The test provider's form is not for Stripe.
    const form = { accountHolderName: "Noor Ali", routingNumber: "110000000", accountNumber: "000123456789" };
    expect((await app.request("/api/coach/payout-account", asUser(coach, { method: "POST", json: form }))).status).toBe(409);
  });

  it("applies account.updated once it is verified, and never an older one", async () => {
    const onboarded = fake.onboardAccount(accountId, "4321");
    const news = event("evt_acct_updated_2", "account.updated", onboarded, { account: accountId, created: Math.floor(Date.now() / 1000) });
    expect((await webhook(news, { secret: "whsec_someoneelse" })).status).toBe(400);
    expect((await earnings()).payoutAccount?.payoutsEnabled).toBe(false);
    expect((await webhook(news, { secret: keys.connectWebhookSecret })).status).toBe(200);
    expect((await earnings()).payoutAccount).toEqual({ provider: "stripe", payoutsEnabled: true, last4: "4321" });
    // Replayed, and an older event that says payouts were off: nothing changes.
    expect((await webhook(news, { secret: keys.connectWebhookSecret })).status).toBe(200);
    const stale = event(
      "evt_acct_updated_1",
      "account.updated",
      { ...onboarded, payouts_enabled: false },
      {
        account: accountId,
        created: news.created - 60,
      },
    );
    expect((await webhook(stale, { secret: keys.connectWebhookSecret })).status).toBe(200);
    expect((await earnings()).payoutAccount?.payoutsEnabled).toBe(true);
  });

  it("pays out as a Transfer; a reversed transfer returns the money and e-mails the coach, once", async () => {
    const bookingId = randomUUID();
    await db.transaction(async (tx) => {
      await recordSessionPaid(tx, {
        bookingId,
        coachId: coach.coachId,
        paymentId: `pi_${bookingId}`,
        amountCents: 10_000,
        feeCents: 1_500,
        occurredAt: new Date(),
        description: "Session",
      });
      await recordRelease(tx, { bookingId, occurredAt: new Date(), description: "Released" });
    });
    expect(await app.services.payouts.runPayouts()).toBe(1);
    const [payout] = await db.select().from(payouts).where(eq(payouts.coachId, coach.coachId));
    expect(payout).toMatchObject({ status: "paid", amountCents: 8_500, provider: "stripe", accountId });
    const transfer = fake.transfers.get(payout.transferId!);
    expect(transfer).toMatchObject({ amount: 8_500, destination: accountId });
    expect((await earnings()).availableCents).toBe(0);

    const reversed = event("evt_transfer_reversed_1", "transfer.reversed", { ...transfer, amount_reversed: 8_500, reversed: true });
    expect((await webhook(reversed)).status).toBe(200);
    expect((await webhook(reversed)).status).toBe(200);
    expect((await earnings()).availableCents).toBe(8_500);
    const [after] = await db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(after.status).toBe("failed");
    expect(await mailCount(app, coachEmail, "payouts.failed")).toBe(1);
  });

  it("tells the coach when their bank refused a payout at Stripe, once", async () => {
    const failed = event(
      "evt_payout_failed_1",
      "payout.failed",
      { id: "po_1", object: "payout", amount: 8_500, failure_message: "The bank account has been closed." },
      { account: accountId },
    );
    expect((await webhook(failed, { secret: keys.connectWebhookSecret })).status).toBe(200);
    expect((await webhook(failed, { secret: keys.connectWebhookSecret })).status).toBe(200);
    expect(await mailCount(app, coachEmail, "payouts.bank-failed")).toBe(1);
    const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.coachId, coach.coachId));
    expect(account.externalId).toBe(accountId);
  });
});
