// Every stored image address is one of our own images (an upload, a generated avatar) wherever it
// comes in: coach applications (at submission, and again when staff publish), coaches made or edited
// by staff, and an account's photo. Anything else answers 400 naming the field and changes nothing.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { coachApplications, coaches, users } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { lenaApplication } from "../../../tests/support/coach-application";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" });
const db = app.database.db;
let staff: TestAccount;
let person: TestAccount;
beforeAll(async () => {
  staff = await createAccount(app, { email: "staff@kindred.example" });
  person = await createAccount(app);
});

const NOT_OURS = [
  "/uploads/../api/logout",
  "https://tracker.example/pixel.png",
  "/avatars/micah/..%2F..%2Fapi%2Flogout.svg",
  "//evil.example/a.jpg",
];
const UPLOAD = "/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg";

let sequence = 0;
const application = (profileImageUrl?: string | null) =>
  lenaApplication(`lena.${++sequence}@example.com`, { isActive: false, ...(profileImageUrl === undefined ? {} : { profileImageUrl }) });

const submit = (body: unknown) =>
  app.request("/api/coach-applications", { method: "POST", json: body, headers: { "X-Forwarded-For": `10.44.0.${++sequence}` } });
const asStaff = (method: string, path: string, json?: unknown) =>
  app.request(path, { method, json, headers: { Cookie: staff.jar.header } });
const count = async (table: typeof coaches | typeof coachApplications) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

async function expect400NamingTheField(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(Object.keys(body.errors)).toEqual(["profileImageUrl"]);
  expect(body.message).toContain("profileImageUrl");
}

describe("coach applications", () => {
  it.each(NOT_OURS)("refuses %j at submission, storing nothing", async (address) => {
    const before = await count(coachApplications);
    await expect400NamingTheField(await submit(application(address)));
    expect(await count(coachApplications)).toBe(before);
  });

  it("accepts an upload, a generated avatar, or no image", async () => {
    for (const address of [UPLOAD, "/avatars/lorelei/Lena%20Ortiz.svg", "", null, undefined]) {
      expect((await submit(application(address))).status).toBe(201);
    }
  });

  it("refuses to publish an application whose stored image is not ours (stored before the rule), until staff remove it", async () => {
    const response = await submit(application(UPLOAD));
    const { id } = (await response.json()) as { id: string };
    await db.update(coachApplications).set({ profileImageUrl: "/uploads/../api/logout" }).where(eq(coachApplications.id, id));
    const coachesBefore = await count(coaches);

    await expect400NamingTheField(await asStaff("POST", `/api/admin/publish-coach/${id}`));
    const [row] = await db.select().from(coachApplications).where(eq(coachApplications.id, id));
    expect(row).toMatchObject({ status: "pending", coachId: null });
    expect(await count(coaches)).toBe(coachesBefore);

    await expect400NamingTheField(
      await asStaff("PATCH", `/api/admin/coach-applications/${id}`, { profileImageUrl: "https://tracker.example/p.png" }),
    );
    expect((await asStaff("PATCH", `/api/admin/coach-applications/${id}`, { profileImageUrl: null })).status).toBe(200);
    const published = await asStaff("POST", `/api/admin/publish-coach/${id}`);
    expect(published.status).toBe(200);
    const { coachId } = (await published.json()) as { coachId: string };
    const [coach] = await db.select().from(coaches).where(eq(coaches.id, coachId));
    expect(coach.profileImageUrl).toBeNull();
  });
});

describe("coaches by staff", () => {
  const coach = (profileImageUrl: string) => ({
    firstName: "Nadia",
    lastName: "Okoro",
    email: "nadia@example.com",
    bio: "Licensed marriage and family therapist helping couples communicate with more warmth and less blame.",
    specializations: ["Couples Therapy"],
    availability: ["weekdays"],
    sessionTypes: ["Individual"],
    profileImageUrl,
  });

  it.each(NOT_OURS)("refuses %j when adding or editing a coach", async (address) => {
    const before = await count(coaches);
    await expect400NamingTheField(await asStaff("POST", "/api/admin/coaches", coach(address)));
    expect(await count(coaches)).toBe(before);
    const created = await asStaff("POST", "/api/admin/coaches", coach(UPLOAD));
    const { id } = (await created.json()) as { id: string };
    await expect400NamingTheField(await asStaff("PATCH", `/api/admin/coaches/${id}`, { profileImageUrl: address }));
    const [row] = await db.select().from(coaches).where(eq(coaches.id, id));
    expect(row.profileImageUrl).toBe(UPLOAD);
  });
});

describe("an account's photo (PATCH /api/auth/user)", () => {
  const patch = (profileImageUrl: unknown) =>
    app.request("/api/auth/user", {
      method: "PATCH",
      json: { firstName: "Robin", lastName: "Hart", profileImageUrl },
      headers: { Cookie: person.jar.header },
    });
  const stored = async () => (await db.select().from(users).where(eq(users.id, person.user.id)))[0].profileImageUrl;

  it.each(NOT_OURS)("refuses %j and keeps the photo", async (address) => {
    expect((await patch("/avatars/micah/robin.svg")).status).toBe(200);
    await expect400NamingTheField(await patch(address));
    expect(await stored()).toBe("/avatars/micah/robin.svg");
  });

  it("takes one of our own images, removes the photo with null and leaves it when absent", async () => {
    expect((await patch(UPLOAD)).status).toBe(200);
    expect(await stored()).toBe(UPLOAD);
    const nameOnly = await app.request("/api/auth/user", {
      method: "PATCH",
      json: { firstName: "Rob", lastName: "Hart" },
      headers: { Cookie: person.jar.header },
    });
    expect(nameOnly.status).toBe(200);
    expect(await stored()).toBe(UPLOAD);
    expect((await patch(null)).status).toBe(200);
    expect(await stored()).toBeNull();
  });
});
