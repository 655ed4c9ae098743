// Coach applications over real HTTP: received (201, stored inactive, e-mails), validated with the step
// schemas, reviewed and published by staff only; a published coach appears in the directory.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminApplication } from "#common/applications";
import { coachApplications, emailOutbox } from "../../db/schema";
import { createSmtpTransport } from "../mail/delivery";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { startTestApp } from "../../../tests/support/test-app";
import { anaApplication } from "../../../tests/support/coach-application";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const app = await startTestApp(
  { ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" },
  { mailTransport: createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>") },
);
const db = app.database.db;
let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, { email: "staff@kindred.example", firstName: "Sam", lastName: "Staff" });
  user = await createAccount(app);
});

let address = 0;
const application = (overrides: Record<string, unknown> = {}) =>
  anaApplication({
    email: `ana.${++address}@example.com`,
    gender: "Female",
    specializations: ["Communication Skills", "Conflict Resolution", "Premarital Counseling", "Dating Confidence"],
    sessionTypes: ["Couples Coaching", "Online Sessions"],
    availability: ["Evenings", "Weekends"],
    languages: ["English", "Chinese (Mandarin)"],
    certifications: ["Gottman Method", "LMFT"],
    insuranceAccepted: ["Aetna"],
    ...overrides,
  });

function submit(body: unknown, from = `10.1.0.${address}`) {
  return app.request("/api/coach-applications", { method: "POST", json: body, headers: { "X-Forwarded-For": from } });
}

const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: admin.jar.header } });

const reviewAsAdmin = (applicationId: string, json: unknown) =>
  asAdmin(`/api/admin/coach-applications/${applicationId}`, { method: "PATCH", json });

const publishAsAdmin = (applicationId: string) => asAdmin(`/api/admin/publish-coach/${applicationId}`, { method: "POST" });

/** Each staff route answers `expected` to the given visitor (no cookie, or a non-admin's). */
async function expectStaffRoutesRefused(applicationId: string, headers: HeadersInit | undefined, expected: number) {
  expect((await app.request("/api/admin/coach-applications", { headers })).status).toBe(expected);
  expect(
    (await app.request(`/api/admin/coach-applications/${applicationId}`, { method: "PATCH", json: { status: "approved" }, headers }))
      .status,
  ).toBe(expected);
  expect((await app.request(`/api/admin/publish-coach/${applicationId}`, { method: "POST", headers })).status).toBe(expected);
}

/** The published coach's public profile: live, with staff's edits and the catalogue's language and professional type. */
async function expectLiveProfile(coachId: string) {
  const profile = await app.request(`/api/coaches/${coachId}`);
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({
    firstName: "Mei",
    title: "Couples Coach",
    experience: 7,
    hourlyRate: "135.00",
    isActive: true,
    languages: ["English", "Mandarin"],
    location: "Florida",
    professionalType: "Licensed Therapist",
    specializations: ["Communication Skills", "Conflict Resolution", "Premarital Counseling", "Dating Confidence"],
  });
}

/** The published coach is found by a search on the surname and by the location and language filters. */
async function expectInDirectory(coachId: string) {
  const directory = (await (await app.request("/api/coaches?search=Chen")).json()) as { id: string }[];
  expect(directory.map((c) => c.id)).toContain(coachId);
  const inFlorida = (await (await app.request("/api/coaches?location=Florida&language=Mandarin")).json()) as { id: string }[];
  expect(inFlorida.map((c) => c.id)).toContain(coachId);
}

const coachOwner = async (coachId: string) =>
  (await db.execute<{ user_id: string | null }>(sql`select user_id from coaches where id = ${coachId}`)).rows[0].user_id;

/** Opens the workspace invitation e-mailed to the applicant, signed in as `account`. */
async function acceptEmailedInvitation(applicantEmail: string, account: TestAccount) {
  const invitation = await sink.waitFor(
    (m) => m.envelopeTo.includes(applicantEmail) && m.subject === "Your invitation to the Kindred Coach Workspace",
  );
  expect(invitation.text).toContain("The link works once, within 7 days.");
  const token = /\/coach-invite\?token=([\w-]+)/.exec(invitation.text)?.[1];
  expect(token).toBeTruthy();
  return app.request("/api/coach-invitations/accept", { method: "POST", json: { token }, headers: { Cookie: account.jar.header } });
}

describe("POST /api/coach-applications", () => {
  it("stores the application as pending and e-mails the applicant and staff", async () => {
    const body = application();
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db.select().from(coachApplications).where(eq(coachApplications.id, id));
    expect(row).toMatchObject({
      status: "pending",
      email: body.email,
      certifications: ["Gottman Method", "LMFT"],
      coachId: null,
      stripeSubscriptionId: null,
    });
    const toApplicant = await sink.waitFor((m) => m.envelopeTo.includes(body.email));
    expect(toApplicant.subject).toBe("We received your coach application");
    expect(toApplicant.text).toContain("5-7 business days");
    const toStaff = await sink.waitFor((m) => m.envelopeTo.includes("staff@kindred.example") && m.subject.includes("Ana Diaz"));
    expect(toStaff.text).toContain("/admin/applications");
  });

  it("answers 400 with the exact messages of step 1 and step 3, and stores nothing", async () => {
    const before = (await db.select().from(coachApplications)).length;
    const response = await submit(
      application({ email: "nope", phone: "123", bio: "Too short", motivation: "x", agreesToTerms: false, specializations: [] }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      email: "Valid email is required",
      phone: "Phone number is required",
      bio: "Bio must be at least 50 characters",
      motivation: "Please provide at least 50 characters explaining your motivation",
      agreesToTerms: "You must agree to the terms",
      specializations: "At least one specialization is required",
    });
    expect((await db.select().from(coachApplications)).length).toBe(before);
  });

  it("refuses an application that asks to be active", async () => {
    expect((await submit(application({ isActive: true }))).status).toBe(400);
  });

  it("refuses a subscription id the provider does not know (400 naming subscriptionId), storing nothing", async () => {
    const before = await db.select({ id: coachApplications.id }).from(coachApplications);
    const response = await submit(application({ subscriptionId: "sub_made_up" }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ subscriptionId: "This subscription was not made for this e-mail address" });
    expect(await db.select({ id: coachApplications.id }).from(coachApplications)).toHaveLength(before.length);
  });
});

describe("staff review", () => {
  let applicationId: string;
  let applicantEmail: string;
  beforeAll(async () => {
    const body = application({ firstName: "Mei", lastName: "Chen" });
    applicantEmail = body.email as string;
    applicationId = ((await (await submit(body)).json()) as { id: string }).id;
  });

  it("is refused to people who are not admins: list, change and publish", async () => {
    for (const jar of [undefined, user.jar]) {
      await expectStaffRoutesRefused(applicationId, jar ? { Cookie: jar.header } : undefined, jar ? 403 : 401);
    }
    const [row] = await db.select().from(coachApplications).where(eq(coachApplications.id, applicationId));
    expect(row.status).toBe("pending");
  });

  it("lists applications newest first with the total", async () => {
    const response = await asAdmin("/api/admin/coach-applications");
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminApplication[];
    expect(list[0].id).toBe(applicationId);
    expect(Number(response.headers.get("x-total-count"))).toBe(list.length);
    expect(list[0]).toMatchObject({ experienceDescription: expect.stringContaining("Six years"), subscriptionId: null });
  });

  it("changes the status with admin notes, recording who reviewed it", async () => {
    const response = await reviewAsAdmin(applicationId, { status: "under_review", adminNotes: "Call references." });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "under_review", adminNotes: "Call references.", reviewedBy: admin.user.id });
  });

  it("edits the listed fields with the same rules", async () => {
    const ok = await reviewAsAdmin(applicationId, { title: "Couples Coach", experience: "7", hourlyRate: 135 });
    expect(await ok.json()).toMatchObject({ title: "Couples Coach", experience: 7, hourlyRate: "135" });
    const bad = await reviewAsAdmin(applicationId, { bio: "short", email: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ bio: "Bio must be at least 50 characters", email: "Valid email is required" });
    expect((await reviewAsAdmin(applicationId, { status: "maybe" })).status).toBe(400);
  });

  it("publishes the application as a live coach that appears in the directory", async () => {
    const account = await createAccount(app, { email: applicantEmail, firstName: "Mei", lastName: "Chen" });
    const response = await publishAsAdmin(applicationId);
    expect(response.status).toBe(200);
    const { coachId, application: published } = (await response.json()) as { coachId: string; application: AdminApplication };
    expect(published).toMatchObject({ status: "approved", coachId, reviewedBy: admin.user.id });

    await expectLiveProfile(coachId);
    await expectInDirectory(coachId);

    const told = await sink.waitFor((m) => m.envelopeTo.includes(applicantEmail) && m.subject.includes("profile is live"));
    expect(told.text).toContain(`/coaches/${coachId}`);

    // A verified account with the applicant's address is not linked by publishing: only opening
    // the e-mailed invitation links it.
    expect(await coachOwner(coachId)).toBeNull();
    const accepted = await acceptEmailedInvitation(applicantEmail, account);
    expect(accepted.status).toBe(200);
    expect(await coachOwner(coachId)).toBe(account.user.id);
  });

  it("publishes once, and a published application stays approved", async () => {
    expect((await publishAsAdmin(applicationId)).status).toBe(409);
    const change = await reviewAsAdmin(applicationId, { status: "rejected" });
    expect(change.status).toBe(409);
  });

  it("answers 404 for an unknown application", async () => {
    expect((await asAdmin("/api/admin/publish-coach/00000000-0000-4000-8000-000000000000", { method: "POST" })).status).toBe(404);
    expect((await asAdmin("/api/admin/coach-applications/not-an-id", { method: "PATCH", json: { adminNotes: "x" } })).status).toBe(404);
  });

  it("writes nothing to the outbox when publishing fails", async () => {
    const before = (await db.select().from(emailOutbox)).length;
    await publishAsAdmin(applicationId);
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });
});
