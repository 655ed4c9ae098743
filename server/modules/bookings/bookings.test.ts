// Bookings over HTTP (docs/product/bookings-and-payments.md#booking-by-staff): staff create and change them
// through the state machine (409 for an illegal change), the e-mails carry the calendar invitation (stable
// UID, SEQUENCE raised, CANCEL), the booking belongs to the account with that e-mail now or later, and a
// client sees only their own (404 otherwise).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminBookingView, ClientBooking } from "#common/bookings";
import { bookings, consultationRequests, emailOutbox } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { jordanStoredRequest } from "../../../tests/support/consultation-requests";
import { adminAccount, asUser, bookingInput, createBooking, inHours, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const db = app.database.db;
let admin: TestAccount;
let coachId: string;

beforeAll(async () => {
  admin = await adminAccount(app);
  coachId = (await insertCoach(db, { firstName: "Maya", lastName: "Lin", email: "maya.lin@example.com" })).id;
});

async function outbox(to: string, kind: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

const icsLines = (content: string) => content.replace(/\r\n[ \t]/g, "").split("\r\n");

const postAsAdmin = (json: unknown) => app.request("/api/admin/bookings", asUser(admin, { method: "POST", json }));

describe("POST /api/admin/bookings", () => {
  it("answers 401 signed out and 403 for a client, and creates nothing", async () => {
    const client = await createAccount(app);
    const before = (await db.select().from(bookings)).length;
    expect((await app.request("/api/admin/bookings", { method: "POST", json: bookingInput(coachId) })).status).toBe(401);
    expect((await app.request("/api/admin/bookings", asUser(client, { method: "POST", json: bookingInput(coachId) }))).status).toBe(403);
    expect((await db.select().from(bookings)).length).toBe(before);
  });

  it("creates a paid booking as pending and e-mails the client the checkout link with an invitation", async () => {
    const input = bookingInput(coachId, { amount: "120.5", timeZone: "America/Chicago" });
    const created = await createBooking(app, admin, input);
    expect(created).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      amount: "120.50",
      amountCents: 12050,
      timeZone: "America/Chicago",
      calendarSequence: 0,
    });
    expect(created).toMatchObject({ allowedStatuses: ["confirmed", "completed", "cancelled"], canReschedule: true });
    const [toClient] = await outbox(input.email, "booking.created");
    expect(toClient.textBody).toContain(`${app.config.siteUrl}/checkout/${created.id}`);
    expect(toClient.textBody).toContain("$120.50");
    expect(toClient.textBody).toMatch(/C[DS]T \(America\/Chicago\)/);
    const [invite] = toClient.attachments;
    expect(invite.contentType).toContain("method=REQUEST");
    const lines = icsLines(invite.content);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`UID:booking-${created.id}@localhost`);
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("STATUS:TENTATIVE");
    const [toCoach] = await outbox("maya.lin@example.com", "booking.created.coach");
    expect(toCoach.attachments[0].content).toContain(`UID:booking-${created.id}@localhost`);
  });

  it("creates a free booking as confirmed ('Scheduled') with the booking link", async () => {
    const input = bookingInput(coachId, { amount: "0", sessionType: "Free 15 mins consultation", duration: 15 });
    const created = await createBooking(app, admin, input);
    expect(created).toMatchObject({ status: "confirmed", paymentStatus: "pending", amountCents: 0 });
    const [toClient] = await outbox(input.email, "booking.created");
    expect(toClient.textBody).toContain(`/booking-success?booking_id=${created.id}`);
    expect(toClient.textBody).not.toContain("/checkout/");
  });

  it("answers 400 with field messages, and refuses inactive coaches and past times", async () => {
    const bad = await postAsAdmin({
      ...bookingInput(coachId),
      email: "nope",
      amount: "12.345",
      timeZone: "Mars/Base",
      sessionFormat: "phone",
      scheduledDate: "tomorrow",
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      email: "Please enter a valid email address",
      amount: "Amount must be in dollars with at most two decimals",
      timeZone: "Please choose a time zone",
      sessionFormat: "Please select session format",
    });
    expect(errors.scheduledDate).toMatch(/ISO 8601/);
    const inactive = (await insertCoach(db, { isActive: false })).id;
    const refused = await postAsAdmin(bookingInput(inactive));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.coachId).toBe("Please choose an active coach");
    const past = await postAsAdmin(bookingInput(coachId, { scheduledDate: inHours(-2) }));
    expect(past.status).toBe(400);
  });

  it("takes exactly the fields of a staff booking (no time zone): the session keeps the offset's wall time", async () => {
    const { timeZone: _omitted, ...input } = bookingInput(coachId);
    const year = new Date().getUTCFullYear() + 1;
    const created = await createBooking(app, admin, { ...input, scheduledDate: `${year}-01-10T15:00:00-05:00` });
    expect(created).toMatchObject({ scheduledDate: `${year}-01-10T20:00:00.000Z`, timeZone: "Etc/GMT+5" });
    const utc = await createBooking(app, admin, { ...input, scheduledDate: `${year}-01-11T15:00:00Z` });
    expect(utc.timeZone).toBe("UTC");
  });
});

describe("a staff booking started from a consultation request", () => {
  it("starts from a consultation request: the form data is prefilled and the request becomes scheduled", async () => {
    const [request] = await db
      .insert(consultationRequests)
      .values(jordanStoredRequest(coachId, { sessionFormat: "virtual", reasonForVisit: "We argue about money." }))
      .returning();
    const form = await app.request(`/api/admin/bookings/form-data?fromConsultation=${request.id}`, asUser(admin));
    expect(form.status).toBe(200);
    const data = (await form.json()) as { prefill: Record<string, string>; coaches: { id: string }[] };
    expect(data.prefill).toEqual({
      consultationRequestId: request.id,
      coachId,
      firstName: "Jordan",
      lastName: "Price",
      email: "jordan.price@example.com",
      phoneNumber: "5550102030",
      sessionType: "Couples session",
      sessionFormat: "video",
    });
    expect(data.coaches.some((c) => c.id === coachId)).toBe(true);
    expect(
      (await app.request("/api/admin/bookings/form-data?fromConsultation=00000000-0000-4000-8000-000000000000", asUser(admin))).status,
    ).toBe(404);
    await createBooking(app, admin, bookingInput(coachId, { email: "jordan.price@example.com", consultationRequestId: request.id }));
    const [after] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, request.id));
    expect(after.status).toBe("scheduled");
  });
});

describe("GET /api/admin/bookings", () => {
  it("lists newest first, paged, with the total", async () => {
    const first = await createBooking(app, admin, bookingInput(coachId));
    const second = await createBooking(app, admin, bookingInput(coachId));
    const response = await app.request("/api/admin/bookings?limit=2&offset=0", asUser(admin));
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    const list = (await response.json()) as AdminBookingView[];
    expect(list.map((b) => b.id)).toEqual([second.id, first.id]);
    expect((await app.request("/api/admin/bookings?limit=500", asUser(admin))).status).toBe(400);
  });
});

describe("whose booking it is", () => {
  it("belongs to an account created later with that e-mail (any case), and to no one else", async () => {
    const email = `Later.${Date.now()}@Example.com`;
    const paid = await createBooking(app, admin, bookingInput(coachId, { email }));
    const free = await createBooking(app, admin, bookingInput(coachId, { email, amount: "0" }));
    expect(paid.clientId).toBeNull();
    const client = await createAccount(app, { email: email.toLowerCase() });
    const list = (await (await app.request("/api/bookings", asUser(client))).json()) as ClientBooking[];
    expect(list.map((b) => b.id).sort()).toEqual([paid.id, free.id].sort());
    expect((await app.request(`/api/bookings/${paid.id}`, asUser(client))).status).toBe(200);

    const stranger = await createAccount(app);
    expect((await app.request(`/api/bookings/${paid.id}`, asUser(stranger))).status).toBe(404);
    expect(await (await app.request("/api/bookings", asUser(stranger))).json()).toEqual([]);
    expect((await app.request(`/api/bookings/not-a-uuid`, asUser(stranger))).status).toBe(404);
    expect((await app.request(`/api/bookings/${paid.id}`)).status).toBe(401);
    expect((await app.request(`/api/bookings`)).status).toBe(401);
  });

  it("belongs at once to an account that exists when the booking is made", async () => {
    const client = await createAccount(app);
    const created = await createBooking(app, admin, bookingInput(coachId, { email: client.email.toUpperCase() }));
    expect(created.clientId).toBe(client.user.id);
  });
});

describe("PATCH /api/admin/bookings/{id}", () => {
  const patch = (id: string, json: unknown) => app.request(`/api/admin/bookings/${id}`, asUser(admin, { method: "PATCH", json }));

  it("refuses illegal transitions with 409 and changes nothing", async () => {
    const booking = await createBooking(app, admin, bookingInput(coachId));
    expect((await patch(booking.id, { status: "cancelled" })).status).toBe(200);
    const refused = await patch(booking.id, { status: "completed" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("A cancelled booking cannot become completed.");
    for (const status of ["pending", "confirmed", "completed"]) expect((await patch(booking.id, { status })).status).toBe(409);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe("cancelled");
    expect((await patch(booking.id, { scheduledDate: inHours(100) })).status).toBe(409);
    // Payment status: staff may only record a refund, and only of a payment that succeeded.
    expect((await patch(booking.id, { paymentStatus: "succeeded" })).status).toBe(400);
    const free = await createBooking(app, admin, bookingInput(coachId, { amount: "0" }));
    expect((await patch(free.id, { paymentStatus: "refunded" })).status).toBe(409);
    expect((await patch(free.id, { status: "completed" })).status).toBe(200);
    expect((await patch(free.id, { status: "confirmed" })).status).toBe(409);
  });

  it("answers 400 for unknown fields and 404 for an unknown booking", async () => {
    const booking = await createBooking(app, admin, bookingInput(coachId));
    expect((await patch(booking.id, { amount: "1.00" })).status).toBe(400);
    expect((await patch(booking.id, {})).status).toBe(400);
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "confirmed" })).status).toBe(404);
  });

  it("raises the invitation's SEQUENCE when the time changes, and cancels with METHOD:CANCEL", async () => {
    const input = bookingInput(coachId, { amount: "0" });
    const booking = await createBooking(app, admin, input);
    const moved = (await (await patch(booking.id, { scheduledDate: inHours(24 * 40), duration: 30 })).json()) as AdminBookingView;
    expect(moved.calendarSequence).toBe(1);
    expect(moved.duration).toBe(30);
    const [movedMail] = await outbox(input.email, "booking.rescheduled");
    const movedLines = icsLines(movedMail.attachments[0].content);
    expect(movedLines).toContain("SEQUENCE:1");
    expect(movedLines).toContain(`UID:booking-${booking.id}@localhost`);
    expect(movedLines).toContain("METHOD:REQUEST");
    // The zone alone does not move the session: no new invitation.
    const rezoned = (await (await patch(booking.id, { timeZone: "Europe/Paris" })).json()) as AdminBookingView;
    expect(rezoned.calendarSequence).toBe(1);
    const cancelled = (await (await patch(booking.id, { status: "cancelled" })).json()) as AdminBookingView;
    expect(cancelled.calendarSequence).toBe(2);
    const [cancelMail] = await outbox(input.email, "booking.cancelled");
    const cancelLines = icsLines(cancelMail.attachments[0].content);
    expect(cancelMail.attachments[0].contentType).toContain("method=CANCEL");
    expect(cancelLines).toContain("METHOD:CANCEL");
    expect(cancelLines).toContain("STATUS:CANCELLED");
    expect(cancelLines).toContain("SEQUENCE:2");
    expect(cancelLines).toContain(`UID:booking-${booking.id}@localhost`);
    expect(await outbox("maya.lin@example.com", "booking.cancelled.coach")).not.toHaveLength(0);
  });

  it("marks a confirmed session completed and invites the client to review it", async () => {
    const input = bookingInput(coachId, { amount: "0" });
    const booking = await createBooking(app, admin, input);
    const completed = (await (await patch(booking.id, { status: "completed" })).json()) as AdminBookingView;
    expect(completed.status).toBe("completed");
    expect(completed).toMatchObject({ allowedStatuses: [], canReschedule: false });
    const [mail] = await outbox(input.email, "booking.completed");
    expect(mail.textBody).toContain("Leave Review");
  });

  it("lets staff mark an unpaid session completed (paid outside the product); the payment stays pending", async () => {
    const booking = await createBooking(app, admin, bookingInput(coachId, { amount: "80.00" }));
    expect(booking.status).toBe("pending");
    const completed = (await (await patch(booking.id, { status: "completed" })).json()) as AdminBookingView;
    expect(completed.status).toBe("completed");
    expect(completed.paymentStatus).toBe("pending");
  });
});
