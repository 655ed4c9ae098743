// A NUL character (U+0000) in any input from outside answers 400 naming where it was, and changes
// nothing (server/lib/nul-input.ts). First every /api route the routers serve (route-inventory.ts)
// with a NUL in a path parameter, in the query and in the body; then the inputs people fill in, by
// name: every directory filter, the consultation and contact forms, the reset token, the profile,
// a booking, a nested field and a key, a form post, and a page's address.
import { beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY_FILTER_KEYS } from "#common/coaches";
import { createApp } from "../../server/app";
import type { TestAccount } from "../support/accounts";
import { bookingInput } from "../support/bookings";
import { coachAccount } from "../support/coach-accounts";
import { jordanConsultationRequest } from "../support/consultation-requests";
import { insertCoach } from "../support/factories";
import { startTestApp } from "../support/test-app";
import { createCallers, createFixtures } from "./authorization-fixtures";
import { TABLE, type Fixtures } from "./authorization-table";
import { databaseFingerprint } from "./database-fingerprint";
import { inventoryRoutes } from "./route-inventory";

const ADMIN_EMAIL = "staff@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const NUL = "\u0000";

let admin: TestAccount;
let client: TestAccount;
let coach: TestAccount;
let fx: Fixtures;
let coachId: string;

beforeAll(async () => {
  const callers = await createCallers(app, ADMIN_EMAIL, "new.staff@kindred.example");
  ({ admin, clientA: client } = callers);
  ({ fx } = await createFixtures(app, callers));
  coach = await coachAccount(app);
  coachId = (await insertCoach(app.database.db, { isActive: true })).id;
});

interface Sent {
  status: number;
  body: { message?: string; errors?: Record<string, string> };
}

async function send(method: string, path: string, options: { account?: TestAccount; json?: unknown } = {}): Promise<Sent> {
  const response = await app.request(path, {
    method,
    redirect: "manual",
    headers: options.account ? { cookie: options.account.jar.header } : {},
    ...(options.json === undefined ? {} : { json: options.json }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") ? (JSON.parse(text) as Sent["body"]) : {} };
}

/** Sends, then expects a 400 whose `errors` names `field` and a database exactly as before. */
async function expectRefused(what: string, field: string, call: () => Promise<Sent>): Promise<void> {
  const before = await databaseFingerprint(app.database.db);
  const { status, body } = await call();
  expect({ what, status, named: Object.keys(body.errors ?? {}) }).toEqual({ what, status: 400, named: [field] });
  expect(body.message, what).toContain("must not contain a NUL character");
  expect(await databaseFingerprint(app.database.db), `${what} changed the database`).toEqual(before);
}

/** The body with a NUL added to its first string (depth first), and that string's field; `note` when it has none. */
function withNul(body: unknown, path: string[] = []): { body: unknown; field?: string } {
  if (typeof body === "string") return { body: `${body}${NUL}`, field: path.join(".") };
  if (body === null || typeof body !== "object") return { body };
  const entries = Object.entries(body);
  for (const [index, [key, value]] of entries.entries()) {
    const changed = withNul(value, [...path, key]);
    if (changed.field === undefined) continue;
    entries[index] = [key, changed.body];
    return { body: Array.isArray(body) ? entries.map(([, v]) => v) : Object.fromEntries(entries), field: changed.field };
  }
  return path.length === 0 ? { body: { ...body, note: `a${NUL}b` }, field: "note" } : { body };
}

describe("every /api route", () => {
  const routes = inventoryRoutes(createApp({ deps: app.deps, services: app.services })).filter((r) => r.path.startsWith("/api/"));
  // The Stripe webhook reads the raw bytes Stripe signed (refused unsigned before any parsing), and
  // an image upload is binary: neither has fields.
  const RAW_BODIES = new Set(["POST /api/webhooks/stripe", "PUT /api/profile-image/upload/:id"]);

  it("are walked: the inventory sees the routes", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => `${r.method} ${r.path}`))("%s refuses a NUL in a path parameter, the query and the body", async (key) => {
    const [method, pattern] = key.split(" ");
    const call = TABLE[key]?.call?.(fx) ?? {};
    const caller = pattern.startsWith("/api/coach/") ? coach : admin;
    const fill = (nulIn?: string) =>
      pattern.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(`${call.path?.[name] ?? "x"}${name === nulIn ? NUL : ""}`));
    const parameter = /:(\w+)/.exec(pattern)?.[1];
    if (parameter) await expectRefused(`${key} :${parameter}`, "path", () => send(method, fill(parameter), { account: caller }));
    const [name, value] = Object.entries(call.query ?? { q: "x" })[0];
    const query = new URLSearchParams({ ...call.query, [name]: `${value}${NUL}` });
    await expectRefused(`${key} ?${name}`, name, () => send(method, `${fill()}?${query.toString()}`, { account: caller }));
    if (method === "GET" || RAW_BODIES.has(key)) return;
    const { body, field } = withNul(call.body ?? {});
    await expectRefused(`${key} body`, field!, () => send(method, fill(), { account: caller, json: body }));
  });
});

describe("the inputs people fill in", () => {
  it.each(DIRECTORY_FILTER_KEYS)("the directory filter %s, signed out and signed in", async (filter) => {
    const path = `/api/coaches?${filter}=${encodeURIComponent(`a${NUL}b`)}`;
    await expectRefused(`${filter} signed out`, filter, () => send("GET", path));
    await expectRefused(`${filter} signed in`, filter, () => send("GET", path, { account: client }));
  });

  it("keeps the directory's search and filters working", async () => {
    const { status } = await send("GET", "/api/coaches?search=trust&category=all&limit=5");
    expect(status).toBe(200);
  });

  it("the consultation and contact forms name the field", async () => {
    const consultation = jordanConsultationRequest(coachId, { reasonForVisit: `We keep arguing${NUL} about chores.` });
    await expectRefused("consultation", "reasonForVisit", () => send("POST", "/api/consultations/request", { json: consultation }));
    const contact = { name: `Jo${NUL}`, email: "jo@example.com", subject: "Hello", message: "A question about sessions." };
    await expectRefused("contact", "name", () => send("POST", "/api/contact", { json: contact }));
  });

  it("the password reset names the token", async () => {
    const json = { token: `abc${NUL}def`, password: "a long new password" };
    await expectRefused("reset", "token", () => send("POST", "/api/auth/password-reset", { json }));
  });

  it("the profile and a booking name the field", async () => {
    const profile = { firstName: `Ro${NUL}bin`, lastName: "Hart" };
    await expectRefused("profile", "firstName", () => send("PATCH", "/api/auth/user", { account: client, json: profile }));
    const coachProfile = { bio: `Warm${NUL}` };
    await expectRefused("coach profile", "bio", () => send("PATCH", "/api/coach/profile", { account: coach, json: coachProfile }));
    const booking = bookingInput(coachId, { notes: `Bring${NUL} notes` });
    await expectRefused("booking", "notes", () => send("POST", "/api/admin/bookings", { account: admin, json: booking }));
  });

  it("names a nested field and a key by their path", async () => {
    const weekly = { mon: [{ start: `09:00${NUL}`, end: "17:00" }] };
    const json = { timeZone: "UTC", weekly, minimumNoticeHours: 1 };
    await expectRefused("nested", "weekly.mon.0.start", () => send("PUT", "/api/coach/availability", { account: coach, json }));
    const keyed = { timeZone: "UTC", weekly: { [`mon${NUL}`]: [] }, minimumNoticeHours: 1 };
    await expectRefused("key", "weekly.mon\\0", () => send("PUT", "/api/coach/availability", { account: coach, json: keyed }));
  });

  it("walks a body nested 40,000 deep, and names at most 20 fields", async () => {
    const deep = `{"message":${"[".repeat(40_000)}"a\\u0000"${"]".repeat(40_000)}}`;
    const response = await app.request("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: deep });
    expect(response.status).toBe(400);
    const named = Object.keys(((await response.json()) as Sent["body"]).errors ?? {});
    expect(named).toEqual([`message${".0".repeat(40_000)}`]);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, `x${NUL}`]));
    const { status, body } = await send("POST", "/api/contact", { json: many });
    expect({ status, named: Object.keys(body.errors ?? {}).length }).toEqual({ status: 400, named: 20 });
  });

  it("a sign-in form post names the field", async () => {
    const before = await databaseFingerprint(app.database.db);
    const response = await app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: `robin${NUL}@example.com`, password: "whatever it is" }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Sent["body"]).errors).toEqual({ email: "email must not contain a NUL character" });
    expect(await databaseFingerprint(app.database.db)).toEqual(before);
  });

  it("a page's address answers a 400 page naming where the NUL was", async () => {
    for (const [path, where] of [
      ["/blog/a%00b", "the path"],
      ["/coaches?category=a%00b", "<code>category</code>"],
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain("<title>This address cannot be opened | Kindred</title>");
      expect(html).toContain(`The address holds a NUL character (in ${where})`);
    }
  });
});
