// Consultation requests and the outbox for staff (docs/product/staff-portal.md#consultation-requests): newest
// first with the coach's name and contact details, status changes only along the written-down transitions
// (409 otherwise), and the e-mails with their delivery status.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_TRANSITIONS } from "#common/consultation-states";
import { consultationRequests } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: "desk@kindred.example" });
const db = app.database.db;
let admin: TestAccount;
let coachId: string;
beforeAll(async () => {
  admin = await createAccount(app, { email: "desk@kindred.example" });
  coachId = (await insertCoach(db, { firstName: "Ines", lastName: "Baptiste", email: "ines@example.com" })).id;
});
const call = (method: string, path: string, json?: unknown) => app.request(path, { method, json, headers: { Cookie: admin.jar.header } });

async function newRequest(firstName: string, createdAt = new Date()) {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      coachId,
      firstName,
      lastName: "Visitor",
      email: `${firstName.toLowerCase()}@example.com`,
      phoneNumber: "5550102030",
      sessionType: "Free 15 mins consultation",
      location: "Austin 78701",
      sessionFormat: "virtual",
      reasonForVisit: "We argue about everything lately.",
      createdAt,
    })
    .returning();
  return row;
}

describe("GET /api/admin/consultation-requests", () => {
  it("lists requests newest first with the coach's name, contact details and status", async () => {
    await newRequest("Older", new Date(Date.now() - 60_000));
    const newer = await newRequest("Newer");
    const response = await call("GET", "/api/admin/consultation-requests?limit=2");
    expect(response.headers.get("x-total-count")).toBe("2");
    const [first, second] = await response.json();
    expect(first).toMatchObject({
      id: newer.id,
      coachName: "Ines Baptiste",
      firstName: "Newer",
      email: "newer@example.com",
      phoneNumber: "5550102030",
      reasonForVisit: "We argue about everything lately.",
      status: "pending",
    });
    expect(second.firstName).toBe("Older");
    expect((await call("GET", `/api/admin/consultation-requests/${newer.id}`)).status).toBe(200);
    expect((await call("GET", "/api/admin/consultation-requests/nope")).status).toBe(404);
  });
});

describe("PATCH /api/admin/consultation-requests/{id}", () => {
  it("moves pending → contacted → scheduled → closed", async () => {
    const request = await newRequest("Path");
    for (const status of ["contacted", "scheduled", "closed"]) {
      const response = await call("PATCH", `/api/admin/consultation-requests/${request.id}`, { status });
      expect(response.status).toBe(200);
      expect((await response.json()).status).toBe(status);
    }
  });

  it("refuses every change the transitions do not allow with 409", async () => {
    const statuses = Object.keys(CONSULTATION_TRANSITIONS) as (keyof typeof CONSULTATION_TRANSITIONS)[];
    for (const from of statuses) {
      for (const to of statuses) {
        if (CONSULTATION_TRANSITIONS[from].includes(to)) continue;
        const row = await newRequest(`From${from}`);
        await db.update(consultationRequests).set({ status: from }).where(eq(consultationRequests.id, row.id));
        const response = await call("PATCH", `/api/admin/consultation-requests/${row.id}`, { status: to });
        expect(response.status, `${from} → ${to}`).toBe(409);
      }
    }
  });

  it("answers 400 for an unknown status and 404 for an unknown request", async () => {
    const request = await newRequest("Bad");
    const bad = await call("PATCH", `/api/admin/consultation-requests/${request.id}`, { status: "done" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.status).toBe("Choose one of pending, contacted, scheduled or closed");
    expect(
      (await call("PATCH", "/api/admin/consultation-requests/00000000-0000-4000-8000-000000000000", { status: "contacted" })).status,
    ).toBe(404);
  });
});

describe("GET /api/admin/outbox", () => {
  it("lists the e-mails newest first with their delivery status and no bodies", async () => {
    const sent = await app.request("/api/consultations/request", {
      method: "POST",
      json: {
        firstName: "Mail",
        lastName: "Check",
        email: "mail.check@example.com",
        phoneNumber: "5550102030",
        sessionType: "Free 15 mins consultation",
        location: "Austin",
        sessionFormat: "virtual",
        reasonForVisit: "Testing the outbox listing.",
        coachId,
      },
    });
    expect(sent.status).toBe(201);
    const response = await call("GET", "/api/admin/outbox");
    const messages = await response.json();
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    const confirmation = messages.find((m: { to: string }) => m.to === "mail.check@example.com");
    expect(confirmation).toMatchObject({
      kind: "consultation.visitor-confirmation",
      subject: "We received your consultation request",
      status: "pending",
      attempts: 0,
      sentAt: null,
    });
    expect(confirmation).not.toHaveProperty("textBody");
    expect(confirmation).not.toHaveProperty("text");
  });
});
