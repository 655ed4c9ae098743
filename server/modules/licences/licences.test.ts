// Verified licences over real HTTP against a real PostgreSQL, with the services' clock moved by whole
// days: staff record a licence (validated, audited), the coach shows 'License verified' in the API,
// the stored JSON and the verified=true filter; the pass e-mails the coach 30 and 7 days before the
// expiry, each once even when two processes run it at once, and takes the badge away once the expiry
// date has passed; removing a licence takes it away too.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CoachLicence } from "#common/licences";
import type { PublicCoach } from "#common/coaches";
import { auditEvents, coachLicences, coaches, emailOutbox } from "../../db/schema";
import type { TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { utcDate } from "./service";

const DAY = 86_400_000;
/** The services' clock: real time moved by `offset`; setToday puts it at noon (UTC) of a date. */
let offset = 0;
const clock = () => Date.now() + offset;
const setToday = (date: string) => {
  offset = Date.parse(`${date}T12:00:00Z`) - Date.now();
};
const plusDays = (date: string, days: number) => utcDate(Date.parse(`${date}T00:00:00Z`) + days * DAY);

const app = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example" }, { now: clock });
const otherProcess = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example" }, { database: app.database, now: clock });
const db = app.database.db;

let admin: TestAccount;
let coachId: string;
let otherCoachId: string;
const today = utcDate(Date.now());
const expiresOn = plusDays(today, 40);

const licence = (overrides: Record<string, unknown> = {}) => ({
  licenceType: "LMFT",
  licenceNumber: "LMFT 54321",
  issuingState: "CA",
  expiresOn,
  checkMethod: "State board online lookup",
  ...overrides,
});
const post = (id: string, body: unknown) => app.request(`/api/admin/coaches/${id}/licences`, asUser(admin, { method: "POST", json: body }));
const publicCoach = async (id: string) => (await (await app.request(`/api/coaches/${id}`)).json()) as PublicCoach;
const storedJson = async (id: string) => {
  const [row] = await db.select({ json: coaches.publicJson }).from(coaches).where(eq(coaches.id, id));
  return JSON.parse(row.json ?? "null") as PublicCoach;
};
const verifiedIds = async () => {
  const answer = (await (await app.request("/api/coaches?verified=true&limit=100")).json()) as { coaches?: PublicCoach[] } | PublicCoach[];
  const list = Array.isArray(answer) ? answer : (answer.coaches ?? []);
  return list.map((c) => c.id);
};
const reminders = (kind: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, "maya.licensed@example.com")));
const counts = async () => ({
  licences: (await db.select({ n: sql<number>`count(*)::int` }).from(coachLicences))[0].n,
  audit: (await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0].n,
});

beforeAll(async () => {
  admin = await adminAccount(app);
  coachId = (await insertCoach(db, { firstName: "Maya", lastName: "Lin", email: "maya.licensed@example.com" }, { isActive: true })).id;
  otherCoachId = (await insertCoach(db, { firstName: "Noor", lastName: "Haddad" }, { isActive: true })).id;
});

describe("verified licences", () => {
  it("refuses a licence with bad fields, an expired one and an unknown coach, changing nothing", async () => {
    const before = await counts();
    const bad = await post(coachId, {
      licenceType: "Wizard",
      licenceNumber: "",
      issuingState: "ZZ",
      expiresOn: "31/03/2027",
      checkMethod: "",
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      licenceType: "Choose the licence type",
      licenceNumber: "Enter the licence number",
      issuingState: "Choose the issuing state",
      expiresOn: "Enter the expiry date as YYYY-MM-DD",
      checkMethod: "Choose how the licence was checked",
    });
    expect(body.message).toMatch(/^Invalid licence: /);

    const expired = await post(coachId, licence({ expiresOn: plusDays(today, -1) }));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ errors: { expiresOn: "The expiry date has passed" } });

    expect((await post("7d4c3b1e-0000-4000-8000-000000000000", licence())).status).toBe(404);
    expect((await post("not-a-coach", licence())).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await publicCoach(coachId)).licenseVerified).toBe(false);
  });

  it("records a licence with who checked it and when, writes one audit row, and shows the badge everywhere", async () => {
    const before = await counts();
    const created = await post(coachId, licence());
    expect(created.status).toBe(201);
    const saved = (await created.json()) as CoachLicence;
    expect(saved).toMatchObject({
      coachId,
      licenceType: "LMFT",
      licenceNumber: "LMFT 54321",
      issuingState: "CA",
      issuingStateName: "California",
      expiresOn,
      checkMethod: "State board online lookup",
      verifiedBy: { email: "staff@kindred.example" },
      current: true,
    });
    expect(Math.abs(Date.parse(saved.verifiedAt) - clock())).toBeLessThan(60_000);
    expect(await counts()).toEqual({ licences: before.licences + 1, audit: before.audit + 1 });
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.entityId, saved.id));
    expect(audit).toMatchObject({ action: "licence.create", entity: "licence", actorEmail: "staff@kindred.example", before: null });
    expect(audit.after).toMatchObject({ licenceNumber: "LMFT 54321", issuingState: "CA", expiresOn });

    const list = (await (await app.request(`/api/admin/coaches/${coachId}/licences`, asUser(admin))).json()) as CoachLicence[];
    expect(list.map((l) => l.id)).toEqual([saved.id]);

    const badge = { licenseVerified: true, verifiedLicenseState: "California", verifiedLicenseExpiresOn: expiresOn };
    expect(await publicCoach(coachId)).toMatchObject(badge);
    expect(await storedJson(coachId)).toMatchObject(badge);
    expect(await publicCoach(otherCoachId)).toMatchObject({ licenseVerified: false, verifiedLicenseState: null });
    expect(await verifiedIds()).toEqual([coachId]);
    expect((await app.request("/api/coaches?verified=yes")).status).toBe(400);
  });

  it("e-mails the coach 30 and 7 days before the expiry, each once, even from two processes at once", async () => {
    setToday(plusDays(expiresOn, -31));
    await Promise.all([app.services.licences.runExpiryPass(), otherProcess.services.licences.runExpiryPass()]);
    expect(await reminders("licences.expiry-30")).toHaveLength(0);

    setToday(plusDays(expiresOn, -30));
    const [a, b] = await Promise.all([app.services.licences.runExpiryPass(), otherProcess.services.licences.runExpiryPass()]);
    expect(a + b).toBe(1);
    await app.services.licences.runExpiryPass();
    const thirty = await reminders("licences.expiry-30");
    expect(thirty).toHaveLength(1);
    expect(thirty[0].subject).toContain("California LMFT licence expires on");
    expect(await reminders("licences.expiry-7")).toHaveLength(0);

    setToday(plusDays(expiresOn, -8));
    await app.services.licences.runExpiryPass();
    expect(await reminders("licences.expiry-7")).toHaveLength(0);

    setToday(plusDays(expiresOn, -7));
    await Promise.all([app.services.licences.runExpiryPass(), otherProcess.services.licences.runExpiryPass()]);
    setToday(plusDays(expiresOn, -2));
    await Promise.all([app.services.licences.runExpiryPass(), otherProcess.services.licences.runExpiryPass()]);
    expect(await reminders("licences.expiry-7")).toHaveLength(1);
    expect(await reminders("licences.expiry-30")).toHaveLength(1);
  });

  it("keeps the badge through the expiry date and takes it away the day after, in the API, the stored JSON and the filter", async () => {
    setToday(expiresOn);
    await app.services.licences.runExpiryPass();
    expect(await publicCoach(coachId)).toMatchObject({ licenseVerified: true });
    expect(await verifiedIds()).toEqual([coachId]);

    setToday(plusDays(expiresOn, 1));
    const [a, b] = await Promise.all([app.services.licences.runExpiryPass(), otherProcess.services.licences.runExpiryPass()]);
    expect(a + b).toBe(1);
    const none = { licenseVerified: false, verifiedLicenseState: null, verifiedLicenseExpiresOn: null };
    expect(await publicCoach(coachId)).toMatchObject(none);
    expect(await storedJson(coachId)).toMatchObject(none);
    expect(await verifiedIds()).toEqual([]);
    // The licence itself stays, no longer current, for staff to see.
    const list = (await (await app.request(`/api/admin/coaches/${coachId}/licences`, asUser(admin))).json()) as CoachLicence[];
    expect(list.map((l) => l.current)).toEqual([false]);
    expect(await reminders("licences.expiry-7")).toHaveLength(1);
  });

  it("takes the badge away when staff remove the licence, with one audit row", async () => {
    offset = 0;
    const created = (await (await post(otherCoachId, licence({ issuingState: "NY", licenceType: "LCSW" }))).json()) as CoachLicence;
    expect(await publicCoach(otherCoachId)).toMatchObject({ licenseVerified: true, verifiedLicenseState: "New York" });
    const removed = await app.request(`/api/admin/licences/${created.id}`, asUser(admin, { method: "DELETE" }));
    expect(removed.status).toBe(204);
    expect(await publicCoach(otherCoachId)).toMatchObject({ licenseVerified: false, verifiedLicenseState: null });
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.entityId, created.id));
    expect(rows.map((r) => r.action).sort()).toEqual(["licence.create", "licence.delete"]);
    expect(rows.find((r) => r.action === "licence.delete")).toMatchObject({
      after: null,
      before: { licenceType: "LCSW", issuingState: "NY" },
    });
    expect((await app.request(`/api/admin/licences/${created.id}`, asUser(admin, { method: "DELETE" }))).status).toBe(404);
  });
});
