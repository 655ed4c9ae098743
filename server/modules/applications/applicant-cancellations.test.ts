// Cancelling and refunding an applicant's subscription (docs/decisions/106), with the built-in test
// provider watched: staff rejecting the application cancels and refunds it at once, with an e-mail;
// two passes racing over the same subscription cancel, refund and e-mail once; a provider that
// cannot be reached leaves the work claimed until the claim runs out, and the retry repeats nothing
// that was done (the same idempotency key for the refund).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminApplication } from "#common/applications";
import { coachApplications } from "../../db/schema";
import { adminAccount } from "../../../tests/support/bookings";
import {
  applicantRow,
  applicantSubscription,
  DAY_MS,
  fromNewAddress,
  incompleteEntry,
  mailsTo,
  paidAt,
  testProviderSubscription,
  watchedTestProvider,
} from "../../../tests/support/applicant-subscriptions";
import { lenaApplication } from "../../../tests/support/coach-application";
import { startTestApp } from "../../../tests/support/test-app";
import { createTestDatabase } from "../../../tests/support/test-database";

const database = await createTestDatabase();
const provider = watchedTestProvider(database);
const app = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" }, { database, paymentProvider: provider });
const pass = (at: number) => app.services.applications.runPass(at);
const MINUTE = 60_000;
const callsFor = (subscriptionId: string) => provider.calls.filter((c) => c.subscriptionId === subscriptionId);

async function submitted(email: string, subscriptionId?: string): Promise<string> {
  const response = await app.request("/api/coach-applications", {
    method: "POST",
    json: lenaApplication(email, subscriptionId ? { subscriptionId } : {}),
    headers: fromNewAddress(),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function review(applicationId: string, status: string): Promise<AdminApplication> {
  const staff = await adminAccount(app);
  const response = await app.request(`/api/admin/coach-applications/${applicationId}`, {
    method: "PATCH",
    json: { status },
    headers: { cookie: staff.jar.header },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminApplication;
}

describe("staff rejecting an application", () => {
  it("cancels its subscription and refunds the payment at once, with an e-mail; rejecting again does nothing more", async () => {
    const email = "lena.rejected@example.com";
    const subscriptionId = await applicantSubscription(app, email);
    const applicationId = await submitted(email, subscriptionId);

    await review(applicationId, "rejected");
    const atProvider = await testProviderSubscription(database, subscriptionId);
    expect(atProvider.status).toBe("canceled");
    expect(atProvider.metadata.refund_id).toMatch(/^re_test_/);
    const [message] = await mailsTo(app, email, "application.rejected-refunded");
    expect(message.subject).toBe("Your Kindred coach application");
    expect(message.textBody).toContain("we are not able to accept it, so we cancelled your coach subscription");
    expect(message.textBody).toContain("We refunded your payment of $49.00 in full");
    const [application] = await app.database.db.select().from(coachApplications).where(eq(coachApplications.id, applicationId));
    expect(application).toMatchObject({ status: "rejected", subscriptionStatus: "canceled" });
    // It was submitted: staff see it among the applications, not as Incomplete.
    expect(await incompleteEntry(app, await adminAccount(app), subscriptionId)).toBeUndefined();

    await review(applicationId, "pending");
    await review(applicationId, "rejected");
    await pass(Date.now() + 8 * DAY_MS);
    expect(await mailsTo(app, email, "application.rejected-refunded")).toHaveLength(1);
    expect(callsFor(subscriptionId).map((c) => c.what)).toEqual(["cancel", "refund"]);
  });

  it("asks the provider for nothing when the application came without a subscription", async () => {
    const before = provider.calls.length;
    await review(await submitted("lena.unpaid@example.com"), "rejected");
    expect(provider.calls.length).toBe(before);
    expect(await mailsTo(app, "lena.unpaid@example.com", "application.rejected-refunded")).toHaveLength(0);
  });
});

describe("passes in several processes", () => {
  it("cancel, refund and e-mail once when two passes race over the same subscription", async () => {
    const email = "lena.race@example.com";
    const subscriptionId = await applicantSubscription(app, email);
    const due = (await paidAt(app, subscriptionId)) + 7 * DAY_MS;

    // The first pass claims the subscription and is held inside the provider's cancellation.
    const held = provider.holdNextCancel();
    const first = pass(due);
    await held.entered;
    expect((await applicantRow(app, subscriptionId)).state).toBe("cancelling");
    // Meanwhile other passes (another process, a later minute) find nothing to do.
    expect(await pass(due)).toBe(0);
    expect(await pass(due + 5 * MINUTE)).toBe(0);
    held.release();
    expect(await first).toBe(1);

    expect(callsFor(subscriptionId).map((c) => c.what)).toEqual(["cancel", "refund"]);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
    expect((await applicantRow(app, subscriptionId)).state).toBe("cancelled");
  });

  it("leaves an unreachable provider's work claimed, then finishes it once, under the same idempotency key", async () => {
    const email = "lena.outage@example.com";
    const subscriptionId = await applicantSubscription(app, email);
    const due = (await paidAt(app, subscriptionId)) + 7 * DAY_MS;

    provider.failNextRefund();
    expect(await pass(due)).toBe(0);
    const halfway = await applicantRow(app, subscriptionId);
    expect(halfway).toMatchObject({ state: "cancelling", refundedAt: null, subscriptionCancelledAt: new Date(due) });
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(0);
    expect(app.logs.some((line) => line.includes("could not be cancelled and refunded yet"))).toBe(true);

    // Still claimed five minutes later; taken up again once the claim has run out.
    expect(await pass(due + 5 * MINUTE)).toBe(0);
    expect(callsFor(subscriptionId)).toHaveLength(2);
    expect(await pass(due + 11 * MINUTE)).toBe(1);

    const calls = callsFor(subscriptionId);
    expect(calls.map((c) => c.what)).toEqual(["cancel", "refund", "refund"]);
    expect(calls[1].key).toBe(`kindred-subscription-refund-${subscriptionId}`);
    expect(calls[2].key).toBe(calls[1].key);
    expect((await testProviderSubscription(database, subscriptionId)).metadata.refund_id).toMatch(/^re_test_/);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
    expect(app.logs.some((line) => line.includes(email))).toBe(false);
  });
});
