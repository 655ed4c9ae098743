// The authorization matrix: every /api route the Express routers really serve (read from the routers,
// see route-inventory.ts) against five kinds of caller. A route added without a row in the table
// (authorization-table.ts) fails the first test; a row for a route that no longer exists fails it
// too. Every cell that must be refused is called with a body that would change something if it got
// through (real ids, valid fields), and the database must be byte-for-byte the same afterwards. Cells
// that are allowed are called when the method is safe (GET), to show the matrix is not refusing what
// it should allow.
//
// The verification gates (an ADMIN_EMAILS address that is not verified is not an admin; bookings
// made by staff for an address do not reach an account until that address is verified) are the last
// block of the file: while they fail, the calls that get through change data, and nothing after them
// depends on it.
//
// The callers and the objects the calls point at are made by authorization-fixtures.ts.
import { Router } from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { TestAccount } from "../support/accounts";
import { startTestApp } from "../support/test-app";
import { createCallers, createFixtures } from "./authorization-fixtures";
import { ROLES, TABLE, type Fixtures, type Role } from "./authorization-table";
import { databaseFingerprint } from "./database-fingerprint";
import { inventoryRoutes } from "./route-inventory";

const ADMIN_EMAIL = "staff@kindred.example";
const UNVERIFIED_ADMIN_EMAIL = "new.staff@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${UNVERIFIED_ADMIN_EMAIL}` });
const db = app.database.db;

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
  const callers = await createCallers(app, ADMIN_EMAIL, UNVERIFIED_ADMIN_EMAIL);
  ({ admin, clientA, clientB, unverified, unverifiedAdmin } = callers);
  ({ fx, unverifiedBookingId } = await createFixtures(app, callers));
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
        // A live stream's answer does not end by itself.
        await response.body?.cancel();
        // A room's stream records its leaving when it ends: written before the next refusal is fingerprinted.
        await expect.poll(() => app.services.liveVideoSessions.count()).toBe(0);
        await app.services.liveVideoSessions.settled();
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
