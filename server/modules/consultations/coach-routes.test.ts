// The Coach Workspace's requests over HTTP: a coach lists and changes only their own coach's
// requests (another coach's answers 404 and nothing changes), status moves follow the written-down
// transitions (409 otherwise) and record the first contact, private notes are replaced with a
// length limit, a request pending for 24 hours is overdue (for the coach and for staff), and the
// coach is e-mailed one reminder per overdue request however many processes run the job at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COACH_NOTES_MAX, type CoachConsultationRequest } from "#common/consultation-states";
import type { AdminConsultationRequest } from "#common/admin-coaches";
import { connectDatabase } from "../../db/client";
import { consultationRequests, emailOutbox } from "../../db/schema";
import { createMailService } from "../mail/service";
import { adminAccount, asUser, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import type { TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";
import { sendOverdueRequestReminders } from "./overdue-reminders";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const db = app.database.db;
const HOUR = 3_600_000;
let coach: CoachAccount;
let otherCoach: CoachAccount;
let admin: TestAccount;

beforeAll(async () => {
  [coach, otherCoach, admin] = await Promise.all([coachAccount(app), coachAccount(app), adminAccount(app)]);
});

let counter = 0;
async function newRequest(coachId: string, values: { hoursAgo?: number; status?: string; firstName?: string } = {}) {
  counter += 1;
  const [row] = await db
    .insert(consultationRequests)
    .values({
      coachId,
      firstName: values.firstName ?? `Visitor${counter}`,
      lastName: "Price",
      email: `visitor${counter}@example.com`,
      phoneNumber: "5550102030",
      sessionType: "Couples session",
      location: "Austin 78701",
      sessionFormat: "in-person",
      reasonForVisit: "We keep having the same fight about chores.",
      status: values.status ?? "pending",
      createdAt: new Date(Date.now() - (values.hoursAgo ?? 0) * HOUR),
    })
    .returning();
  return row;
}

const stored = async (id: string) => (await db.select().from(consultationRequests).where(eq(consultationRequests.id, id)))[0];
const list = (account: TestAccount, query = "") => app.request(`/api/coach/consultations${query}`, asUser(account));
const patch = (account: TestAccount, id: string, json: unknown) =>
  app.request(`/api/coach/consultations/${id}`, asUser(account, { method: "PATCH", json }));

describe("GET /api/coach/consultations", () => {
  it("lists the coach's own requests newest first with X-Total-Count, never another coach's", async () => {
    const older = await newRequest(coach.coachId, { hoursAgo: 2 });
    const newer = await newRequest(coach.coachId, { hoursAgo: 1 });
    const theirs = await newRequest(otherCoach.coachId);
    const response = await list(coach);
    expect(response.status).toBe(200);
    const items = (await response.json()) as CoachConsultationRequest[];
    const ids = items.map((r) => r.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(Number(response.headers.get("x-total-count"))).toBe(items.length);
    expect(items.find((r) => r.id === newer.id)).toMatchObject({
      firstName: newer.firstName,
      email: newer.email,
      phoneNumber: "5550102030",
      sessionType: "Couples session",
      sessionFormat: "in-person",
      location: "Austin 78701",
      reasonForVisit: "We keep having the same fight about chores.",
      status: "pending",
      allowedStatuses: ["contacted", "closed"],
      overdue: false,
      note: "",
    });
    const page = await list(coach, "?limit=1&offset=1");
    expect((await page.json()).map((r: CoachConsultationRequest) => r.id)).toEqual([ids[1]]);
    expect(page.headers.get("x-total-count")).toBe(String(items.length));
  });

  it("filters by status", async () => {
    const closed = await newRequest(coach.coachId, { status: "closed" });
    const response = await list(coach, "?status=closed");
    const items = (await response.json()) as CoachConsultationRequest[];
    expect(items.map((r) => r.id)).toContain(closed.id);
    expect(items.every((r) => r.status === "closed")).toBe(true);
    expect(response.headers.get("x-total-count")).toBe(String(items.length));
  });

  it("answers 400 naming the parameter for an unknown status or a bad page", async () => {
    const bad = await list(coach, "?status=done");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ status: "status must be one of pending, contacted, scheduled or closed" });
    const limit = await list(coach, "?limit=1000");
    expect(limit.status).toBe(400);
    expect((await limit.json()).errors).toHaveProperty("limit");
  });

  it("marks a request still pending after 24 hours overdue, for the coach and for staff", async () => {
    const overdue = await newRequest(coach.coachId, { hoursAgo: 25 });
    const fresh = await newRequest(coach.coachId, { hoursAgo: 23 });
    const answered = await newRequest(coach.coachId, { hoursAgo: 30, status: "contacted" });
    const items = (await (await list(coach, "?limit=100")).json()) as CoachConsultationRequest[];
    const flag = (id: string) => items.find((r) => r.id === id)?.overdue;
    expect([flag(overdue.id), flag(fresh.id), flag(answered.id)]).toEqual([true, false, false]);

    const staff = (await (
      await app.request("/api/admin/consultation-requests?limit=100", asUser(admin))
    ).json()) as AdminConsultationRequest[];
    const staffFlag = (id: string) => staff.find((r) => r.id === id)?.overdue;
    expect([staffFlag(overdue.id), staffFlag(fresh.id), staffFlag(answered.id)]).toEqual([true, false, false]);
  });
});

describe("PATCH /api/coach/consultations/{id}", () => {
  it("moves pending → contacted → scheduled, recording the first contact once", async () => {
    const request = await newRequest(coach.coachId, { hoursAgo: 3 });
    const contacted = await patch(coach, request.id, { status: "contacted" });
    expect(contacted.status).toBe(200);
    const body = (await contacted.json()) as CoachConsultationRequest;
    expect(body).toMatchObject({ status: "contacted", allowedStatuses: ["scheduled", "closed"] });
    expect(body.firstContactedAt).not.toBeNull();
    const first = (await stored(request.id)).firstContactedAt;
    expect(first).not.toBeNull();

    expect((await patch(coach, request.id, { status: "scheduled" })).status).toBe(200);
    const row = await stored(request.id);
    expect(row.status).toBe("scheduled");
    expect(row.firstContactedAt).toEqual(first);
  });

  it("replaces the private notes, and refuses notes over the limit with a clear message", async () => {
    const request = await newRequest(coach.coachId);
    expect((await (await patch(coach, request.id, { note: "Called, left a voicemail." })).json()).note).toBe("Called, left a voicemail.");
    expect((await (await patch(coach, request.id, { note: "Spoke on Tuesday." })).json()).note).toBe("Spoke on Tuesday.");
    const tooLong = await patch(coach, request.id, { note: "x".repeat(COACH_NOTES_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ note: `Notes must be at most ${COACH_NOTES_MAX} characters` });
    const row = await stored(request.id);
    expect(row.coachNotes).toBe("Spoke on Tuesday.");
    expect(row.status).toBe("pending");
  });

  it("refuses a move the transitions do not allow with 409, and keeps the notes sent with it", async () => {
    const request = await newRequest(coach.coachId);
    const skip = await patch(coach, request.id, { status: "scheduled", note: "should not be kept" });
    expect(skip.status).toBe(409);
    expect((await skip.json()).message).toBe("A pending request cannot become scheduled.");
    const closed = await newRequest(coach.coachId, { status: "closed" });
    expect((await patch(coach, closed.id, { status: "contacted" })).status).toBe(409);
    expect(await stored(request.id)).toMatchObject({ status: "pending", coachNotes: "", firstContactedAt: null });
    expect((await stored(closed.id)).status).toBe("closed");
  });

  it("answers 404 for another coach's request and an unknown one, and changes nothing", async () => {
    const theirs = await newRequest(otherCoach.coachId);
    const before = await stored(theirs.id);
    for (const body of [{ status: "contacted" }, { note: "mine now" }, { status: "closed", note: "x" }]) {
      const response = await patch(coach, theirs.id, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Consultation request not found" });
    }
    expect(await stored(theirs.id)).toEqual(before);
    expect((await patch(coach, "00000000-0000-4000-8000-000000000000", { status: "contacted" })).status).toBe(404);
    expect((await patch(coach, "not-an-id", { status: "contacted" })).status).toBe(404);
  });

  it("answers 400 for an empty change, an unknown status and an unknown field", async () => {
    const request = await newRequest(coach.coachId);
    expect((await patch(coach, request.id, {})).status).toBe(400);
    const unknown = await patch(coach, request.id, { status: "done" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.status).toBe("Choose one of pending, contacted, scheduled or closed");
    expect((await patch(coach, request.id, { status: "contacted", coachId: otherCoach.coachId })).status).toBe(400);
    expect((await stored(request.id)).status).toBe("pending");
  });

  it("lets staff's move out of pending record the first contact too", async () => {
    const request = await newRequest(coach.coachId);
    expect(
      (await app.request(`/api/admin/consultation-requests/${request.id}`, asUser(admin, { method: "PATCH", json: { status: "closed" } })))
        .status,
    ).toBe(200);
    expect((await stored(request.id)).firstContactedAt).not.toBeNull();
  });
});

describe("overdue reminders", () => {
  const mail = createMailService(app.config);
  const processes = Array.from({ length: 2 }, () => connectDatabase(app.database.url, { max: 3 }));
  afterAll(() => Promise.all(processes.map((p) => p.close())));
  const reminders = (to: string) =>
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "consultation.overdue-reminder")));

  it("e-mails the coach exactly once per overdue request, linking to the workspace, with two passes racing", async () => {
    const overdue = await newRequest(coach.coachId, { hoursAgo: 26, firstName: "Overdue" });
    const alsoOverdue = await newRequest(coach.coachId, { hoursAgo: 48, firstName: "Later" });
    const fresh = await newRequest(coach.coachId, { hoursAgo: 20, firstName: "Fresh" });
    const answered = await newRequest(coach.coachId, { hoursAgo: 30, status: "contacted", firstName: "Answered" });
    const before = (await reminders(coach.email)).length;

    await Promise.all(processes.map((p) => sendOverdueRequestReminders({ db: p.db, mail })));
    await Promise.all(processes.map((p) => sendOverdueRequestReminders({ db: p.db, mail })));

    const sent = (await reminders(coach.email)).slice(before);
    const about = (name: string) => sent.filter((m) => m.textBody.includes(`${name} Price asked for a consultation`));
    expect(about("Overdue")).toHaveLength(1);
    expect(about("Later")).toHaveLength(1);
    expect(about("Fresh")).toHaveLength(0);
    expect(about("Answered")).toHaveLength(0);
    const [message] = about("Overdue");
    expect(message.subject).toBe("A consultation request is waiting for your reply");
    expect(message.textBody).toContain(`${app.config.siteUrl}/coach`);
    for (const row of [overdue, alsoOverdue]) expect((await stored(row.id)).overdueReminderSentAt).not.toBeNull();
    for (const row of [fresh, answered]) expect((await stored(row.id)).overdueReminderSentAt).toBeNull();
  });

  it("leaves a request that went overdue more than a week ago alone", async () => {
    const stale = await newRequest(otherCoach.coachId, { hoursAgo: 24 * 9, firstName: "Stale" });
    await sendOverdueRequestReminders({ db, mail });
    expect((await stored(stale.id)).overdueReminderSentAt).toBeNull();
  });
});

describe("the new-request e-mail", () => {
  it("links the coach to the workspace", async () => {
    const response = await app.request("/api/consultations/request", {
      method: "POST",
      json: {
        firstName: "Linked",
        lastName: "Visitor",
        email: "linked.visitor@example.com",
        phoneNumber: "(555) 010-2030",
        sessionType: "Free 15 mins consultation",
        location: "Austin",
        sessionFormat: "virtual",
        reasonForVisit: "We would like to talk about our move.",
        coachId: coach.coachId,
      },
    });
    expect(response.status).toBe(201);
    const [notice] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, coach.email), eq(emailOutbox.kind, "consultation.coach-notice")));
    expect(notice.textBody).toContain(`${app.config.siteUrl}/coach`);
  });
});
