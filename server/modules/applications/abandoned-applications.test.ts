// Applicants who pay at step 2 and leave before step 3 (docs/decisions/106), with the built-in test
// provider and a controlled clock (the pass is run at chosen moments): the payer is e-mailed a link
// to finish, reminded once after 3 days, and on day 7 the subscription is cancelled and refunded,
// with an e-mail; staff see it as 'Incomplete' until then. The link restores step 1 from the server;
// submitting ends the Incomplete state. A payment never reported is asked about after a day.
import { beforeAll, describe, expect, it } from "vitest";
import { FINISH_LINK_MESSAGES } from "#common/incomplete-applications";
import { adminAccount } from "../../../tests/support/bookings";
import {
  applicantRow,
  applicantSubscription,
  DAY_MS,
  finishTokens,
  fromNewAddress,
  incompleteEntry,
  mailsTo,
  paidAt,
  resume,
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

describe("an application left after paying (one applicant, day by day)", () => {
  const email = "lena.leaves@example.com";
  let subscriptionId: string;
  let paid: number;
  let staff: Awaited<ReturnType<typeof adminAccount>>;
  beforeAll(async () => {
    staff = await adminAccount(app);
    subscriptionId = await applicantSubscription(app, email);
    paid = await paidAt(app, subscriptionId);
  });

  it("is e-mailed the link at payment, and staff see it as Incomplete with its contact details", async () => {
    const [first] = await mailsTo(app, email, "application.finish-link");
    expect(first.subject).toBe("Your Kindred coach subscription: one step left");
    expect(first.textBody).toContain(
      "If we have not received your application by then, we cancel the subscription and refund your payment",
    );
    expect(await incompleteEntry(app, staff, subscriptionId)).toMatchObject({
      state: "incomplete",
      firstName: "Lena",
      lastName: "Ortiz",
      email,
      phone: "5550107788",
      location: "Texas",
      reminderSentAt: null,
      cancelsAt: new Date(paid + 7 * DAY_MS).toISOString(),
    });
  });

  it("is reminded once after 3 days, with a link of its own; both links work", async () => {
    expect(await pass(paid + 3 * DAY_MS - MINUTE)).toBe(0);
    expect(await mailsTo(app, email, "application.finish-reminder")).toHaveLength(0);
    await pass(paid + 3 * DAY_MS + MINUTE);
    await pass(paid + 4 * DAY_MS);
    const reminders = await mailsTo(app, email, "application.finish-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe("Reminder: your Kindred coach application is not finished");
    const [firstToken] = await finishTokens(app, email);
    const [reminderToken] = await finishTokens(app, email, "application.finish-reminder");
    expect(reminderToken).not.toBe(firstToken);
    for (const token of [firstToken, reminderToken]) expect((await resume(app, token)).status).toBe(200);
    expect(await incompleteEntry(app, staff, subscriptionId)).toMatchObject({
      state: "incomplete",
      reminderSentAt: new Date(paid + 3 * DAY_MS + MINUTE).toISOString(),
    });
  });

  it("is cancelled and refunded on day 7 (not a minute before), with an e-mail", async () => {
    await pass(paid + 7 * DAY_MS - MINUTE);
    expect((await testProviderSubscription(database, subscriptionId)).status).toBe("active");
    expect(await incompleteEntry(app, staff, subscriptionId)).toMatchObject({ state: "incomplete" });
    expect(await pass(paid + 7 * DAY_MS)).toBe(1);
    const atProvider = await testProviderSubscription(database, subscriptionId);
    expect(atProvider.status).toBe("canceled");
    expect(atProvider.metadata.refund_id).toMatch(/^re_test_/);
    const [cancelled] = await mailsTo(app, email, "application.abandoned-refunded");
    expect(cancelled.subject).toBe("Your Kindred coach subscription was cancelled and refunded");
    expect(cancelled.textBody).toContain("We refunded your payment of $49.00 in full");
    expect(await incompleteEntry(app, staff, subscriptionId)).toMatchObject({
      state: "cancelled",
      refundedCents: 4900,
      cancelledAt: new Date(paid + 7 * DAY_MS).toISOString(),
    });
  });

  it("then has links that no longer work, and later passes change nothing", async () => {
    const [reminderToken] = await finishTokens(app, email, "application.finish-reminder");
    const expired = await resume(app, reminderToken);
    expect(expired.status).toBe(404);
    expect((await expired.json()).message).toBe(FINISH_LINK_MESSAGES.invalid);
    await pass(paid + 8 * DAY_MS);
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
    expect(provider.calls.filter((c) => c.subscriptionId === subscriptionId).map((c) => c.what)).toEqual(["cancel", "refund"]);
  });
});

describe("the link to finish", () => {
  it("restores step 1 from the link, and submitting ends the Incomplete state: no reminder, no cancellation", async () => {
    const email = "lena.finishes@example.com";
    const staff = await adminAccount(app);
    const subscriptionId = await applicantSubscription(app, email);
    const paid = await paidAt(app, subscriptionId);
    const [token] = await finishTokens(app, email);

    const restored = await resume(app, token);
    expect(restored.headers.get("cache-control")).toBe("no-store");
    const body = (await restored.json()) as { personalInfo: Record<string, string>; subscriptionId: string; expiresAt: string };
    expect(body).toEqual({
      personalInfo: { firstName: "Lena", lastName: "Ortiz", email, phone: "5550107788", location: "Texas", gender: "" },
      subscriptionId,
      expiresAt: new Date(paid + 7 * DAY_MS).toISOString(),
    });

    const submitted = await app.request("/api/coach-applications", {
      method: "POST",
      json: lenaApplication(email, { ...body.personalInfo, subscriptionId: body.subscriptionId }),
      headers: fromNewAddress(),
    });
    expect(submitted.status).toBe(201);
    expect(await incompleteEntry(app, staff, subscriptionId)).toBeUndefined();
    expect((await applicantRow(app, subscriptionId)).state).toBe("submitted");

    await pass(paid + 3 * DAY_MS + MINUTE);
    await pass(paid + 7 * DAY_MS + MINUTE);
    expect(await mailsTo(app, email, "application.finish-reminder")).toHaveLength(0);
    expect((await testProviderSubscription(database, subscriptionId)).status).toBe("active");
    const again = await resume(app, token);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(FINISH_LINK_MESSAGES.submitted);
  });

  it("answers 404 to a made-up or malformed token and 400 to none", async () => {
    for (const token of ["x".repeat(43), "short", "../../etc"]) {
      const response = await resume(app, token);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe(FINISH_LINK_MESSAGES.invalid);
    }
    expect((await resume(app, "")).status).toBe(400);
    expect((await resume(app, 42)).status).toBe(400);
  });
});

describe("a subscription whose payment was never reported", () => {
  it("is asked about after a day: paid after all, the link goes out; never paid, step 1's entries are deleted", async () => {
    const paidLater = await applicantSubscription(app, "lena.quiet@example.com", false);
    const neverPaid = await applicantSubscription(app, "lena.gone@example.com", false);
    // Paid at the provider without the page reporting it (the browser closed, the event lost).
    await provider.confirmSubscriptionWithToken!(paidLater, "tok_visa");
    const made = (await applicantRow(app, paidLater)).createdAt.getTime();

    await pass(made + DAY_MS - MINUTE);
    expect((await applicantRow(app, paidLater)).state).toBe("unpaid");
    expect(await applicantRow(app, neverPaid)).toBeDefined();

    await pass(made + DAY_MS + MINUTE);
    expect(await applicantRow(app, paidLater)).toMatchObject({ state: "open", paidAt: new Date(made + DAY_MS + MINUTE) });
    expect(await finishTokens(app, "lena.quiet@example.com")).toHaveLength(1);
    expect(await applicantRow(app, neverPaid)).toBeUndefined();
    expect(await mailsTo(app, "lena.gone@example.com", "application.finish-link")).toHaveLength(0);
  });
});
