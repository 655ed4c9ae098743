// POST /api/consultations/request: the form's schema on the server (exact messages), 201/400/404,
// the rate limit, the stored request, and both e-mails over a real SMTP exchange.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationRequests, emailOutbox } from "../../db/schema";
import { createSmtpTransport } from "../mail/delivery";
import { startTestApp } from "../../../tests/support/test-app";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { insertCoach } from "../../../tests/support/factories";
import { jordanConsultationRequest } from "../../../tests/support/consultation-requests";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const app = await startTestApp(
  { RATE_LIMIT_FORMS_PER_ADDRESS: "4/10m", TRUST_PROXY: "true" },
  { mailTransport: createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>") },
);
const db = app.database.db;
let coachId: string;
let inactiveId: string;

beforeAll(async () => {
  coachId = (await insertCoach(db, { firstName: "Maya", lastName: "Lin", email: "maya.lin@example.com" })).id;
  inactiveId = (await insertCoach(db, { firstName: "Gone", lastName: "Away", isActive: false })).id;
});

const valid = () => jordanConsultationRequest(coachId);

let address = 0;
/** Each call comes from its own client address, so the rate limit only bites where a test wants it. */
function post(body: unknown, from = `10.0.0.${++address}`) {
  return app.request("/api/consultations/request", { method: "POST", json: body, headers: { "X-Forwarded-For": from } });
}

/** One bad value per field of the form, with the exact message the form shows for it. */
const BAD_FIELDS: [field: string, change: Record<string, string>, message: string][] = [
  ["firstName", { firstName: "" }, "First name is required"],
  ["lastName", { lastName: "  " }, "Last name is required"],
  ["email", { email: "not-an-email" }, "Please enter a valid email address"],
  ["phoneNumber", { phoneNumber: "555-1234" }, "Please enter a valid phone number"],
  ["sessionType", { sessionType: "Weekend retreat" }, "Please select session type"],
  ["location", { location: "" }, "City or ZIP code is required"],
  ["sessionFormat", { sessionFormat: "phone" }, "Please select session format"],
  ["reasonForVisit", { reasonForVisit: "Help" }, "Please share what brings you here today (minimum 10 characters)"],
];

describe("POST /api/consultations/request", () => {
  it("stores the request as pending and answers 201 with its id", async () => {
    const response = await post(valid());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
    expect(row).toMatchObject({
      coachId,
      firstName: "Jordan",
      status: "pending",
      sessionFormat: "virtual",
      email: "jordan.price@example.com",
    });
  });

  it("tells the coach and confirms to the visitor by e-mail, with nothing personal in the coach's subject", async () => {
    await post({ ...valid(), firstName: "Robin", email: "robin@example.com", reasonForVisit: "Anxiety about my partner's drinking." });
    const toCoach = await sink.waitFor((m) => m.envelopeTo.includes("maya.lin@example.com") && m.text.includes("Robin"));
    expect(toCoach.subject).toBe("New consultation request on Kindred");
    expect(toCoach.subject).not.toMatch(/Robin|Price|Anxiety|drinking/i);
    expect(toCoach.text).toContain("Anxiety about my partner's drinking.");
    expect(toCoach.text).toContain("robin@example.com");
    expect(toCoach.parsed.replyTo?.text).toBe("robin@example.com");
    const toVisitor = await sink.waitFor((m) => m.envelopeTo.includes("robin@example.com"));
    expect(toVisitor.subject).toBe("We received your consultation request");
    expect(toVisitor.text).toContain("Maya Lin, who will reach out to you via email to schedule your session");
    expect(toVisitor.text).toContain("988");
  });

  it("writes the e-mails in the same transaction as the request", async () => {
    const before = (await db.select().from(emailOutbox)).length;
    await post({ ...valid(), coachId: "00000000-0000-4000-8000-000000000000" });
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });
});

describe("POST /api/consultations/request refusals: 400, 404 and the rate limit", () => {
  it.each(BAD_FIELDS)("answers 400 with the exact message for a bad %s, and stores nothing", async (field, change, message) => {
    const count = (await db.select().from(consultationRequests)).length;
    const response = await post({ ...valid(), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect((await db.select().from(consultationRequests)).length).toBe(count);
  });

  it("answers 400 with the exact messages when fields are missing altogether", async () => {
    const response = await post({ coachId });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phoneNumber: "Please enter a valid phone number",
      sessionType: "Please select session type",
      location: "City or ZIP code is required",
      sessionFormat: "Please select session format",
      reasonForVisit: "Please share what brings you here today (minimum 10 characters)",
    });
  });

  it("answers 400 for a body that is not an object", async () => {
    expect((await post("hello")).status).toBe(400);
  });

  it("answers 404 for an unknown or inactive coach", async () => {
    for (const id of [inactiveId, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await post({ ...valid(), coachId: id });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Coach not found" });
    }
  });

  it("limits requests per client address with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(valid(), "192.0.2.77")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await post(valid(), "192.0.2.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many consultation requests\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    expect((await post(valid(), "192.0.2.78")).status).toBe(201);
  });
});

const direct = await startTestApp({ RATE_LIMIT_FORMS_PER_ADDRESS: "1/10m" });

describe("the client address", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const coach = await insertCoach(direct.database.db, { firstName: "Solo" });
    const send = (from: string) =>
      direct.request("/api/consultations/request", {
        method: "POST",
        json: { ...valid(), coachId: coach.id },
        headers: { "X-Forwarded-For": from },
      });
    expect((await send("203.0.113.1")).status).toBe(201);
    // A forged header does not buy a fresh counter.
    expect((await send("203.0.113.2")).status).toBe(429);
  });
});
