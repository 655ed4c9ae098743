// Card payments over HTTP (docs/product/bookings-and-payments.md#checkout), with both adapters: the built-in
// test provider, and Stripe through the real SDK against a local fake of its API, with webhooks signed by the
// SDK's own helper. The rules: the amount is the booking's; free, foreign and paid bookings are refused;
// a double click, a replayed webhook or a late event never charges or confirms twice.
import Stripe from "stripe";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBookingView } from "#common/bookings";
import type { PaymentIntentAnswer, PaymentOutcome } from "#common/payments";
import { bookings, paymentEvents, testPaymentIntents } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";
import { startTestApp } from "../../../tests/support/test-app";
import { bookingRow, confirm, intentEvent, intentFor, mailCount, setUp } from "./payments-test-helpers";
import { createStripePaymentProvider } from "./stripe-provider";

const testApp = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const {
  app: stripeApp,
  fake,
  keys,
  webhook,
} = await startStripeTestApp({
  ADMIN_EMAILS: TEST_ADMIN_EMAIL,
});
const unreachableApp = await startTestApp(
  { ADMIN_EMAILS: TEST_ADMIN_EMAIL },
  {
    paymentProvider: createStripePaymentProvider({
      secretKey: "sk_test_unreachable",
      publishableKey: "pk_test_unreachable",
      webhookSecret: "whsec_unreachable",
      api: { host: "127.0.0.1", port: 9, protocol: "http" },
    }),
  },
);

const stripe = new Stripe(keys.secretKey);

/** Each app's admin, coach and client, made once for all the describe blocks that use that app. */
let builtIn: Awaited<ReturnType<typeof setUp>>;
let withStripe: Awaited<ReturnType<typeof setUp>>;
beforeAll(async () => {
  builtIn = await setUp(testApp);
  withStripe = await setUp(stripeApp);
});

/** Posts `body` to the Stripe webhook, with the `Stripe-Signature` header when one is given. */
function postWebhook(body: string, signature?: string) {
  return stripeApp.request("/api/webhooks/stripe", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...(signature !== undefined ? { "Stripe-Signature": signature } : {}) },
  });
}

/** The client's PaymentIntent for `booking`: the app's answer and the fake's record of it. */
async function setUpIntent(booking: AdminBookingView) {
  const answer = (await (await intentFor(stripeApp, withStripe.client, booking.id, 1)).json()) as PaymentIntentAnswer;
  const intent = fake.intents.get((await bookingRow(stripeApp, booking.id)).paymentIntentId!)!;
  return { answer, intent };
}

describe("with the built-in test provider: the intent, refusals and a declined card", () => {
  const app = testApp;

  it("answers 401 signed out", async () => {
    expect((await app.request("/api/create-payment-intent", { method: "POST", json: { bookingId: "x", amount: 1 } })).status).toBe(401);
  });

  it("charges the booking's amount, whatever amount the browser sends, and gives the same intent twice", async () => {
    const booking = await builtIn.paid("120.00");
    const first = await intentFor(app, builtIn.client, booking.id, 0.5);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as PaymentIntentAnswer;
    expect(answer).toMatchObject({ amountCents: 12000, provider: "test" });
    const again = (await (await intentFor(app, builtIn.client, booking.id, 99999)).json()) as PaymentIntentAnswer;
    expect(again.clientSecret).toBe(answer.clientSecret);
    const intents = await app.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.idempotencyKey, `kindred-booking-${booking.id}`));
    expect(intents).toHaveLength(1);
    expect(intents[0].amount).toBe(12000);
    expect((await bookingRow(app, booking.id)).paymentIntentId).toBe(intents[0].id);
  });

  it("refuses a free booking, someone else's booking and a paid one", async () => {
    const free = await builtIn.paid("0");
    const freeAnswer = await intentFor(app, builtIn.client, free.id);
    expect(freeAnswer.status).toBe(400);
    const booking = await builtIn.paid();
    const stranger = await createAccount(app);
    expect((await intentFor(app, stranger, booking.id)).status).toBe(404);
    expect((await confirm(app, stranger, booking.id, "tok_visa")).status).toBe(404);
    expect((await intentFor(app, builtIn.client, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    await intentFor(app, builtIn.client, booking.id);
    expect((await (await confirm(app, builtIn.client, booking.id, "tok_visa")).json()) as PaymentOutcome).toEqual({ status: "succeeded" });
    const paidAgain = await intentFor(app, builtIn.client, booking.id);
    expect(paidAgain.status).toBe(409);
    expect((await paidAgain.json()).message).toBe("This booking is already paid.");
  });

  it("leaves a declined card's booking unpaid and payable, then confirms it with a good card", async () => {
    const booking = await builtIn.paid();
    await intentFor(app, builtIn.client, booking.id);
    const declined = (await (await confirm(app, builtIn.client, booking.id, "tok_chargeDeclined")).json()) as PaymentOutcome;
    expect(declined).toEqual({ status: "failed", message: "Your card was declined." });
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    const ok = (await (await confirm(app, builtIn.client, booking.id, "tok_visa")).json()) as PaymentOutcome;
    expect(ok.status).toBe("succeeded");
    const row = await bookingRow(app, booking.id);
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", calendarSequence: 1 });
    expect(await mailCount(app, builtIn.client.email, "booking.paid")).toBeGreaterThanOrEqual(1);
  });
});

describe("with the built-in test provider: double clicks, late sessions and bad confirmations", () => {
  const app = testApp;

  it("charges once on a double click on pay", async () => {
    const booking = await builtIn.paid();
    const intentsBefore = await mailCount(app, builtIn.client.email, "booking.paid");
    // Two clicks set up the payment at once, then both confirm at once.
    const [a, b] = await Promise.all([intentFor(app, builtIn.client, booking.id), intentFor(app, builtIn.client, booking.id)]);
    expect(((await a.json()) as PaymentIntentAnswer).clientSecret).toBe(((await b.json()) as PaymentIntentAnswer).clientSecret);
    const outcomes = await Promise.all([
      confirm(app, builtIn.client, booking.id, "tok_visa"),
      confirm(app, builtIn.client, booking.id, "tok_visa"),
    ]);
    for (const outcome of outcomes) expect(((await outcome.json()) as PaymentOutcome).status).toBe("succeeded");
    const row = await bookingRow(app, booking.id);
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", calendarSequence: 1 });
    const events = await app.database.db
      .select()
      .from(paymentEvents)
      .where(like(paymentEvents.id, `test:${row.paymentIntentId}:succeeded%`));
    expect(events).toHaveLength(1);
    expect(await mailCount(app, builtIn.client.email, "booking.paid")).toBe(intentsBefore + 1);
    expect(await mailCount(app, "maya.lin@example.com", "booking.paid.coach")).toBeGreaterThanOrEqual(1);
  });

  it("refuses to take payment for a session whose time has passed", async () => {
    const booking = await builtIn.paid();
    await app.database.db
      .update(bookings)
      .set({ scheduledDate: new Date(Date.now() - 3_600_000) })
      .where(eq(bookings.id, booking.id));
    const response = await intentFor(app, builtIn.client, booking.id);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe("This session's time has passed. Please contact us to reschedule it.");
  });

  it("refuses a confirmation without a token, or with an unknown one", async () => {
    const booking = await builtIn.paid();
    await intentFor(app, builtIn.client, booking.id);
    expect((await confirm(app, builtIn.client, booking.id)).status).toBe(400);
    expect((await confirm(app, builtIn.client, booking.id, "4242424242424242")).status).toBe(400);
  });

  it("has no Stripe webhook", async () => {
    expect((await app.request("/api/webhooks/stripe", { method: "POST", body: "{}" })).status).toBe(404);
  });
});

describe("with Stripe (the SDK against a local fake): the intent and signed webhooks", () => {
  const app = stripeApp;

  it("creates the PaymentIntent on the server for the booking's amount, with one idempotency key per booking", async () => {
    const booking = await withStripe.paid("85.00");
    const { answer, intent } = await setUpIntent(booking);
    expect(answer).toMatchObject({ clientSecret: intent.client_secret, amountCents: 8500, provider: "stripe" });
    expect(intent.amount).toBe(8500);
    expect(intent.currency).toBe("usd");
    expect(intent.metadata).toEqual({ bookingId: booking.id });
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created.at(-1)?.idempotencyKey).toBe(`kindred-booking-${booking.id}`);
    expect(created.at(-1)?.form["automatic_payment_methods[enabled]"]).toBe("true");
    expect(created.at(-1)?.authorization).toBe(`Bearer ${keys.secretKey}`);
    // Again: the stored intent is reused, no second one is made.
    const again = (await (await intentFor(app, withStripe.client, booking.id, 1)).json()) as PaymentIntentAnswer;
    expect(again.clientSecret).toBe(intent.client_secret);
    expect(fake.requests.filter((r) => r.method === "POST" && r.form.amount === "8500")).toHaveLength(1);
  });

  it("confirms the booking from a signed payment_intent.succeeded, and a replay changes nothing twice", async () => {
    const booking = await withStripe.paid();
    const { intent } = await setUpIntent(booking);
    const paidMailsBefore = await mailCount(app, withStripe.client.email, "booking.paid");
    const event = intentEvent("evt_succeeded_1", "payment_intent.succeeded", { ...intent, status: "succeeded" });
    expect((await webhook(event)).status).toBe(200);
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", calendarSequence: 1 });
    expect((await webhook(event)).status).toBe(200);
    // A late failure for the same intent cannot undo the payment.
    expect(
      (await webhook(intentEvent("evt_failed_late", "payment_intent.payment_failed", { ...intent, status: "requires_payment_method" })))
        .status,
    ).toBe(200);
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", calendarSequence: 1 });
    expect(await mailCount(app, withStripe.client.email, "booking.paid")).toBe(paidMailsBefore + 1);
    const recorded = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_succeeded_1"));
    expect(recorded).toHaveLength(1);
    // Paid: no new intent.
    expect((await intentFor(app, withStripe.client, booking.id)).status).toBe(409);
  });

  it("refuses an unsigned, a badly signed or a tampered webhook, and changes nothing", async () => {
    const booking = await withStripe.paid();
    const { intent } = await setUpIntent(booking);
    const event = intentEvent("evt_forged", "payment_intent.succeeded", { ...intent, status: "succeeded" });
    expect((await webhook(event, { secret: "whsec_someoneelse" })).status).toBe(400);
    expect((await postWebhook(JSON.stringify(event))).status).toBe(400);
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
    const tampered = payload.replace('"succeeded"', '"succeeded" ');
    const response = await postWebhook(tampered, signature);
    expect(response.status).toBe(400);
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_forged"))).toHaveLength(0);
  });

  it("does not confirm a payment whose amount differs from the booking's", async () => {
    const booking = await withStripe.paid("120.00");
    const { intent } = await setUpIntent(booking);
    await webhook(intentEvent("evt_wrong_amount", "payment_intent.succeeded", { ...intent, amount: 100, status: "succeeded" }));
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });
});

describe("with Stripe (the SDK against a local fake): checking with Stripe, refunds and the logs", () => {
  const app = stripeApp;

  it("checks with Stripe when the browser says the payment went through (no webhook yet)", async () => {
    const booking = await withStripe.paid();
    const { intent } = await setUpIntent(booking);
    // Not paid yet at Stripe: nothing changes.
    expect(((await (await confirm(app, withStripe.client, booking.id)).json()) as PaymentOutcome).status).toBe("failed");
    expect((await bookingRow(app, booking.id)).paymentStatus).toBe("pending");
    intent.status = "succeeded";
    expect(((await (await confirm(app, withStripe.client, booking.id)).json()) as PaymentOutcome).status).toBe("succeeded");
    expect(await bookingRow(app, booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "succeeded" });
    // The webhook arriving afterwards changes nothing more.
    const before = await mailCount(app, withStripe.client.email, "booking.paid");
    await webhook(intentEvent("evt_after_sync", "payment_intent.succeeded", { ...intent }));
    expect(await mailCount(app, withStripe.client.email, "booking.paid")).toBe(before);
  });

  it("marks a fully refunded charge refunded, and ignores events it does not use", async () => {
    const booking = await withStripe.paid();
    const { intent } = await setUpIntent(booking);
    await webhook(intentEvent("evt_paid_r", "payment_intent.succeeded", { ...intent, status: "succeeded" }));
    const refund = {
      id: "evt_refund",
      object: "event",
      type: "charge.refunded",
      api_version: "2026-10-28.endive",
      created: 1,
      data: { object: { id: "ch_1", object: "charge", payment_intent: intent.id, refunded: true } },
    };
    expect((await webhook(refund)).status).toBe(200);
    expect((await bookingRow(app, booking.id)).paymentStatus).toBe("refunded");
    expect((await webhook({ ...refund, id: "evt_other", type: "customer.created", data: { object: { id: "cus_1" } } })).status).toBe(200);
  });

  it("never writes the secret key or the webhook secret to the logs", () => {
    const logs = app.logs.join("\n");
    expect(logs).not.toContain(keys.secretKey);
    expect(logs).not.toContain(keys.webhookSecret);
  });
});

describe("the payment provider API failing", () => {
  const app = unreachableApp;

  it("answers 502 without the provider's details", async () => {
    const ctx = await setUp(app);
    const booking = await ctx.paid();
    const response = await intentFor(app, ctx.client, booking.id);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe("The payment provider could not be reached. Please try again.");
  });
});

describe("the Content-Security-Policy", () => {
  it("lets Stripe.js and its frames in only when Stripe takes the payments", async () => {
    const plain = (await testApp.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(plain).not.toContain("stripe");
    const withStripe = (await stripeApp.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(withStripe).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/);
    expect(withStripe).toContain("frame-src https://js.stripe.com");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com");
  });
});
