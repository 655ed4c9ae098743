// Applicants' subscriptions with Stripe (the real SDK against the local fake; docs/decisions/106):
// the payment is noted from the page's confirmation or from Stripe's event (once), a subscription
// left without an application is cancelled at once and its invoice's payment refunded, each under
// its own idempotency key, and so is one whose application staff reject.
import { describe, expect, it } from "vitest";
import { adminAccount } from "../../../tests/support/bookings";
import { applicantRow, DAY_MS, fromNewAddress, mailsTo, paidAt } from "../../../tests/support/applicant-subscriptions";
import { lenaApplication, lenaSubscriptionRequest } from "../../../tests/support/coach-application";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";

const { app, fake, webhook } = await startStripeTestApp({ ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" });

/** Step 2 with Stripe for Lena at `email`, its first invoice paid in the (fake) browser. */
async function paidWithStripe(email: string): Promise<string> {
  const made = await app.request("/api/create-coach-subscription", {
    method: "POST",
    json: lenaSubscriptionRequest(email),
    headers: fromNewAddress(),
  });
  expect(made.status).toBe(200);
  const { subscriptionId } = (await made.json()) as { subscriptionId: string };
  fake.paySubscription(subscriptionId);
  return subscriptionId;
}

async function confirmed(subscriptionId: string) {
  const response = await app.request(`/api/coach-subscriptions/${subscriptionId}/confirm`, {
    method: "POST",
    json: {},
    headers: fromNewAddress(),
  });
  expect(await response.json()).toEqual({ status: "succeeded" });
}

const subscriptionEvent = (id: string, type: string, object: object) => ({ id, object: "event", type, data: { object } });

describe("with Stripe: an application left after paying", () => {
  it("is cancelled with Stripe on day 7 and its invoice's payment refunded, each under its idempotency key, with one e-mail", async () => {
    const email = "lena.stripe.leaves@example.com";
    const subscriptionId = await paidWithStripe(email);
    await confirmed(subscriptionId);
    expect(await mailsTo(app, email, "application.finish-link")).toHaveLength(1);
    const paid = await paidAt(app, subscriptionId);

    await app.services.applications.runPass(paid + 7 * DAY_MS - 60_000);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe("active");
    expect(await app.services.applications.runPass(paid + 7 * DAY_MS)).toBe(1);

    expect(fake.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    const paidIntent = fake.subscriptions.get(subscriptionId)!.latest_invoice.paid_by;
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === paidIntent);
    expect(refunds.map((r) => r.amount)).toEqual([4900]);
    const cancel = fake.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel.map((r) => r.idempotencyKey)).toEqual([`kindred-subscription-cancel-${subscriptionId}`]);
    const refund = fake.requests.filter((r) => r.path === "/v1/refunds" && r.form.payment_intent === paidIntent);
    expect(refund.map((r) => r.idempotencyKey)).toEqual([`kindred-subscription-refund-${subscriptionId}`]);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);

    // Stripe's own event about the cancellation changes nothing more.
    const deleted = subscriptionEvent("evt_applicant_deleted", "customer.subscription.deleted", fake.subscriptions.get(subscriptionId)!);
    expect((await webhook(deleted)).status).toBe(200);
    await app.services.applications.runPass(paid + 8 * DAY_MS);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
    expect((await applicantRow(app, subscriptionId)).state).toBe("cancelled");
  });

  it("takes a refund already made in Stripe's dashboard as the refund, instead of failing at every pass", async () => {
    const email = "lena.stripe.dashboard@example.com";
    const subscriptionId = await paidWithStripe(email);
    await confirmed(subscriptionId);
    const paidIntent = fake.subscriptions.get(subscriptionId)!.latest_invoice.paid_by!;
    const byStaff = await fetch(`http://127.0.0.1:${fake.port}/v1/refunds`, {
      method: "POST",
      body: new URLSearchParams({ payment_intent: paidIntent }),
    });
    expect(byStaff.status).toBe(200);

    expect(await app.services.applications.runPass((await paidAt(app, subscriptionId)) + 7 * DAY_MS)).toBe(1);
    expect(await applicantRow(app, subscriptionId)).toMatchObject({ state: "cancelled", refundedCents: 4900 });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paidIntent)).toHaveLength(1);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
  });

  it("is e-mailed the link once from Stripe's event when the page never confirmed", async () => {
    const email = "lena.stripe.closed@example.com";
    const subscriptionId = await paidWithStripe(email);
    const active = () => ({ ...fake.subscriptions.get(subscriptionId)!, status: "active" });
    expect((await webhook(subscriptionEvent("evt_applicant_active_1", "customer.subscription.updated", active()))).status).toBe(200);
    expect((await webhook(subscriptionEvent("evt_applicant_active_2", "customer.subscription.updated", active()))).status).toBe(200);
    await confirmed(subscriptionId);
    expect(await mailsTo(app, email, "application.finish-link")).toHaveLength(1);
    expect((await applicantRow(app, subscriptionId)).state).toBe("open");
  });
});

describe("with Stripe: a rejected application", () => {
  it("has its subscription cancelled and refunded at once", async () => {
    const email = "lena.stripe.rejected@example.com";
    const subscriptionId = await paidWithStripe(email);
    await confirmed(subscriptionId);
    const submitted = await app.request("/api/coach-applications", {
      method: "POST",
      json: lenaApplication(email, { subscriptionId }),
      headers: fromNewAddress(),
    });
    const { id } = (await submitted.json()) as { id: string };
    const staff = await adminAccount(app);
    const rejected = await app.request(`/api/admin/coach-applications/${id}`, {
      method: "PATCH",
      json: { status: "rejected" },
      headers: { cookie: staff.jar.header },
    });
    expect(await rejected.json()).toMatchObject({ status: "rejected", subscriptionStatus: "canceled" });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    const paidIntent = fake.subscriptions.get(subscriptionId)!.latest_invoice.paid_by;
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paidIntent)).toHaveLength(1);
    expect(await mailsTo(app, email, "application.rejected-refunded")).toHaveLength(1);
  });
});
