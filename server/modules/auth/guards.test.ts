// Authorization before anything else (docs/product/accounts.md#access-rules): every /api/admin/* call
// of docs/product/api.md#staff-endpoints (and unknown ones) answers 401 signed out and
// 403 for a signed-in non-admin, and changes nothing; client APIs answer 401 signed out; a
// state-changing request from another origin is refused with 403.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: "admin@kindred.example" });
const db = app.database.db;
const someId = "00000000-0000-4000-8000-000000000001";

const ADMIN_CALLS: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/admin/coaches" },
  { method: "POST", path: "/api/admin/coaches", body: { firstName: "Eve", lastName: "Il", title: "Eve Il", bio: "x".repeat(60) } },
  { method: "PATCH", path: `/api/admin/coaches/${someId}`, body: { isActive: false } },
  { method: "DELETE", path: `/api/admin/coaches/${someId}` },
  { method: "POST", path: "/api/admin/scrape-psychology-today", body: { urls: ["https://www.psychologytoday.com/us/therapists/x"] } },
  { method: "POST", path: "/api/admin/bulk-import", body: { coaches: [{ firstName: "A", lastName: "B" }] } },
  { method: "POST", path: "/api/admin/reviews", body: { coachId: someId, rating: 5, comment: "ok", clientName: "X" } },
  { method: "GET", path: "/api/admin/coach-applications" },
  { method: "PATCH", path: `/api/admin/coach-applications/${someId}`, body: { status: "approved" } },
  { method: "POST", path: `/api/admin/publish-coach/${someId}` },
  { method: "GET", path: "/api/admin/blog-posts" },
  { method: "POST", path: "/api/admin/blog-posts", body: { title: "T", slug: "t" } },
  { method: "PATCH", path: `/api/admin/blog-posts/${someId}`, body: { title: "T2" } },
  { method: "DELETE", path: `/api/admin/blog-posts/${someId}` },
  { method: "PATCH", path: `/api/admin/blog-posts/${someId}/publish`, body: { isPublished: true } },
  { method: "POST", path: "/api/admin/seed-blog-posts" },
  // Bookings and the outbox (docs/product/api.md#staff-endpoints)
  { method: "POST", path: "/api/admin/bookings", body: { coachId: someId, email: "x@example.com" } },
  { method: "PATCH", path: `/api/admin/bookings/${someId}`, body: { status: "cancelled" } },
  { method: "GET", path: "/api/admin/outbox" },
  // Not built by anyone: the guard still answers first.
  { method: "GET", path: "/api/admin" },
  { method: "POST", path: "/api/admin/no-such-thing/at/all", body: {} },
  { method: "PUT", path: "/api/admin/users/make-me-admin", body: { role: "admin" } },
];

const CLIENT_CALLS: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/bookings" },
  { method: "GET", path: `/api/bookings/${someId}` },
  { method: "POST", path: "/api/reviews", body: { bookingId: someId, rating: 5, comment: "Great", clientId: someId, coachId: someId } },
  { method: "GET", path: `/api/reviews/booking/${someId}` },
  { method: "POST", path: "/api/create-payment-intent", body: { bookingId: someId, amount: 1 } },
];

/** A fingerprint of every row of every table a call could change. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = [
    "users",
    "sessions",
    "accounts",
    "coaches",
    "bookings",
    "reviews",
    "blog_posts",
    "coach_applications",
    "consultation_requests",
    "email_outbox",
  ];
  const fingerprints: Record<string, string> = {};
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${table} t`),
    );
    fingerprints[table] = `${result.rows[0].n}:${result.rows[0].digest}`;
  }
  return fingerprints;
}

let user: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  user = await createAccount(app, { email: "client@example.com" });
  admin = await createAccount(app, { email: "ADMIN@kindred.example" });
  // A coach and a post that a call getting through could change.
  await db.execute(sql`insert into coaches (id, first_name, last_name) values (${someId}, 'Kept', 'Coach')`);
});

function call(entry: { method: string; path: string; body?: unknown }, cookie?: string) {
  return app.request(entry.path, {
    method: entry.method,
    headers: cookie ? { Cookie: cookie } : {},
    ...(entry.body === undefined ? {} : { json: entry.body }),
  });
}

describe("every /api/admin/* route", () => {
  it.each(ADMIN_CALLS)("$method $path answers 401 signed out, 403 as a client, and changes nothing", async (entry) => {
    const before = await snapshot();
    const signedOut = await call(entry);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    const asClient = await call(entry, user.jar.header);
    expect(asClient.status).toBe(403);
    expect((await asClient.json()).message).toMatch(/admin/i);
    expect(await snapshot()).toEqual(before);
  });

  it("lets an admin through to the route (here: not built yet, so 404)", async () => {
    const response = await call({ method: "GET", path: "/api/admin/no-such-thing" }, admin.jar.header);
    expect(response.status).toBe(404);
  });

  it("answers before the body is even read (a huge or malformed body still gets 401)", async () => {
    const huge = await app.request("/api/admin/bulk-import", { method: "POST", json: { data: "x".repeat(300_000) } });
    expect(huge.status).toBe(401);
    const malformed = await app.request("/api/admin/coaches", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: user.jar.header },
      body: "{not json",
    });
    expect(malformed.status).toBe(403);
  });
});

describe("client APIs", () => {
  it.each(CLIENT_CALLS)("$method $path answers 401 signed out", async (entry) => {
    const response = await call(entry);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("lets a signed-in client through to the route", async () => {
    const response = await call({ method: "GET", path: "/api/bookings" }, user.jar.header);
    expect(response.status).not.toBe(401);
  });
});

describe("the cross-site Origin rule on account routes", () => {
  it("refuses a sign-in, sign-up or account change posted from another site with 403", async () => {
    const evil = { Origin: "https://evil.example" };
    const signInAttempt = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: evil,
      json: { email: user.email, password: user.password },
    });
    expect(signInAttempt.status).toBe(403);
    expect(signInAttempt.headers.getSetCookie()).toEqual([]);
    const signUpAttempt = await app.request("/api/auth/sign-up", {
      method: "POST",
      headers: evil,
      json: { firstName: "E", lastName: "V", email: "evil@example.com", password: "long enough pw" },
    });
    expect(signUpAttempt.status).toBe(403);
    const deletion = await app.request("/api/auth/user", {
      method: "DELETE",
      headers: { ...evil, Cookie: user.jar.header },
      json: { password: user.password },
    });
    expect(deletion.status).toBe(403);
    expect((await app.request("/api/auth/user", { headers: { Cookie: user.jar.header } })).status).toBe(200);
    const formPost = await app.request("/api/auth/sign-in", {
      method: "POST",
      redirect: "manual",
      headers: { ...evil, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(formPost.status).toBe(403);
  });

  it("keeps the referrer on our own site, so a browser's plain form post carries our origin (not null)", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    const nullOrigin = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { Origin: "null" },
      json: { email: user.email, password: user.password },
    });
    expect(nullOrigin.status).toBe(403);
  });

  it("accepts the same requests from the site's own origin", async () => {
    const own = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { Origin: app.baseUrl },
      json: { email: user.email, password: user.password },
    });
    expect(own.status).toBe(200);
  });
});
