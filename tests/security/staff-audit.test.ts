// Every staff route that changes something writes one audit row (docs/product/audit-trail.md). Driven by
// the route inventory (route-inventory.ts: the routes the Express routers really serve): every route under
// /api/admin whose method is not GET or HEAD needs an entry in STAFF_CHANGES below, either a fixture
// (how to make a valid request that changes something) or an exemption with its reason. The test fails
// for an inventoried staff route without an entry, for an entry whose route no longer exists, and for a
// fixture whose successful request writes no audit row, or more than one, or one naming the wrong
// staff member or action.
//
// Adding a staff route: add its entry to STAFF_CHANGES. A fixture's `prepare` makes what the request
// acts on (as staff or visitors would, through the API where there is one) and answers the request;
// `action` is the action its audit row must carry. Whatever `prepare` writes to the trail does not count.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { auditEvents, blogPosts, messages, users } from "../../server/db/schema";
import { createAccount, uniqueEmail, type TestAccount } from "../support/accounts";
import { bookingInput, createBooking } from "../support/bookings";
import { lenaApplication } from "../support/coach-application";
import { jordanConsultationRequest } from "../support/consultation-requests";
import { insertCoach } from "../support/factories";
import { startTestApp, type TestApp } from "../support/test-app";
import { BIO, coachBody as authorizationCoachBody } from "./authorization-table";
import { inventoryRoutes } from "./route-inventory";

const ADMIN_EMAIL = "staff@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const db = app.database.db;

let admin: TestAccount;
let client: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, { email: ADMIN_EMAIL, firstName: "Avery", lastName: "Admin" });
  client = await createAccount(app, { firstName: "Cleo", lastName: "Client" });
});

// ---- The table -------------------------------------------------------------------------------------

interface Context {
  app: TestApp;
  admin: TestAccount;
  client: TestAccount;
  /** A request as the signed-in staff member. */
  asAdmin(method: string, path: string, json?: unknown): Promise<Response>;
}

/** The request a fixture makes: path parameters and a body. */
interface StaffRequest {
  path?: Record<string, string>;
  body?: unknown;
}

type Entry =
  | {
      /** The action the one audit row carries, e.g. "coach.update". */
      action: string;
      /** Makes what the request acts on; answers the request's path parameters and body. */
      prepare(ctx: Context): Promise<StaffRequest>;
    }
  | {
      /** Why the route needs no audit row: it changes nothing staff could be asked about. */
      exempt: string;
    };

// A valid staff coach form, under a fresh address each time (each creation is its own coach).
const coachBody = (extra: Record<string, unknown> = {}) =>
  authorizationCoachBody({ firstName: "Audra", lastName: "Trail", email: uniqueEmail("coach"), ...extra });
let posts = 0;
const postBody = () => ({
  title: `An audited post ${++posts}`,
  slug: `an-audited-post-${posts}`,
  description: "What staff wrote",
  content: "<p>Hello</p>",
  tags: ["x"],
  isPublished: false,
});
const licenceBody = () => ({
  licenceType: "LPC",
  licenceNumber: `LPC-${Math.floor(Math.random() * 1e6)}`,
  issuingState: "TX",
  expiresOn: "2099-06-30",
  checkMethod: "Primary-source letter from the board",
});
const AVAILABILITY = { timeZone: "UTC", weekly: { mon: [{ start: "09:00", end: "17:00" }] }, minimumNoticeHours: 0 };

async function json<T>(response: Promise<Response>, status: number): Promise<T> {
  const answered = await response;
  const text = await answered.text();
  expect(answered.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const activeCoach = async () => (await insertCoach(db, { isActive: true })).id;

async function newApplication(): Promise<string> {
  return (
    await json<{ id: string }>(
      app.request("/api/coach-applications", { method: "POST", json: lenaApplication(uniqueEmail("applicant")) }),
      201,
    )
  ).id;
}

async function newPost(ctx: Context): Promise<string> {
  return (await json<{ id: string }>(ctx.asAdmin("POST", "/api/admin/blog-posts", postBody()), 201)).id;
}

/** A message a coach sent the client, reported by the client: the report's id. */
async function newReport(ctx: Context): Promise<string> {
  const [coachUser] = await db
    .insert(users)
    .values({ email: uniqueEmail("linked.coach"), emailVerified: true, name: "Linked Coach" })
    .returning();
  const coach = await insertCoach(db, { isActive: true, email: coachUser.email }, { userId: coachUser.id });
  const started = await json<{ id: string }>(
    app.request("/api/conversations", {
      method: "POST",
      json: { coachId: coach.id, body: "Hello, do you have time next week?" },
      headers: { cookie: ctx.client.jar.header },
    }),
    201,
  );
  const [message] = await db
    .insert(messages)
    .values({ conversationId: started.id, sender: "coach", body: "Rude words.", createdAt: new Date() })
    .returning();
  const report = await json<{ id: string }>(
    app.request(`/api/messages/${message.id}/report`, {
      method: "POST",
      json: { reason: "Rude" },
      headers: { cookie: ctx.client.jar.header },
    }),
    201,
  );
  return report.id;
}

const STAFF_CHANGES: Record<string, Entry> = {
  // Coaches
  "POST /api/admin/coaches": { action: "coach.create", prepare: async () => ({ body: coachBody() }) },
  "PATCH /api/admin/coaches/:id": {
    action: "coach.update",
    prepare: async () => ({ path: { id: await activeCoach() }, body: { hourlyRate: "150.00" } }),
  },
  "DELETE /api/admin/coaches/:id": { action: "coach.delete", prepare: async () => ({ path: { id: await activeCoach() } }) },
  // One coach sent, one coach imported: a row per coach stored, in the transaction that stores it.
  "POST /api/admin/bulk-import": {
    action: "coach.import",
    prepare: async () => ({ body: { coaches: [coachBody({ bio: `${BIO} Sessions by video or in person.` })] } }),
  },
  "PUT /api/admin/coaches/:id/availability": {
    action: "availability.update",
    prepare: async () => ({ path: { id: await activeCoach() }, body: AVAILABILITY }),
  },
  "POST /api/admin/scrape-psychology-today": {
    exempt:
      "a preview: it answers the coaches read from the pages for staff to review, and nothing in the catalogue changes until they are imported (POST /api/admin/bulk-import, audited)",
  },
  // Linking coaches to accounts
  "POST /api/admin/coaches/:id/invite": {
    action: "coach-link.invite",
    prepare: async () => ({ path: { id: (await insertCoach(db, { email: uniqueEmail("invitable") })).id } }),
  },
  "DELETE /api/admin/coaches/:id/link": {
    action: "coach-link.unlink",
    prepare: async () => {
      const [user] = await db
        .insert(users)
        .values({ email: uniqueEmail("linked"), emailVerified: true, name: "Linked" })
        .returning();
      return { path: { id: (await insertCoach(db, { email: user.email }, { userId: user.id })).id } };
    },
  },
  // Licences (server/modules/licences)
  "POST /api/admin/coaches/:id/licences": {
    action: "licence.create",
    prepare: async () => ({ path: { id: await activeCoach() }, body: licenceBody() }),
  },
  "DELETE /api/admin/licences/:id": {
    action: "licence.delete",
    prepare: async (ctx) => {
      const licence = await json<{ id: string }>(
        ctx.asAdmin("POST", `/api/admin/coaches/${await activeCoach()}/licences`, licenceBody()),
        201,
      );
      return { path: { id: licence.id } };
    },
  },
  // Reviews
  "POST /api/admin/reviews": {
    action: "review.create",
    prepare: async () => ({ body: { coachId: await activeCoach(), rating: 5, comment: "Warm and practical.", clientName: "Robin H." } }),
  },
  // Applications
  "PATCH /api/admin/coach-applications/:id": {
    action: "application.update",
    prepare: async () => ({ path: { id: await newApplication() }, body: { status: "approved", adminNotes: "References checked" } }),
  },
  "POST /api/admin/publish-coach/:id": {
    action: "application.publish",
    prepare: async (ctx) => {
      const id = await newApplication();
      await json(ctx.asAdmin("PATCH", `/api/admin/coach-applications/${id}`, { status: "approved" }), 200);
      return { path: { id } };
    },
  },
  // Blog posts
  "POST /api/admin/blog-posts": { action: "blog-post.create", prepare: async () => ({ body: postBody() }) },
  "PATCH /api/admin/blog-posts/:id": {
    action: "blog-post.update",
    prepare: async (ctx) => ({ path: { id: await newPost(ctx) }, body: { title: "A better title" } }),
  },
  "DELETE /api/admin/blog-posts/:id": { action: "blog-post.delete", prepare: async (ctx) => ({ path: { id: await newPost(ctx) } }) },
  "PATCH /api/admin/blog-posts/:id/publish": {
    action: "blog-post.publish",
    prepare: async (ctx) => ({ path: { id: await newPost(ctx) }, body: { isPublished: true } }),
  },
  // One row per post imported: with every built-in article but one in place, the request imports one.
  "POST /api/admin/seed-blog-posts": {
    action: "blog-post.import",
    prepare: async (ctx) => {
      const first = await json<{ imported: string[] }>(ctx.asAdmin("POST", "/api/admin/seed-blog-posts"), 200);
      await db.delete(blogPosts).where(eq(blogPosts.slug, first.imported[0] ?? ""));
      return {};
    },
  },
  // Consultation requests
  "PATCH /api/admin/consultation-requests/:id": {
    action: "consultation-request.status",
    prepare: async () => {
      const request = await json<{ id: string }>(
        app.request("/api/consultations/request", { method: "POST", json: jordanConsultationRequest(await activeCoach()) }),
        201,
      );
      return { path: { id: request.id }, body: { status: "contacted" } };
    },
  },
  // Bookings (a cancelled paid booking is refunded by the same request: still one row, its refund in it)
  "POST /api/admin/bookings": {
    action: "booking.create",
    prepare: async () => ({ body: bookingInput(await activeCoach(), { amount: "0.00" }) }),
  },
  "PATCH /api/admin/bookings/:id": {
    action: "booking.cancel",
    prepare: async (ctx) => ({
      path: { id: (await createBooking(app, ctx.admin, bookingInput(await activeCoach()))).id },
      body: { status: "cancelled" },
    }),
  },
  // Background jobs
  "POST /api/admin/jobs/:id/retry": {
    action: "job.retry",
    prepare: async () => {
      const added = await db.execute<{ id: string }>(
        sql`select id::text as id from graphile_worker.add_job('audit-probe', '{}'::json, run_at => now() + interval '1 day')`,
      );
      return { path: { id: added.rows[0].id } };
    },
  },
  // Reported messages
  "PATCH /api/admin/message-reports/:id": {
    action: "message-report.resolve",
    prepare: async (ctx) => ({ path: { id: await newReport(ctx) }, body: { resolved: true } }),
  },
};

// ---- The tests --------------------------------------------------------------------------------------

const staffChanges = inventoryRoutes(createApp({ deps: app.deps, services: app.services }))
  .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "GET" && r.method !== "HEAD")
  .map((r) => `${r.method} ${r.path}`);

const auditIds = async () => new Set((await db.select({ id: auditEvents.id }).from(auditEvents)).map((r) => r.id));

describe("the staff routes that change something", () => {
  it("each has an entry in STAFF_CHANGES, and every entry is a real route", () => {
    expect(staffChanges.length, "the inventory sees the staff routes").toBeGreaterThan(15);
    const missing = staffChanges.filter((key) => !(key in STAFF_CHANGES));
    const stale = Object.keys(STAFF_CHANGES).filter((key) => !staffChanges.includes(key));
    expect(missing, "staff routes without a fixture or exemption in STAFF_CHANGES").toEqual([]);
    expect(stale, "entries in STAFF_CHANGES for routes that do not exist").toEqual([]);
  });

  const fixtures = Object.entries(STAFF_CHANGES).flatMap(([key, entry]) => ("action" in entry ? [[key, entry] as const] : []));

  it.each(fixtures)("%s writes exactly one audit row naming the staff member", async (key, entry) => {
    const ctx: Context = {
      app,
      admin,
      client,
      asAdmin: (method, path, body) => app.request(path, { method, json: body, headers: { cookie: admin.jar.header } }),
    };
    const { path: params = {}, body } = await entry.prepare(ctx);
    const [method, pattern] = key.split(" ");
    const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
      if (!(name in params)) throw new Error(`${key}: the fixture gives no value for :${name}`);
      return encodeURIComponent(params[name]);
    });

    const before = await auditIds();
    const response = await ctx.asAdmin(method, path, body);
    const text = await response.text();
    expect(response.status, `${key} → ${text}`).toBeGreaterThanOrEqual(200);
    expect(response.status, `${key} → ${text}`).toBeLessThan(300);

    const written = (await db.select().from(auditEvents)).filter((row) => !before.has(row.id));
    expect(
      written.map((row) => row.action),
      `${key}: the audit rows its request wrote`,
    ).toEqual([entry.action]);
    expect(written[0]).toMatchObject({ actorId: admin.user.id, actorEmail: ADMIN_EMAIL });
    expect(written[0].entityId).not.toBe("");
  });

  it("a refused staff change writes no row", async () => {
    const before = await auditIds();
    const response = await app.request("/api/admin/coaches/00000000-0000-4000-8000-000000000000", {
      method: "DELETE",
      headers: { cookie: admin.jar.header },
    });
    expect(response.status).toBe(404);
    expect(await auditIds()).toEqual(before);
  });
});
