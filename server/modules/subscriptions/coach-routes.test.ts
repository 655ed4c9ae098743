// A coach's own subscription over real HTTP (GET /api/coach/subscription, POST .../cancel and
// .../resume), with the built-in test provider and with Stripe (the real SDK against a local fake):
// cancelling at the period's end keeps the profile live, resuming takes it back, a coach without a
// subscription sees 'none', and a lapsing subscription e-mails the coach once per change (a
// scheduled cancellation, a failed payment, the profile going offline) however often events replay.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COACH_PLAN, SUBSCRIPTION_MESSAGES, type CoachSubscriptionOverview } from "#common/coach-subscription";
import { coachApplications, emailOutbox } from "../../db/schema";
import { coachAccount } from "../../../tests/support/coach-accounts";
import { subscribedCoach, type SubscribedCoach } from "../../../tests/support/coach-subscriptions";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const env = { ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" };
const testApp = await startTestApp(env);
const { app: stripeApp, fake, webhook } = await startStripeTestApp({ ...env });

// Made once per app (accounts are slow to make on purpose); the tests of each app run in order.
const testCoach = await subscribedCoach(testApp);
const stripeCoach = await subscribedCoach(stripeApp, { stripe: fake });

const as = (coach: { jar: { header: string } }, init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: coach.jar.header },
});
const overview = async (app: TestApp, coach: SubscribedCoach) => {
  const response = await app.request("/api/coach/subscription", as(coach.account));
  expect(response.status).toBe(200);
  return (await response.json()) as CoachSubscriptionOverview;
};
const change = (app: TestApp, coach: { jar: { header: string } }, what: "cancel" | "resume") =>
  app.request(`/api/coach/subscription/${what}`, as(coach, { method: "POST" }));
const applicationOf = async (app: TestApp, coach: SubscribedCoach) =>
  (await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, coach.applicationId)))[0];
const mailsOf = async (app: TestApp, coach: SubscribedCoach, kind: string) =>
  app.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, coach.account.email)));
const isPublic = async (app: TestApp, coach: SubscribedCoach) => (await app.request(`/api/coaches/${coach.coachId}`)).status === 200;

describe("with the built-in test provider: the plan, cancelling and resuming", () => {
  const app = testApp;

  it("shows the plan, the status and the paid period; the test provider lists no invoices", async () => {
    const coach = testCoach;
    const body = await overview(app, coach);
    expect(body).toMatchObject({
      hasSubscription: true,
      plan: COACH_PLAN,
      status: "active",
      cancelAtPeriodEnd: false,
      invoices: [],
      stale: false,
    });
    expect(body.plan.label).toBe("$49.00 / month");
    // Paid just now for one month.
    const days = (new Date(body.currentPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("cancels at the period's end (the profile stays live), e-mails once, and resumes", async () => {
    const coach = testCoach;
    const { currentPeriodEnd } = await overview(app, coach);

    const cancelled = await change(app, coach.account, "cancel");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd });
    expect(await overview(app, coach)).toMatchObject({ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd });
    expect(await applicationOf(app, coach)).toMatchObject({
      subscriptionCancelAtPeriodEnd: true,
      subscriptionPeriodEnd: new Date(currentPeriodEnd!),
    });
    expect(await isPublic(app, coach)).toBe(true);

    // A second click changes nothing and announces nothing again.
    expect((await change(app, coach.account, "cancel")).status).toBe(200);
    const mails = await mailsOf(app, coach, "subscription.cancellation-scheduled");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("Your profile stays live until");
    expect(mails[0].textBody).toContain("/coach/subscription");

    const resumed = await change(app, coach.account, "resume");
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: false, currentPeriodEnd });
    expect(await overview(app, coach)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await applicationOf(app, coach)).toMatchObject({ subscriptionCancelAtPeriodEnd: false });
    expect(await isPublic(app, coach)).toBe(true);
  });
});

describe("with the built-in test provider: a lapsing subscription, no subscription, signed out", () => {
  const app = testApp;

  it("e-mails once when a payment fails and once when the profile goes offline, however often events replay", async () => {
    const coach = testCoach;
    const event = (id: string, status: "past_due" | "canceled" | "active") => ({
      id,
      type: "subscription.updated" as const,
      subscription: { id: coach.subscriptionId, status, cancelAtPeriodEnd: false },
      occurredAt: new Date(),
    });
    const apply = (e: ReturnType<typeof event>) => app.services.coachSubscriptions.applyEvent(e);

    expect(await apply(event("evt_test_past_due_1", "past_due"))).toBe("applied");
    expect(await apply(event("evt_test_past_due_1", "past_due"))).toBe("duplicate");
    // Another event saying the same: still no second e-mail.
    expect(await apply(event("evt_test_past_due_2", "past_due"))).toBe("applied");
    const failed = await mailsOf(app, coach, "subscription.payment-failed");
    expect(failed).toHaveLength(1);
    expect(failed[0].subject).toContain("payment failed");
    expect(await isPublic(app, coach)).toBe(true);
    expect(await mailsOf(app, coach, "subscription.profile-offline")).toHaveLength(0);

    expect(await apply(event("evt_test_ended_1", "canceled"))).toBe("applied");
    expect(await isPublic(app, coach)).toBe(false);
    expect(await apply(event("evt_test_ended_1", "canceled"))).toBe("duplicate");
    expect(await apply(event("evt_test_ended_2", "canceled"))).toBe("applied");
    const offline = await mailsOf(app, coach, "subscription.profile-offline");
    expect(offline).toHaveLength(1);
    expect(offline[0].subject).toContain("offline");

    // The status page shows the recorded end (the test provider itself never ends a subscription).
    await app.database.db.execute(sql`update test_subscriptions set status = 'canceled' where id = ${coach.subscriptionId}`);
    expect(await overview(app, coach)).toMatchObject({ status: "canceled" });
    // An ended subscription cannot be cancelled or resumed, and nothing changes.
    for (const what of ["cancel", "resume"] as const) {
      const refused = await change(app, coach.account, what);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(SUBSCRIPTION_MESSAGES.ended);
    }
    expect(await mailsOf(app, coach, "subscription.cancellation-scheduled")).toHaveLength(1);
  });

  it("shows 'none' to a coach without a subscription, whose cancel and resume answer 404", async () => {
    const coach = await coachAccount(app);
    const response = await app.request("/api/coach/subscription", as(coach));
    expect(await response.json()).toMatchObject({
      hasSubscription: false,
      status: "none",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      invoices: [],
    });
    for (const what of ["cancel", "resume"] as const) {
      const refused = await change(app, coach, what);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe(SUBSCRIPTION_MESSAGES.none);
    }
  });

  it("answers 401 signed out", async () => {
    expect((await app.request("/api/coach/subscription")).status).toBe(401);
    expect((await app.request("/api/coach/subscription/cancel", { method: "POST" })).status).toBe(401);
  });
});

describe("with Stripe (the SDK against a local fake): the invoices", () => {
  const app = stripeApp;

  it("lists the subscription's invoices from Stripe, newest first", async () => {
    const coach = stripeCoach;
    const created = Math.floor(Date.now() / 1000);
    fake.invoices.set("in_first", {
      id: "in_first",
      object: "invoice",
      subscription: coach.subscriptionId,
      number: "KIND-0001",
      amount_due: 4900,
      amount_paid: 4900,
      currency: "usd",
      status: "paid",
      created: created - 86_400,
      hosted_invoice_url: "https://invoice.stripe.com/i/acct_1/in_first",
    });
    fake.invoices.set("in_second", {
      ...fake.invoices.get("in_first")!,
      id: "in_second",
      number: "KIND-0002",
      status: "open",
      amount_paid: 0,
      created,
      hosted_invoice_url: "javascript:alert(1)",
    });
    fake.invoices.set("in_elsewhere", { ...fake.invoices.get("in_first")!, id: "in_elsewhere", subscription: "sub_someone_else" });

    const body = await overview(app, coach);
    expect(body).toMatchObject({ hasSubscription: true, status: "active", cancelAtPeriodEnd: false, stale: false });
    expect(body.invoices).toEqual([
      // Only an https address is passed on as a link.
      {
        id: "in_second",
        number: "KIND-0002",
        amountDueCents: 4900,
        amountPaidCents: 0,
        currency: "usd",
        status: "open",
        createdAt: new Date(created * 1000).toISOString(),
        url: null,
      },
      {
        id: "in_first",
        number: "KIND-0001",
        amountDueCents: 4900,
        amountPaidCents: 4900,
        currency: "usd",
        status: "paid",
        createdAt: new Date((created - 86_400) * 1000).toISOString(),
        url: "https://invoice.stripe.com/i/acct_1/in_first",
      },
    ]);
    const listing = fake.requests.find((r) => r.method === "GET" && r.path === "/v1/invoices");
    expect(listing).toBeDefined();
  });
});

describe("with Stripe (the SDK against a local fake): cancelling, resuming and lapsing", () => {
  const app = stripeApp;

  it("cancels with subscriptions.update(cancel_at_period_end), shows the end date, e-mails once (the webhook of the change too), and resumes", async () => {
    const coach = stripeCoach;
    const periodEnd = fake.subscriptions.get(coach.subscriptionId)!.items.data[0].current_period_end;

    const cancelled = await change(app, coach.account, "cancel");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
    const update = fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${coach.subscriptionId}`);
    expect(update.at(-1)?.form).toMatchObject({ cancel_at_period_end: "true" });
    expect(fake.subscriptions.get(coach.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await overview(app, coach)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });

    // Stripe then reports the change it made (and may report it again): no second e-mail.
    const reported = { type: "customer.subscription.updated", data: { object: { ...fake.subscriptions.get(coach.subscriptionId)! } } };
    expect((await webhook({ ...reported, id: "evt_cancel_reported" })).status).toBe(200);
    expect((await webhook({ ...reported, id: "evt_cancel_reported" })).status).toBe(200);
    expect((await webhook({ ...reported, id: "evt_cancel_reported_again" })).status).toBe(200);
    expect(await mailsOf(app, coach, "subscription.cancellation-scheduled")).toHaveLength(1);
    expect(await isPublic(app, coach)).toBe(true);

    const resumed = await change(app, coach.account, "resume");
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(
      fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${coach.subscriptionId}`).at(-1)?.form,
    ).toMatchObject({
      cancel_at_period_end: "false",
    });
    expect(await overview(app, coach)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("a cancellation scheduled in Stripe itself is e-mailed; past_due and the end are e-mailed once each with replays; the profile goes offline at the end", async () => {
    const coach = stripeCoach;
    const base = Math.floor(Date.now() / 1000) + 60;
    const event = (id: string, created: number, changes: Record<string, unknown>, type = "customer.subscription.updated") => ({
      id,
      created,
      type,
      data: { object: { ...fake.subscriptions.get(coach.subscriptionId)!, ...changes } },
    });
    const scheduledBefore = (await mailsOf(app, coach, "subscription.cancellation-scheduled")).length;
    expect((await webhook(event("evt_portal_cancel", base, { cancel_at_period_end: true }))).status).toBe(200);
    expect(await mailsOf(app, coach, "subscription.cancellation-scheduled")).toHaveLength(scheduledBefore + 1);

    const pastDue = event("evt_past_due", base + 10, { status: "past_due", cancel_at_period_end: true });
    expect((await webhook(pastDue)).status).toBe(200);
    expect((await webhook(pastDue)).status).toBe(200);
    expect((await webhook({ ...pastDue, id: "evt_past_due_again", created: base + 11 })).status).toBe(200);
    expect(await mailsOf(app, coach, "subscription.payment-failed")).toHaveLength(1);
    expect(await isPublic(app, coach)).toBe(true);

    const ended = event("evt_ended", base + 20, { status: "canceled", cancel_at_period_end: true }, "customer.subscription.deleted");
    expect((await webhook(ended)).status).toBe(200);
    expect((await webhook(ended)).status).toBe(200);
    expect((await webhook({ ...ended, id: "evt_ended_again", created: base + 21 })).status).toBe(200);
    expect(await isPublic(app, coach)).toBe(false);
    expect(await mailsOf(app, coach, "subscription.profile-offline")).toHaveLength(1);
    expect(await mailsOf(app, coach, "subscription.cancellation-scheduled")).toHaveLength(scheduledBefore + 1);
    expect(await applicationOf(app, coach)).toMatchObject({ subscriptionStatus: "canceled" });
  });
});
