// The coach subscription ($49/month) over real HTTP, with the built-in test provider and with
// Stripe (the real SDK against a local fake): made once per applicant, paid once, its status read
// from the provider onto the application (only for the address it was made for), and kept current by
// signed webhooks: when it ends, the published coach goes offline; a replayed event, or one older
// than the state already applied, changes nothing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicantSubscriptions, coachApplications } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";
import { lenaApplication, lenaSubscriptionRequest } from "../../../tests/support/coach-application";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const testApp = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" });
const {
  app: stripeApp,
  fake,
  webhook,
} = await startStripeTestApp({
  ADMIN_EMAILS: "staff@kindred.example,staff.order@kindred.example",
});

let sequence = 0;
const from = () => ({ "X-Forwarded-For": `10.9.0.${++sequence}` });

async function createSubscription(app: TestApp, email: string) {
  const response = await app.request("/api/create-coach-subscription", {
    method: "POST",
    json: lenaSubscriptionRequest(email),
    headers: from(),
  });
  return { status: response.status, body: (await response.json()) as { clientSecret: string; subscriptionId: string; message?: string } };
}

function confirm(app: TestApp, id: string, token?: string) {
  return app.request(`/api/coach-subscriptions/${id}/confirm`, { method: "POST", json: token ? { token } : {}, headers: from() });
}

const application = (email: string, subscriptionId?: string) =>
  lenaApplication(email, { isActive: false, ...(subscriptionId ? { subscriptionId } : {}) });

/**
 * With Stripe: an applicant at `email` whose subscription is active applies, and the staff member at
 * `staffEmail` publishes the application. Answers the ids and the status the publishing answered.
 */
async function publishedStripeCoach(email: string, staffEmail: string) {
  const app = stripeApp;
  const { body } = await createSubscription(app, email);
  fake.subscriptions.get(body.subscriptionId)!.status = "active";
  const submitted = await app.request("/api/coach-applications", {
    method: "POST",
    json: application(email, body.subscriptionId),
    headers: from(),
  });
  const { id } = (await submitted.json()) as { id: string };
  const staff = await createAccount(app, { email: staffEmail });
  const published = await app.request(`/api/admin/publish-coach/${id}`, { method: "POST", headers: { Cookie: staff.jar.header } });
  const { coachId } = (await published.json()) as { coachId: string };
  return { subscriptionId: body.subscriptionId, applicationId: id, coachId, publishStatus: published.status };
}

describe("with the built-in test provider", () => {
  const app = testApp;

  it("validates the request with step 1's messages, and makes nothing", async () => {
    const response = await app.request("/api/create-coach-subscription", {
      method: "POST",
      json: { email: "nope", name: "", phone: "555" },
      headers: from(),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      email: "Valid email is required",
      name: "Name is required",
      firstName: "First name is required",
      lastName: "Last name is required",
      phone: "Phone number is required",
      location: "Location is required",
    });
    const [{ count }] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(applicantSubscriptions);
    expect(count).toBe(0);
  });

  it("makes one subscription per applicant: a second request answers the same one", async () => {
    const first = await createSubscription(app, "lena.one@example.com");
    expect(first.status).toBe(200);
    expect(first.body.subscriptionId).toMatch(/^sub_test_/);
    expect(first.body.clientSecret).toContain("_secret_");
    const second = await createSubscription(app, "LENA.ONE@example.com ");
    expect(second.body.subscriptionId).toBe(first.body.subscriptionId);
  });

  it("is declined with the provider's message, then paid once with a good card", async () => {
    const { body } = await createSubscription(app, "lena.two@example.com");
    const declined = await confirm(app, body.subscriptionId, "tok_chargeDeclined");
    expect(await declined.json()).toEqual({ status: "failed", message: "Your card was declined." });
    expect(await (await confirm(app, body.subscriptionId, "tok_visa")).json()).toEqual({ status: "succeeded" });
    // A second click: still paid, nothing charged again.
    expect(await (await confirm(app, body.subscriptionId, "tok_chargeDeclined")).json()).toEqual({ status: "succeeded" });
  });

  it("asks for a token and answers 404 for an unknown subscription", async () => {
    const { body } = await createSubscription(app, "lena.three@example.com");
    expect((await confirm(app, body.subscriptionId)).status).toBe(400);
    expect((await confirm(app, "sub_test_unknown", "tok_visa")).status).toBe(404);
    expect((await confirm(app, "not a valid id!", "tok_visa")).status).toBe(400);
  });

  it("records the provider's status on the application, never the browser's", async () => {
    const { body } = await createSubscription(app, "lena.four@example.com");
    await confirm(app, body.subscriptionId, "tok_visa");
    const response = await app.request("/api/coach-applications", {
      method: "POST",
      json: application("lena.four@example.com", body.subscriptionId),
      headers: from(),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, id));
    expect(row).toMatchObject({ stripeSubscriptionId: body.subscriptionId, subscriptionStatus: "active" });
  });
});

describe("a subscription belongs to the address it was made for", () => {
  it.each([
    ["the built-in test provider", testApp],
    ["Stripe", stripeApp],
  ])(
    "with %s: another applicant's subscription id is refused (400 naming subscriptionId); the same address in any case is accepted",
    async (_name, app) => {
      const owner = `owner.${sequence}@example.com`;
      const { body } = await createSubscription(app, owner);
      if (app === testApp) await confirm(app, body.subscriptionId, "tok_visa");
      else fake.subscriptions.get(body.subscriptionId)!.status = "active";
      const countRows = async () => (await app.database.db.select({ id: coachApplications.id }).from(coachApplications)).length;

      const before = await countRows();
      const stolen = await app.request("/api/coach-applications", {
        method: "POST",
        json: application(`thief.${sequence}@example.com`, body.subscriptionId),
        headers: from(),
      });
      expect(stolen.status).toBe(400);
      const refusal = (await stolen.json()) as { message: string; errors: Record<string, string> };
      expect(refusal.errors).toEqual({ subscriptionId: "This subscription was not made for this e-mail address" });
      expect(refusal.message).toContain("subscriptionId");
      expect(await countRows()).toBe(before);

      const own = await app.request("/api/coach-applications", {
        method: "POST",
        json: application(owner.toUpperCase(), body.subscriptionId),
        headers: from(),
      });
      expect(own.status).toBe(201);
      const { id } = (await own.json()) as { id: string };
      const [row] = await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, id));
      expect(row).toMatchObject({ stripeSubscriptionId: body.subscriptionId, subscriptionStatus: "active" });
    },
  );
});

describe("with Stripe (the SDK against a local fake): making and confirming the subscription", () => {
  const app = stripeApp;

  it("creates the customer, the $49 monthly price once and an incomplete subscription, answering the invoice's client secret", async () => {
    const first = await createSubscription(app, "stripe.one@example.com");
    expect(first.status).toBe(200);
    const subscription = fake.subscriptions.get(first.body.subscriptionId)!;
    expect(first.body.clientSecret).toBe(subscription.latest_invoice.confirmation_secret.client_secret);
    const priceCreations = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices");
    expect(priceCreations).toHaveLength(1);
    expect(priceCreations[0].form).toMatchObject({
      unit_amount: "4900",
      currency: "usd",
      "recurring[interval]": "month",
      lookup_key: "kindred_coach_monthly",
    });
    const subscriptionRequest = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions")!;
    expect(subscriptionRequest.form).toMatchObject({
      payment_behavior: "default_incomplete",
      "expand[0]": "latest_invoice.confirmation_secret",
    });
    await createSubscription(app, "stripe.two@example.com");
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices")).toHaveLength(1);
  });

  it("confirms by asking Stripe, not the browser", async () => {
    const { body } = await createSubscription(app, "stripe.three@example.com");
    expect(await (await confirm(app, body.subscriptionId)).json()).toEqual({ status: "processing" });
    fake.subscriptions.get(body.subscriptionId)!.status = "active";
    expect(await (await confirm(app, body.subscriptionId)).json()).toEqual({ status: "succeeded" });
  });
});

describe("with Stripe (the SDK against a local fake): subscription webhooks", () => {
  const app = stripeApp;

  it("takes a published coach offline when the subscription ends, once, even if the event is replayed", async () => {
    const { subscriptionId, applicationId: id, coachId } = await publishedStripeCoach("stripe.coach@example.com", "staff@kindred.example");
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(200);

    const updated = {
      id: "evt_sub_updated_1",
      type: "customer.subscription.updated",
      data: { object: { ...fake.subscriptions.get(subscriptionId)!, status: "past_due" } },
    };
    expect((await webhook(updated)).status).toBe(200);
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(200);

    const ended = {
      id: "evt_sub_deleted_1",
      type: "customer.subscription.deleted",
      data: { object: { ...fake.subscriptions.get(subscriptionId)!, status: "canceled" } },
    };
    expect((await webhook(ended)).status).toBe(200);
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(404);
    const [row] = await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, id));
    expect(row.subscriptionStatus).toBe("canceled");

    // Staff bring the coach back; the same event arriving again does not take it offline again.
    await app.database.db.execute(sql`update coaches set is_active = true where id = ${coachId}`);
    expect((await webhook(ended)).status).toBe(200);
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(200);
  });

  it("ignores an event older than the one already applied: it changes no status and takes no coach offline", async () => {
    const {
      subscriptionId,
      applicationId: id,
      coachId,
      publishStatus,
    } = await publishedStripeCoach("stripe.order@example.com", "staff.order@kindred.example");
    expect(publishStatus).toBe(200);
    const subscriptionEvent = (eventId: string, status: string, created: number) => ({
      id: eventId,
      created,
      type: status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
      data: { object: { ...fake.subscriptions.get(subscriptionId)!, status } },
    });
    const statusOnApplication = async () =>
      (await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, id)))[0].subscriptionStatus;
    const base = Math.floor(Date.now() / 1000);

    // The card failed (past_due), then was paid again (active); the provider delivers them reversed.
    expect((await webhook(subscriptionEvent("evt_order_active", "active", base + 20))).status).toBe(200);
    expect((await webhook(subscriptionEvent("evt_order_past_due", "past_due", base + 10))).status).toBe(200);
    expect(await statusOnApplication()).toBe("active");

    // A cancellation from before the latest state arrives late: the coach stays online.
    expect((await webhook(subscriptionEvent("evt_order_old_cancel", "canceled", base + 15))).status).toBe(200);
    expect(await statusOnApplication()).toBe("active");
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(200);

    // A newer cancellation does take effect.
    expect((await webhook(subscriptionEvent("evt_order_new_cancel", "canceled", base + 30))).status).toBe(200);
    expect(await statusOnApplication()).toBe("canceled");
    expect((await app.request(`/api/coaches/${coachId}`)).status).toBe(404);
  });

  it("refuses a subscription event that is not signed", async () => {
    const response = await app.request("/api/webhooks/stripe", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=bad" },
    });
    expect(response.status).toBe(400);
  });
});
