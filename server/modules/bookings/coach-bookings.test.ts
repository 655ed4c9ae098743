// A coach's own sessions over HTTP: the staff booking body without coachId (refused with 400 when
// sent), the same rules, states, e-mails and calendar invitations as staff bookings, arranged from
// the coach's own request (which becomes scheduled) or blank; confirm, reschedule (SEQUENCE raised),
// cancel, complete (only once the session has ended) and no-show (only once it has started).
// Another coach's booking or request answers 404 and nothing changes; a move the state machine
// refuses answers 409.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COACH_ID_REFUSED, type CoachBookingInput, type CoachBookingView } from "#common/bookings";
import { bookings, consultationRequests, emailOutbox } from "../../db/schema";
import type { AppError } from "../../lib/errors";
import { asUser, bookingInput, inHours } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { jordanStoredRequest } from "../../../tests/support/consultation-requests";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();
const db = app.database.db;
let coach: CoachAccount;
let otherCoach: CoachAccount;

beforeAll(async () => {
  [coach, otherCoach] = await Promise.all([coachAccount(app, { hourlyRate: 135 }), coachAccount(app)]);
});

const sessionInput = (overrides: Partial<CoachBookingInput> = {}): CoachBookingInput => {
  const { coachId: _none, ...input } = bookingInput("unused", overrides);
  return input;
};
const post = (account: CoachAccount, json: unknown) => app.request("/api/coach/bookings", asUser(account, { method: "POST", json }));
const patch = (account: CoachAccount, id: string, json: unknown) =>
  app.request(`/api/coach/bookings/${id}`, asUser(account, { method: "PATCH", json }));
async function create(account: CoachAccount, overrides: Partial<CoachBookingInput> = {}) {
  const response = await post(account, sessionInput(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CoachBookingView;
}
const stored = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
const outbox = (to: string, kind: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
const icsLines = (content: string) => content.replace(/\r\n[ \t]/g, "").split("\r\n");
const bookingCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0].n;

describe("POST /api/coach/bookings", () => {
  it("arranges a paid session with the coach's own profile, e-mailing the client the payment link and the invitation", async () => {
    const input = sessionInput({ amount: "120.00" });
    const created = await create(coach, input);
    expect(created).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      amountCents: 12_000,
      calendarSequence: 0,
      canReschedule: true,
    });
    expect(created.coach.id).toBe(coach.coachId);
    // Completed only once it has ended (below): not offered for a session still to come.
    expect(created.allowedStatuses).toEqual(["confirmed", "cancelled"]);
    const [toClient] = await outbox(input.email, "booking.created");
    expect(toClient.subject).toBe("Your session with Casey Coach: please complete payment");
    expect(toClient.textBody).toContain(`/checkout/${created.id}`);
    expect(icsLines(toClient.attachments[0].content)).toContain(`UID:booking-${created.id}@localhost`);
    expect(await outbox(coach.email, "booking.created.coach")).not.toHaveLength(0);
  });

  it("makes a free session scheduled at once", async () => {
    const created = await create(coach, { amount: "0", sessionType: "Free 15 mins consultation", duration: 15 });
    expect(created.status).toBe("confirmed");
    expect(created.allowedStatuses).toEqual(["cancelled"]);
  });

  it("refuses a coachId in the body with 400 naming it, and creates nothing", async () => {
    const before = await bookingCount();
    for (const coachId of [otherCoach.coachId, coach.coachId, ""]) {
      const response = await post(coach, { ...sessionInput(), coachId });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ coachId: COACH_ID_REFUSED });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("validates with the staff form's messages and refuses a time in the past", async () => {
    const before = await bookingCount();
    const bad = await post(coach, { ...sessionInput(), email: "nope", amount: "-1" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ email: "Please enter a valid email address", amount: "Amount must be 0 or more" });
    const past = await post(coach, sessionInput({ scheduledDate: inHours(-2) }));
    expect(past.status).toBe(400);
    expect((await past.json()).errors).toEqual({ scheduledDate: "The session must be in the future" });
    expect(await bookingCount()).toBe(before);
  });

  it("answers 409 when the coach's own profile is not live", async () => {
    const offline = await coachAccount(app, { isActive: false });
    const response = await post(offline, sessionInput());
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/profile is not live/);
  });
});

describe("POST /api/coach/bookings from a consultation request", () => {
  it("arranges a session from the coach's own request, prefilled, and marks the request scheduled", async () => {
    const [request] = await db
      .insert(consultationRequests)
      .values(
        jordanStoredRequest(coach.coachId, { sessionFormat: "in-person", reasonForVisit: "We keep having the same fight about chores." }),
      )
      .returning();
    const form = await app.services.coachPractice.sessionFormData(coach.coachId, request.id);
    expect(form.coach).toMatchObject({ id: coach.coachId, hourlyRate: "135.00" });
    expect(form.prefill).toMatchObject({
      consultationRequestId: request.id,
      firstName: "Jordan",
      email: "jordan.price@example.com",
      sessionType: "Couples session",
      sessionFormat: "in-person",
    });

    const created = await create(coach, {
      firstName: "Jordan",
      lastName: "Price",
      email: "jordan.price@example.com",
      sessionType: "Couples session",
      consultationRequestId: request.id,
    });
    expect(created.email).toBe("jordan.price@example.com");
    const row = (await db.select().from(consultationRequests).where(eq(consultationRequests.id, request.id)))[0];
    expect(row.status).toBe("scheduled");
    expect(row.firstContactedAt).not.toBeNull();
    expect(await outbox("jordan.price@example.com", "booking.created")).toHaveLength(1);
  });

  it("does not let a coach arrange a session from another coach's request", async () => {
    const [theirs] = await db
      .insert(consultationRequests)
      .values({
        coachId: otherCoach.coachId,
        firstName: "Kept",
        lastName: "Away",
        email: "kept.away@example.com",
        phoneNumber: "5550102030",
        sessionType: "50-minute session",
        location: "Austin",
        reasonForVisit: "Not yours to schedule, this one.",
      })
      .returning();
    await expect(app.services.coachPractice.sessionFormData(coach.coachId, theirs.id)).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<AppError>);
    const before = await bookingCount();
    const response = await post(coach, sessionInput({ consultationRequestId: theirs.id }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ consultationRequestId: "Consultation request not found" });
    expect(await bookingCount()).toBe(before);
    expect((await db.select().from(consultationRequests).where(eq(consultationRequests.id, theirs.id)))[0]).toMatchObject({
      status: "pending",
      firstContactedAt: null,
    });
  });
});

describe("GET /api/coach/bookings", () => {
  it("lists only the coach's own sessions, soonest first", async () => {
    const later = await create(coach, { scheduledDate: inHours(200) });
    const sooner = await create(coach, { scheduledDate: inHours(100) });
    const theirs = await create(otherCoach);
    const response = await app.request("/api/coach/bookings", asUser(coach));
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as CoachBookingView[]).map((b) => b.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const sessions = await app.services.coachPractice.listSessions(coach.coachId);
    expect(sessions.upcoming.map((b) => b.id)).toContain(sooner.id);
  });
});

describe("PATCH /api/coach/bookings/{id}", () => {
  it("confirms, reschedules with a higher SEQUENCE, and cancels with METHOD:CANCEL", async () => {
    const input = sessionInput({ amount: "120.00" });
    const booking = await create(coach, input);
    const confirmed = (await (await patch(coach, booking.id, { status: "confirmed" })).json()) as CoachBookingView;
    expect(confirmed).toMatchObject({ status: "confirmed", calendarSequence: 1 });
    expect(await outbox(input.email, "booking.confirmed")).toHaveLength(1);

    const moved = await patch(coach, booking.id, { scheduledDate: inHours(120) });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as CoachBookingView).calendarSequence).toBe(2);
    const [movedMail] = await outbox(input.email, "booking.rescheduled");
    expect(icsLines(movedMail.attachments[0].content)).toEqual(
      expect.arrayContaining(["SEQUENCE:2", "METHOD:REQUEST", `UID:booking-${booking.id}@localhost`]),
    );

    const cancelled = (await (await patch(coach, booking.id, { status: "cancelled" })).json()) as CoachBookingView;
    expect(cancelled).toMatchObject({ status: "cancelled", calendarSequence: 3, allowedStatuses: [], canReschedule: false });
    const [cancelMail] = await outbox(input.email, "booking.cancelled");
    expect(icsLines(cancelMail.attachments[0].content)).toEqual(expect.arrayContaining(["METHOD:CANCEL", "SEQUENCE:3"]));
  });

  it("marks a session completed only once it has ended (409 before), and refuses illegal moves with 409 changing nothing", async () => {
    const booking = await create(coach, { amount: "0", duration: 50 });
    const early = await patch(coach, booking.id, { status: "completed" });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("A session can be marked completed only once it has ended.");
    expect((await stored(booking.id)).status).toBe("confirmed");
    // Started but not over yet: still refused; over: completed.
    const startedAgo = async (minutes: number) =>
      db
        .update(bookings)
        .set({ scheduledDate: new Date(Date.now() - minutes * 60_000) })
        .where(eq(bookings.id, booking.id));
    await startedAgo(45);
    expect((await patch(coach, booking.id, { status: "completed" })).status).toBe(409);
    await startedAgo(51);
    expect((await app.services.coachPractice.listSessions(coach.coachId)).past.find((b) => b.id === booking.id)?.allowedStatuses).toEqual([
      "completed",
      "cancelled",
      "no-show",
    ]);
    expect((await patch(coach, booking.id, { status: "completed" })).status).toBe(200);
    const before = await stored(booking.id);
    for (const body of [{ status: "confirmed" }, { status: "cancelled" }, { status: "no-show" }, { scheduledDate: inHours(300) }]) {
      const response = await patch(coach, booking.id, body);
      expect(response.status, JSON.stringify(body)).toBe(409);
    }
    expect(await stored(booking.id)).toEqual(before);
  });

  it("marks a no-show only once the confirmed session has started", async () => {
    const booking = await create(coach, { amount: "0" });
    const early = await patch(coach, booking.id, { status: "no-show" });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("A session can be marked a no-show only once it has started.");
    expect((await stored(booking.id)).status).toBe("confirmed");

    // The session's time comes and goes.
    await db
      .update(bookings)
      .set({ scheduledDate: new Date(Date.now() - 10 * 60_000) })
      .where(eq(bookings.id, booking.id));
    const started = (await app.services.coachPractice.listSessions(coach.coachId)).past.find((b) => b.id === booking.id);
    // Started, not yet ended: no-show, not completed.
    expect(started?.allowedStatuses).toEqual(["cancelled", "no-show"]);
    const response = await patch(coach, booking.id, { status: "no-show" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "no-show", allowedStatuses: [], canReschedule: false });
    expect((await stored(booking.id)).status).toBe("no-show");
    // An unpaid pending session cannot be a no-show, started or not.
    const pending = await create(coach, { amount: "50" });
    await db
      .update(bookings)
      .set({ scheduledDate: new Date(Date.now() - 10 * 60_000) })
      .where(eq(bookings.id, pending.id));
    expect((await patch(coach, pending.id, { status: "no-show" })).status).toBe(409);
  });
});

describe("PATCH /api/coach/bookings/{id}: another coach's booking and fields only staff set", () => {
  it("answers 404 for another coach's booking and an unknown one, and changes nothing", async () => {
    const theirs = await create(otherCoach, { amount: "0" });
    const before = await stored(theirs.id);
    const mailBefore = (await db.select().from(emailOutbox)).length;
    for (const body of [{ status: "cancelled" }, { status: "completed" }, { scheduledDate: inHours(150) }, { duration: 30 }]) {
      const response = await patch(coach, theirs.id, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Booking not found" });
    }
    expect(await stored(theirs.id)).toEqual(before);
    expect((await db.select().from(emailOutbox)).length).toBe(mailBefore);
    expect((await patch(coach, "00000000-0000-4000-8000-000000000000", { status: "cancelled" })).status).toBe(404);
  });

  it("refuses paymentStatus, coachId and unknown fields with 400 naming them", async () => {
    const booking = await create(coach, { amount: "0" });
    const payment = await patch(coach, booking.id, { paymentStatus: "refunded" });
    expect(payment.status).toBe(400);
    expect((await payment.json()).errors).toEqual({ paymentStatus: "Only staff record payments and refunds" });
    const moveCoach = await patch(coach, booking.id, { coachId: otherCoach.coachId });
    expect(moveCoach.status).toBe(400);
    expect((await moveCoach.json()).errors).toEqual({ coachId: COACH_ID_REFUSED });
    expect((await patch(coach, booking.id, { amount: "1.00" })).status).toBe(400);
    expect((await patch(coach, booking.id, {})).status).toBe(400);
    expect((await stored(booking.id)).coachId).toBe(coach.coachId);
  });
});
