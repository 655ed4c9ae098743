// A client's own session without staff, over HTTP, with the test provider and with Stripe (the real
// SDK against a local fake): cancel 24 hours or more ahead → refunded in full, once, however many
// clicks; later → cancelled without a refund, with the policy's words; reschedule 24 hours or more
// ahead; the calendar file; coach and staff cancellations refund in full; another person's booking
// answers 404 and changes nothing.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CancelAnswer, ClientBooking } from "#common/bookings";
import { LATE_CANCELLATION_POLICY, POLICY_REASONS } from "#common/scheduling/policy";
import { bookings, emailOutbox, testPaymentIntents } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking, inHours, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { startStripeTestApp } from "../../../tests/support/stripe-test-app";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const {
  app: stripeApp,
  fake,
  webhook,
} = await startStripeTestApp({
  ADMIN_EMAILS: TEST_ADMIN_EMAIL,
});

/** Every session of these tests starts at its own hour, so no two of one coach ever overlap. */
let slot = 0;
const at = (hoursAhead: number) => inHours(hoursAhead + (slot += 2) / 1000);

async function row(on: TestApp, id: string) {
  const [found] = await on.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found;
}

async function mails(on: TestApp, to: string, kind: string) {
  return on.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

interface Setting {
  on: TestApp;
  coachId: string;
  client: TestAccount;
}
const settings = new Map<TestApp, Promise<Setting>>();
function setting(on: TestApp): Promise<Setting> {
  if (!settings.has(on)) {
    settings.set(
      on,
      (async () => {
        await adminAccount(on);
        const coach = await insertCoach(on.database.db, { firstName: "Maya", lastName: "Lin", email: "maya.lin@example.com" });
        return { on, coachId: coach.id, client: await createAccount(on) };
      })(),
    );
  }
  return settings.get(on)!;
}

/** A session `hoursAhead` from now for the client, made by staff, and paid (unless `paid: false`). */
async function session(on: TestApp, hoursAhead: number, options: { paid?: boolean; amount?: string } = {}) {
  const { coachId, client } = await setting(on);
  const admin = await adminAccount(on);
  // Staff may arrange a session at any hour; several hours apart from every other one of this coach.
  const booking = await createBooking(
    on,
    admin,
    bookingInput(coachId, { email: client.email, amount: options.amount ?? "80.00", scheduledDate: at(hoursAhead) }),
  );
  if (options.paid !== false) {
    expect(
      (await on.request("/api/create-payment-intent", asUser(client, { method: "POST", json: { bookingId: booking.id } }))).status,
    ).toBe(200);
    if (on === stripeApp) {
      // Stripe confirms in the browser: the fake marks the intent paid, the server then asks Stripe.
      fake.intents.get((await row(on, booking.id)).paymentIntentId!)!.status = "succeeded";
    }
    const confirmed = await on.request(
      `/api/bookings/${booking.id}/confirm-payment`,
      asUser(client, { method: "POST", json: on === stripeApp ? {} : { token: "tok_visa" } }),
    );
    expect(confirmed.status).toBe(200);
    expect(await row(on, booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "succeeded" });
  }
  return booking;
}

const cancel = (on: TestApp, who: TestAccount, id: string) => on.request(`/api/bookings/${id}/cancel`, asUser(who, { method: "POST" }));
const reschedule = (on: TestApp, who: TestAccount, id: string, start: unknown) =>
  on.request(`/api/bookings/${id}/reschedule`, asUser(who, { method: "POST", json: { start } }));

describe("POST /api/bookings/{id}/cancel (test provider)", () => {
  it("24 hours or more ahead: cancelled and refunded in full, once, however many times it is pressed", async () => {
    const { client } = await setting(app);
    const booking = await session(app, 72);
    const answers = await Promise.all([cancel(app, client, booking.id), cancel(app, client, booking.id), cancel(app, client, booking.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as CancelAnswer[];
    // Whichever answered last, the booking ends cancelled with one refund recorded.
    const after = await row(app, booking.id);
    expect(after).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
      paymentStatus: "refunded",
      refundStatus: "succeeded",
      refundAmountCents: 8000,
      calendarSequence: 2,
    });
    expect(bodies.some((b) => b.refund.status === "succeeded" && b.paymentStatus === "refunded")).toBe(true);
    for (const body of bodies) expect(body).toMatchObject({ status: "cancelled", refund: { amountCents: 8000 } });
    const [intent] = await app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, after.paymentIntentId!));
    expect(intent.metadata.refund_id).toBe(after.refundId);
    expect(intent.metadata.refund_amount).toBe("8000");
    // One cancellation e-mail, saying so, with the calendar's CANCEL.
    const sent = await mails(app, client.email, "booking.cancelled");
    expect(sent.filter((m) => m.textBody.includes(booking.id) || m.attachments[0]?.content.includes(booking.id))).toHaveLength(1);
    const mine = sent.find((m) => m.attachments[0]?.content.includes(booking.id))!;
    expect(mine.textBody).toContain("Your payment of $80.00 is refunded in full");
    expect(mine.attachments[0].content).toContain("METHOD:CANCEL");
    // The client's view of the booking shows the refund.
    const view = (await (await app.request(`/api/bookings/${booking.id}`, asUser(client))).json()) as ClientBooking;
    expect(view.refund).toEqual({ amountCents: 8000, status: "succeeded" });
  });

  it("less than 24 hours ahead: cancelled without a refund, and the e-mail gives the policy's words", async () => {
    const { client } = await setting(app);
    const booking = await session(app, 10);
    const response = await cancel(app, client, booking.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "cancelled", paymentStatus: "succeeded", refund: { amountCents: 0, status: "none" } });
    const after = await row(app, booking.id);
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "succeeded", refundStatus: null, refundId: null });
    const [intent] = await app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, after.paymentIntentId!));
    expect(intent.metadata.refund_id).toBeUndefined();
    const mine = (await mails(app, client.email, "booking.cancelled")).find((m) => m.attachments[0]?.content.includes(booking.id))!;
    expect(mine.textBody).toContain(LATE_CANCELLATION_POLICY);
  });

  it("an unpaid session is cancelled with nothing to refund; a closed one answers 409 and stays as it was", async () => {
    const { client } = await setting(app);
    const unpaid = await session(app, 80, { paid: false });
    expect(await (await cancel(app, client, unpaid.id)).json()).toEqual({
      status: "cancelled",
      paymentStatus: "pending",
      refund: { amountCents: 0, status: "none" },
    });
    const completed = await session(app, 90);
    const admin = await adminAccount(app);
    expect(
      (await app.request(`/api/admin/bookings/${completed.id}`, asUser(admin, { method: "PATCH", json: { status: "completed" } }))).status,
    ).toBe(200);
    const refused = await cancel(app, client, completed.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(POLICY_REASONS.closed.completed);
    expect(await row(app, completed.id)).toMatchObject({ status: "completed", paymentStatus: "succeeded", refundStatus: null });
  });
});

describe("another person's booking: cancel, reschedule and the calendar file answer 404", () => {
  it("answers 401 signed out and 404 for another person's or an unknown booking, and changes nothing", async () => {
    const booking = await session(app, 100);
    const stranger = await createAccount(app);
    expect((await app.request(`/api/bookings/${booking.id}/cancel`, { method: "POST" })).status).toBe(401);
    expect((await cancel(app, stranger, booking.id)).status).toBe(404);
    expect((await reschedule(app, stranger, booking.id, at(120))).status).toBe(404);
    expect((await app.request(`/api/bookings/${booking.id}/calendar.ics`, asUser(stranger))).status).toBe(404);
    expect((await cancel(app, stranger, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cancel(app, stranger, "not-a-uuid")).status).toBe(404);
    expect(await row(app, booking.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "succeeded",
      calendarSequence: booking.calendarSequence + 1,
      refundStatus: null,
    });
  });
});

describe("POST /api/bookings/{id}/reschedule", () => {
  it("moves a session 24 hours or more ahead to a new time: same booking, SEQUENCE raised, both e-mailed", async () => {
    const { client } = await setting(app);
    const booking = await session(app, 110);
    const before = await row(app, booking.id);
    const start = at(140);
    const response = await reschedule(app, client, booking.id, start);
    expect(response.status).toBe(200);
    const moved = (await response.json()) as ClientBooking;
    expect(moved).toMatchObject({
      id: booking.id,
      status: "confirmed",
      paymentStatus: "succeeded",
      scheduledDate: new Date(start).toISOString(),
    });
    expect(await row(app, booking.id)).toMatchObject({ calendarSequence: before.calendarSequence + 1, reminderSentAt: null });
    const mail = (await mails(app, client.email, "booking.rescheduled")).find((m) => m.attachments[0]?.content.includes(booking.id))!;
    expect(mail.attachments[0].content).toContain(`SEQUENCE:${before.calendarSequence + 1}`);
    expect(await mails(app, "maya.lin@example.com", "booking.rescheduled.coach")).not.toHaveLength(0);
  });

  it("refuses inside 24 hours, to a time inside 24 hours, and a bad time, changing nothing", async () => {
    const { client } = await setting(app);
    const soon = await session(app, 12);
    const late = await reschedule(app, client, soon.id, at(200));
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(POLICY_REASONS.rescheduleTooLate);
    const later = await session(app, 150);
    const tooClose = await reschedule(app, client, later.id, at(5));
    expect(tooClose.status).toBe(409);
    const bad = await reschedule(app, client, later.id, "next tuesday");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.start).toBeTruthy();
    expect((await row(app, soon.id)).scheduledDate.toISOString()).toBe(soon.scheduledDate);
    expect((await row(app, later.id)).scheduledDate.toISOString()).toBe(later.scheduledDate);
  });
});

describe("GET /api/bookings/{id}/calendar.ics", () => {
  it("gives the owner the session's calendar file with the e-mails' UID and SEQUENCE", async () => {
    const { client } = await setting(app);
    const booking = await session(app, 160);
    const response = await app.request(`/api/bookings/${booking.id}/calendar.ics`, asUser(client));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = (await response.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toContain(`UID:booking-${booking.id}@localhost`);
    expect(text).toContain(`SEQUENCE:${(await row(app, booking.id)).calendarSequence}`);
    expect(text).toContain("STATUS:CONFIRMED");
    expect((await app.request(`/api/bookings/${booking.id}/calendar.ics`)).status).toBe(401);
  });
});

describe("staff cancelling a paid session", () => {
  it("refunds it in full, whatever the time", async () => {
    const booking = await session(app, 6);
    const admin = await adminAccount(app);
    const response = await app.request(
      `/api/admin/bookings/${booking.id}`,
      asUser(admin, { method: "PATCH", json: { status: "cancelled" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      refund: { amountCents: 8000, status: "succeeded" },
    });
    expect(await row(app, booking.id)).toMatchObject({ cancelledBy: "staff", refundStatus: "succeeded" });
  });

  it("records a refund made elsewhere without asking the provider for another", async () => {
    const booking = await session(app, 170);
    const admin = await adminAccount(app);
    const response = await app.request(
      `/api/admin/bookings/${booking.id}`,
      asUser(admin, { method: "PATCH", json: { status: "cancelled", paymentStatus: "refunded" } }),
    );
    expect(response.status).toBe(200);
    const after = await row(app, booking.id);
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundStatus: null });
    const [intent] = await app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, after.paymentIntentId!));
    expect(intent.metadata.refund_id).toBeUndefined();
  });
});

describe("with Stripe", () => {
  it("refunds through the Refunds API with one idempotency key, and charge.refunded confirms it", async () => {
    const { client } = await setting(stripeApp);
    const booking = await session(stripeApp, 72);
    fake.setRefundStatus("pending");
    const answers = await Promise.all([cancel(stripeApp, client, booking.id), cancel(stripeApp, client, booking.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    fake.setRefundStatus("succeeded");
    const after = await row(stripeApp, booking.id);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === after.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(8000);
    const calls = fake.requests.filter((r) => r.path === "/v1/refunds" && r.form.payment_intent === after.paymentIntentId);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([`kindred-refund-${booking.id}`]));
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "succeeded", refundStatus: "pending", refundId: refunds[0].id });

    const event = {
      id: `evt_refunded_${booking.id.slice(0, 8)}`,
      object: "event",
      type: "charge.refunded",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "ch_1", object: "charge", payment_intent: after.paymentIntentId, refunded: true, amount_refunded: 8000 } },
    };
    expect((await webhook(event)).status).toBe(200);
    expect(await row(stripeApp, booking.id)).toMatchObject({
      paymentStatus: "refunded",
      refundStatus: "succeeded",
      refundAmountCents: 8000,
    });
    const view = (await (await stripeApp.request(`/api/bookings/${booking.id}`, asUser(client))).json()) as ClientBooking;
    expect(view.refund).toEqual({ amountCents: 8000, status: "succeeded" });
  });
});
