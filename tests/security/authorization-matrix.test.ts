// The authorization matrix: every /api route the Express routers really serve (read from the routers,
// see route-inventory.ts) against five kinds of caller. A route added without a row in the table
// below fails the first test; a row for a route that no longer exists fails it too. Every cell that
// must be refused is called with a body that would change something if it got through (real ids,
// valid fields), and the database must be byte-for-byte the same afterwards. Cells that are allowed
// are called when the method is safe (GET), to show the matrix is not refusing what it should allow.
//
// The verification gates (an ADMIN_EMAILS address that is not verified is not an admin; bookings
// made by staff for an address do not reach an account until that address is verified) are the last
// block of the file: while they fail, the calls that get through change data, and nothing after them
// depends on it.
import { Router } from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { users } from "../../server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { bookingInput, createBooking } from "../support/bookings";
import { invitationTokenFor } from "../support/coach-invitations";
import { insertCoach } from "../support/factories";
import { startTestApp } from "../support/test-app";
import { databaseFingerprint } from "./database-fingerprint";
import { inventoryRoutes } from "./route-inventory";

const ADMIN_EMAIL = "staff@kindred.example";
const UNVERIFIED_ADMIN_EMAIL = "new.staff@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${UNVERIFIED_ADMIN_EMAIL}` });
const db = app.database.db;

// ---- The table --------------------------------------------------------------------------------------

/** Hours a refused call would store if it got through. */
const AVAILABILITY = { timeZone: "UTC", weekly: { mon: [{ start: "00:00", end: "24:00" }] }, minimumNoticeHours: 0 };

/** A refusal (exact status), or the class a valid call from that caller answers. */
type Cell = 401 | 403 | 404 | 409 | "2xx" | "3xx";
const ROLES = ["signedOut", "unverified", "verified", "other", "admin"] as const;
type Role = (typeof ROLES)[number];
type Expectation = Record<Role, Cell>;

/** The same answer for everyone. */
const open = (cell: Cell): Expectation => ({ signedOut: cell, unverified: cell, verified: cell, other: cell, admin: cell });
/** Anyone signed in. */
const signedIn = (cell: Cell): Expectation => ({ signedOut: 401, unverified: cell, verified: cell, other: cell, admin: cell });
/** Staff only: 401 signed out, 403 for everyone without the admin role (an unverified admin address included). */
const staff = (cell: Cell = "2xx"): Expectation => ({ signedOut: 401, unverified: 403, verified: 403, other: 403, admin: cell });
/**
 * The Coach Workspace: only an account linked to a coach, and none of the five callers is one (401
 * signed out, 403 for every signed-in account without a linked coach, staff included).
 */
const coachOnly = (): Expectation => ({ signedOut: 401, unverified: 403, verified: 403, other: 403, admin: 403 });
/**
 * The owner's booking only: someone else's (another client's, or a client's seen by staff through the
 * client API) answers 404 like an unknown one; so does a booking made for an unverified address.
 */
const ownBooking = (cell: Cell): Expectation => ({ signedOut: 401, unverified: 404, verified: cell, other: 404, admin: 404 });

/** Ids of the objects the calls point at (made in beforeAll). */
interface Fixtures {
  coachId: string;
  postId: string;
  applicationId: string;
  consultationId: string;
  /** Client A's booking ("verified" is A; "other" is client B). */
  bookingId: string;
  subscriptionId: string;
  uploadId: string;
  /** A coach with an e-mail address and no account yet (staff may invite it). */
  invitableCoachId: string;
  /** A coach linked to an account that is none of the callers. */
  linkedCoachId: string;
  /** An open invitation for an address that is none of the callers'. */
  invitationToken: string;
}

interface Call {
  path?: Record<string, string>;
  /** The query string a valid call needs. */
  query?: Record<string, string>;
  body?: unknown;
}

interface Row {
  expect: Expectation;
  /** Path parameters and a body that would change something if the call got through. */
  call?: (fx: Fixtures) => Call;
  /** A safe-looking GET that ends the caller's session: its allowed cells are not called. */
  endsSession?: true;
}

const BIO = "I help couples rebuild trust and communicate with warmth, clarity and practical tools every week.";
const coachBody = () => ({
  firstName: "Mallory",
  lastName: "Intruder",
  email: "mallory@example.com",
  phoneNumber: "(555) 010-4455",
  title: "",
  bio: BIO,
  experience: 9,
  hourlyRate: "140.50",
  specializations: ["Couples Therapy"],
  availability: ["weekdays"],
  sessionTypes: ["Individual"],
  languages: ["English"],
  isActive: true,
});
const postBody = () => ({
  title: "Planted by an intruder",
  slug: "planted-by-an-intruder",
  description: "Should never be stored",
  content: "<p>Nope</p>",
  tags: ["x"],
  isPublished: true,
});

const TABLE: Record<string, Row> = {
  // Open to everyone (the answers of this configuration: no OIDC provider, the built-in test payments).
  "GET /api/health": { expect: open("2xx") },
  "GET /api/login": { expect: open("3xx") },
  "GET /api/logout": { expect: open("3xx"), endsSession: true },
  "POST /api/logout": { expect: open("3xx") },
  "POST /api/auth/sign-in": { expect: open("2xx") },
  "POST /api/auth/sign-up": { expect: open("2xx") },
  "POST /api/auth/password-reset/request": { expect: open("2xx") },
  "POST /api/auth/password-reset": { expect: open("2xx") },
  // Without an OpenID Connect provider configured there is nothing to come back to.
  "GET /api/auth/callback/:providerId": { expect: open(404), call: () => ({ path: { providerId: "oidc" } }) },
  "GET /api/blog-posts": { expect: open("2xx") },
  "GET /api/coaches": { expect: open("2xx") },
  "GET /api/coaches/:id": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/coaches/:id/reviews": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/coaches/:id/slots": {
    expect: open("2xx"),
    call: (fx) => ({ path: { id: fx.coachId }, query: { from: "2027-01-04", to: "2027-01-10", duration: "50" } }),
  },
  "POST /api/consultations/request": { expect: open("2xx") },
  "POST /api/contact": { expect: open("2xx") },
  // Applicants have no account: open, limited per address.
  "POST /api/coach-applications": { expect: open("2xx") },
  "POST /api/create-coach-subscription": { expect: open("2xx") },
  "POST /api/coach-subscriptions/:id/confirm": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.subscriptionId } }) },
  "POST /api/profile-image/upload-url": { expect: open("2xx") },
  // The signed link is the authorization (uploads.test.ts and tests/security/uploads.test.ts).
  "PUT /api/profile-image/upload/:id": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.uploadId } }) },
  "POST /api/profile-image/confirm": { expect: open("2xx") },
  // The test provider takes no webhooks; with Stripe the signature is the authorization.
  "POST /api/webhooks/stripe": {
    expect: open(404),
    call: () => ({ body: { type: "payment_intent.succeeded", data: { object: { id: "pi_x" } } } }),
  },

  // The e-mailed confirmation link: a GET from a mail program, the token is the authorization.
  "GET /api/auth/verify-email": { expect: open("3xx") },
  // Only an unconfirmed address asks for a new link; a confirmed one is refused with 409.
  "POST /api/auth/verify-email/resend": { expect: { signedOut: 401, unverified: "2xx", verified: 409, other: 409, admin: 409 } },

  // Anyone signed in, on their own account.
  "GET /api/auth/user": { expect: signedIn("2xx") },
  "PATCH /api/auth/user": { expect: signedIn("2xx"), call: () => ({ body: { firstName: "Hijacked", lastName: "Name" } }) },
  "DELETE /api/auth/user": { expect: signedIn("2xx"), call: () => ({ body: { confirmation: "DELETE" } }) },
  "POST /api/auth/change-password": {
    expect: signedIn("2xx"),
    call: () => ({ body: { currentPassword: "correct horse battery", newPassword: "a whole new password" } }),
  },
  "POST /api/auth/sessions/revoke-others": { expect: signedIn("2xx") },
  "GET /api/bookings": { expect: signedIn("2xx") },

  // A client's own booking.
  "GET /api/bookings/:id": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "GET /api/reviews/booking/:id": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/bookings/:id/confirm-payment": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ path: { id: fx.bookingId }, body: { token: "tok_visa" } }),
  },
  "POST /api/bookings": {
    // A session belongs to a verified address: an unconfirmed account is asked to confirm first.
    expect: { signedOut: 401, unverified: 403, verified: "2xx", other: "2xx", admin: "2xx" },
    call: (fx) => ({
      body: { coachId: fx.coachId, start: "2027-01-05T15:00:00+00:00", sessionType: "50-minute session", sessionFormat: "video" },
    }),
  },
  "POST /api/bookings/:id/cancel": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/bookings/:id/reschedule": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ path: { id: fx.bookingId }, body: { start: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
  },
  "GET /api/bookings/:id/calendar.ics": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/create-payment-intent": { expect: ownBooking("2xx"), call: (fx) => ({ body: { bookingId: fx.bookingId, amount: 1 } }) },
  "POST /api/reviews": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ body: { bookingId: fx.bookingId, rating: 1, comment: "Planted", clientId: fx.bookingId, coachId: fx.coachId } }),
  },

  // Staff.
  "GET /api/admin/stats": { expect: staff() },
  "GET /api/admin/coaches": { expect: staff() },
  "POST /api/admin/coaches": { expect: staff(), call: () => ({ body: coachBody() }) },
  "GET /api/admin/coaches/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "PATCH /api/admin/coaches/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.coachId }, body: { isActive: false, hourlyRate: "1.00" } }),
  },
  "DELETE /api/admin/coaches/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/admin/coaches/:id/availability": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "PUT /api/admin/coaches/:id/availability": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId }, body: AVAILABILITY }) },
  "POST /api/admin/bulk-import": {
    expect: staff(),
    call: () => ({
      body: {
        coaches: [
          { firstName: "Bulk", lastName: "Intruder", bio: BIO.repeat(2), specializations: ["Dating"], experience: 3, hourlyRate: "90" },
        ],
      },
    }),
  },
  "POST /api/admin/scrape-psychology-today": {
    expect: staff(),
    call: () => ({ body: { urls: ["https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345"] } }),
  },
  "POST /api/admin/reviews": {
    expect: staff(),
    call: (fx) => ({ body: { coachId: fx.coachId, rating: 1, comment: "Planted review", clientName: "Mallory" } }),
  },
  "GET /api/admin/coach-applications": { expect: staff() },
  "PATCH /api/admin/coach-applications/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.applicationId }, body: { status: "approved", adminNotes: "waved through" } }),
  },
  "POST /api/admin/publish-coach/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.applicationId } }) },
  "GET /api/admin/blog-posts": { expect: staff() },
  "POST /api/admin/blog-posts": { expect: staff(), call: () => ({ body: postBody() }) },
  "PATCH /api/admin/blog-posts/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.postId }, body: { ...postBody(), slug: "defaced" } }),
  },
  "DELETE /api/admin/blog-posts/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.postId } }) },
  "PATCH /api/admin/blog-posts/:id/publish": { expect: staff(), call: (fx) => ({ path: { id: fx.postId }, body: { isPublished: true } }) },
  "POST /api/admin/seed-blog-posts": { expect: staff() },
  "GET /api/admin/bookings": { expect: staff() },
  "GET /api/admin/bookings/form-data": { expect: staff() },
  "POST /api/admin/bookings": { expect: staff(), call: (fx) => ({ body: bookingInput(fx.coachId, { amount: "0.00" }) }) },
  "PATCH /api/admin/bookings/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.bookingId }, body: { status: "cancelled" } }) },
  "GET /api/admin/consultation-requests": { expect: staff() },
  "GET /api/admin/consultation-requests/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.consultationId } }) },
  "PATCH /api/admin/consultation-requests/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.consultationId }, body: { status: "contacted" } }),
  },
  "GET /api/admin/outbox": { expect: staff() },
  "POST /api/admin/coaches/:id/invite": { expect: staff(), call: (fx) => ({ path: { id: fx.invitableCoachId } }) },
  "DELETE /api/admin/coaches/:id/link": { expect: staff(), call: (fx) => ({ path: { id: fx.linkedCoachId } }) },

  // Only the invited address may use an invitation: every other account is refused (403).
  "POST /api/coach-invitations/accept": { expect: signedIn(403), call: (fx) => ({ body: { token: fx.invitationToken } }) },

  // The Coach Workspace (a coach's own requests and sessions are tested in their modules).
  "GET /api/coach/consultations": { expect: coachOnly() },
  "PATCH /api/coach/consultations/:id": {
    expect: coachOnly(),
    call: (fx) => ({ path: { id: fx.consultationId }, body: { status: "contacted", note: "planted" } }),
  },
  "GET /api/coach/bookings": { expect: coachOnly() },
  "POST /api/coach/bookings": {
    expect: coachOnly(),
    call: () => ({ body: { ...bookingInput("unused", { amount: "0.00" }), coachId: undefined } }),
  },
  "PATCH /api/coach/bookings/:id": { expect: coachOnly(), call: (fx) => ({ path: { id: fx.bookingId }, body: { status: "cancelled" } }) },

  // The Coach Workspace: none of these callers is linked to a coach, so all but the signed-out
  // one (401) are refused with 403 — staff(403) is exactly that row.
  "GET /api/coach/profile": { expect: staff(403) },
  "PATCH /api/coach/profile": { expect: staff(403), call: () => ({ body: { bio: BIO, hourlyRate: "1.00", location: "Nowhere, NV" } }) },
  "GET /api/coach/subscription": { expect: staff(403) },
  "POST /api/coach/subscription/cancel": { expect: staff(403) },
  "POST /api/coach/subscription/resume": { expect: staff(403) },

  // The Coach Workspace: only an account linked to a coach (none of these callers is one).
  "GET /api/coach/availability": { expect: coachOnly() },
  "PUT /api/coach/availability": { expect: coachOnly(), call: () => ({ body: AVAILABILITY }) },
  "GET /api/coach/insights": { expect: { signedOut: 401, unverified: 403, verified: 403, other: 403, admin: 403 } },
};

// ---- Callers and objects ----------------------------------------------------------------------------

let admin: TestAccount;
let clientA: TestAccount;
let clientB: TestAccount;
let unverified: TestAccount;
let unverifiedAdmin: TestAccount;
let fx: Fixtures;
/** A booking staff made for the unverified account's address. */
let unverifiedBookingId: string;

beforeAll(async () => {
  admin = await createAccount(app, { email: ADMIN_EMAIL, firstName: "Avery", lastName: "Admin" });
  clientA = await createAccount(app, { firstName: "Alex", lastName: "Owner" });
  clientB = await createAccount(app, { firstName: "Blake", lastName: "Other" });
  unverified = await createAccount(app, { verified: false, firstName: "Uma", lastName: "Unverified" });
  unverifiedAdmin = await createAccount(app, { verified: false, email: UNVERIFIED_ADMIN_EMAIL, firstName: "Nat", lastName: "New" });

  const asAdmin = (path: string, json?: unknown, method = "POST") =>
    app.request(path, { method, json, headers: { cookie: admin.jar.header } });
  const coach = await insertCoach(db, { isActive: true });
  const invitableCoach = await insertCoach(db, { email: "invitable.coach@example.com" });
  const invitedCoach = await insertCoach(db, { email: "invited.coach@example.com" });
  expect((await asAdmin(`/api/admin/coaches/${invitedCoach.id}/invite`)).status).toBe(202);
  const [linkedUser] = await db
    .insert(users)
    .values({ email: "linked.coach@example.com", emailVerified: true, name: "Linked Coach" })
    .returning();
  const linkedCoach = await insertCoach(db, { email: linkedUser.email }, { userId: linkedUser.id });
  const post = await asAdmin("/api/admin/blog-posts", { ...postBody(), title: "A real post", slug: "a-real-post", isPublished: false });
  expect(post.status).toBe(201);
  const application = await app.request("/api/coach-applications", {
    method: "POST",
    json: {
      firstName: "Ana",
      lastName: "Diaz",
      email: "ana.diaz@example.com",
      phone: "(555) 010-2030",
      location: "Florida",
      title: "Certified Relationship Coach",
      bio: "I help couples turn recurring arguments into conversations that actually resolve something.",
      experience: 6,
      hourlyRate: "120",
      specializations: ["Communication Skills"],
      sessionTypes: ["Couples Coaching"],
      availability: ["Evenings"],
      languages: ["English"],
      certifications: ["LMFT"],
      education: "MA, Counseling Psychology",
      currentPractice: "Private practice, 20 clients a week",
      motivation: "I want to reach people who would never walk into a therapist's office on their own.",
      approach: "Warm, structured and practical: we practise the hard conversation in the session itself.",
      experience_description: "Six years coaching couples, two of them in a community counselling centre.",
      agreesToTerms: true,
      agreesToBackground: true,
      isActive: false,
    },
  });
  expect(application.status).toBe(201);
  const consultation = await app.request("/api/consultations/request", {
    method: "POST",
    json: {
      firstName: "Jordan",
      lastName: "Price",
      email: "jordan.price@example.com",
      phoneNumber: "(555) 010-2030",
      sessionType: "Free 15 mins consultation",
      location: "Austin 78701",
      sessionFormat: "virtual",
      reasonForVisit: "We keep having the same fight about chores.",
      coachId: coach.id,
    },
  });
  expect(consultation.status).toBe(201);
  const subscription = await app.request("/api/create-coach-subscription", {
    method: "POST",
    json: { email: "ana.diaz@example.com", name: "Ana Diaz" },
  });
  expect(subscription.status).toBe(200);
  const upload = await app.request("/api/profile-image/upload-url", { method: "POST" });
  expect(upload.status).toBe(200);
  const bookingA = await createBooking(app, admin, bookingInput(coach.id, { email: clientA.email }));
  unverifiedBookingId = (await createBooking(app, admin, bookingInput(coach.id, { email: unverified.email }))).id;

  fx = {
    coachId: coach.id,
    postId: ((await post.json()) as { id: string }).id,
    applicationId: ((await application.json()) as { id: string }).id,
    consultationId: ((await consultation.json()) as { id: string }).id,
    bookingId: bookingA.id,
    subscriptionId: ((await subscription.json()) as { subscriptionId: string }).subscriptionId,
    uploadId: /upload\/([0-9a-f-]{36})/.exec(((await upload.json()) as { uploadURL: string }).uploadURL)?.[1] ?? "",
    invitableCoachId: invitableCoach.id,
    linkedCoachId: linkedCoach.id,
    invitationToken: await invitationTokenFor(app, "invited.coach@example.com"),
  };
});

const accountFor = (role: Role): TestAccount | undefined =>
  ({ signedOut: undefined, unverified, verified: clientA, other: clientB, admin })[role];

function send(key: string, account: TestAccount | undefined, override: Partial<Fixtures> = {}) {
  const [method, pattern] = key.split(" ");
  const { path: params = {}, body, query } = TABLE[key].call?.({ ...fx, ...override }) ?? {};
  const search = query ? `?${new URLSearchParams(query).toString()}` : "";
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(params[name]);
  });
  return app.request(`${path}${search}`, {
    method,
    redirect: "manual",
    headers: account ? { cookie: account.jar.header } : {},
    ...(body === undefined ? {} : { json: body }),
  });
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Calls a cell that must be refused, and proves the refusal changed nothing. */
async function expectRefused(
  key: string,
  account: TestAccount | undefined,
  expected: 401 | 403 | 404 | 409,
  override: Partial<Fixtures> = {},
) {
  const before = await databaseFingerprint(db);
  const response = await send(key, account, override);
  const body = await response.text();
  expect(response.status, `${key} → ${body}`).toBe(expected);
  expect(JSON.parse(body), `${key}: the refusal is the JSON error shape`).toHaveProperty("message");
  expect(await databaseFingerprint(db), `${key}: a refused call changed the database`).toEqual(before);
}

// ---- The tests --------------------------------------------------------------------------------------

describe("the route inventory", () => {
  const inventory = inventoryRoutes(createApp({ deps: app.deps, services: app.services }))
    .filter((r) => r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path}`);

  it("finds the routes of every router, mounted sub-routers included", () => {
    // The inventory has to see nested prefixes (the staff routers under /admin) or it proves nothing.
    expect(inventory).toContain("GET /api/admin/coaches/:id");
    expect(inventory).toContain("POST /api/auth/sign-in");
    expect(inventory.length).toBeGreaterThan(50);
  });

  it("sees a route mounted later, however deeply its routers are nested", () => {
    const probe = createApp({ deps: app.deps, services: app.services });
    const outer = Router();
    const inner = Router();
    inner.delete("/extra/:id", (_req, res) => void res.end());
    outer.use("/admin", inner);
    probe.use("/api", outer);
    const keys = inventoryRoutes(probe).map((r) => `${r.method} ${r.path}`);
    expect(keys).toContain("DELETE /api/admin/extra/:id");
    expect(keys.filter((key) => key.includes(" /api/") && !inventory.includes(key))).toEqual(["DELETE /api/admin/extra/:id"]);
  });

  it("has a row for every route, and every row is a real route", () => {
    const missing = inventory.filter((key) => !(key in TABLE));
    const stale = Object.keys(TABLE).filter((key) => !inventory.includes(key));
    expect(missing, "routes without a row in the authorization table").toEqual([]);
    expect(stale, "rows in the authorization table for routes that do not exist").toEqual([]);
  });
});

describe("the callers are who they claim to be", () => {
  it("admin is an admin, the clients are clients, the owner sees the booking and the other client does not", async () => {
    const me = async (account: TestAccount) => (await app.request("/api/auth/user", { headers: { cookie: account.jar.header } })).json();
    expect(await me(admin)).toMatchObject({ role: "admin" });
    for (const client of [clientA, clientB, unverified]) expect(await me(client)).toMatchObject({ role: "user" });
    expect((await send("GET /api/bookings/:id", clientA)).status).toBe(200);
    expect((await send("GET /api/bookings/:id", clientB)).status).toBe(404);
  });

  it("the fingerprint sees a change (an allowed staff edit)", async () => {
    const before = await databaseFingerprint(db);
    const response = await app.request(`/api/admin/consultation-requests/${fx.consultationId}`, {
      method: "PATCH",
      json: { status: "contacted" },
      headers: { cookie: admin.jar.header },
    });
    expect(response.status).toBe(200);
    const after = await databaseFingerprint(db);
    expect(after.consultation_requests).not.toBe(before.consultation_requests);
  });
});

describe("every route × caller", () => {
  // The unverified column of a staff route is also checked with an ADMIN_EMAILS address, and of a
  // booking route with a booking made for that address: both in "verification gates" below.
  it.each(Object.keys(TABLE))("%s", async (key) => {
    const row = TABLE[key];
    for (const role of ROLES) {
      const cell = row.expect[role];
      const account = accountFor(role);
      if (typeof cell === "number") {
        await expectRefused(key, account, cell);
      } else if (key.startsWith("GET ") && !row.endsSession) {
        const response = await send(key, account);
        expect(statusClass(response.status), `${key} as ${role}`).toBe(cell);
      }
    }
  });
});

describe("verification gates", () => {
  const staffRoutes = Object.keys(TABLE).filter((key) => key.includes(" /api/admin/"));
  it.each(staffRoutes)("%s refuses an ADMIN_EMAILS account whose address is not verified", async (key) => {
    await expectRefused(key, unverifiedAdmin, 403);
  });

  const bookingRoutes = Object.keys(TABLE).filter((key) => TABLE[key].expect.other === 404 && TABLE[key].expect.verified !== 404);
  it.each(bookingRoutes)("%s: a booking staff made for an unverified address stays out of reach", async (key) => {
    await expectRefused(key, unverified, 404, { bookingId: unverifiedBookingId });
  });

  it("GET /api/bookings does not list a booking made for an unverified address", async () => {
    const response = await app.request("/api/bookings", { headers: { cookie: unverified.jar.header } });
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as { id: string }[]).map((b) => b.id);
    expect(ids).not.toContain(unverifiedBookingId);
  });
});
