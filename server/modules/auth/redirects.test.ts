// Open-redirect probes over real HTTP: no address taken from a request (`returnTo` of /api/login,
// of the sign-in and sign-up form posts) ever sends the browser to another host, however it is
// disguised (normalised, percent-encoded once or twice, with tabs or backslashes).
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, uniqueEmail } from "../../../tests/support/accounts";
import { OPEN_REDIRECT_PROBES } from "../../../tests/support/open-redirect-probes";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();
const account = await createAccount(app);

beforeEach(async () => {
  // Many sign-ins from one address in a row: each test starts with fresh limits.
  await app.database.db.execute(sql`delete from rate_limit_events`);
});

/** Where a browser goes with this Location (relative to the site), and the returnTo it carries on. */
function destinationOf(location: string | null) {
  const url = new URL(location ?? "", app.baseUrl);
  return { origin: url.origin, path: url.pathname, returnTo: url.searchParams.get("returnTo") };
}

const formPost = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

describe("GET /api/login", () => {
  it("keeps a same-site returnTo", async () => {
    const response = await app.request("/api/login?returnTo=%2Fbookings", { redirect: "manual" });
    expect(response.headers.get("location")).toBe("/login?returnTo=%2Fbookings");
  });

  it("turns /.//host into / (it used to pass on //evil.example)", async () => {
    const response = await app.request("/api/login?returnTo=/.//evil.example", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
  });

  it.each(OPEN_REDIRECT_PROBES)("signed out, drops the returnTo %j", async (probe) => {
    const response = await app.request(`/api/login?returnTo=${encodeURIComponent(probe)}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const destination = destinationOf(response.headers.get("location"));
    expect(destination).toEqual({ origin: app.baseUrl, path: "/login", returnTo: null });
  });

  it.each(OPEN_REDIRECT_PROBES)("signed in, goes home instead of to %j", async (probe) => {
    const response = await app.request(`/api/login?returnTo=${encodeURIComponent(probe)}`, {
      redirect: "manual",
      headers: { Cookie: account.jar.header },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the sign-in and sign-up form posts", () => {
  it.each(OPEN_REDIRECT_PROBES)("after signing in, go home instead of to %j", async (probe) => {
    const response = await formPost("/api/auth/sign-in", { email: account.email, password: account.password, returnTo: probe });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it.each(OPEN_REDIRECT_PROBES)("after a wrong password, go back to the sign-in page without %j", async (probe) => {
    const response = await formPost("/api/auth/sign-in", { email: uniqueEmail("nobody"), password: "not the password", returnTo: probe });
    expect(response.status).toBe(303);
    const destination = destinationOf(response.headers.get("location"));
    expect(destination).toEqual({ origin: app.baseUrl, path: "/login", returnTo: null });
  });

  it("after creating an account, go home instead of to /%2F%2Fevil.example, and keep a same-site returnTo", async () => {
    const off = await formPost("/api/auth/sign-up", {
      firstName: "Ida",
      lastName: "Moss",
      email: uniqueEmail(),
      password: "long enough pw",
      returnTo: "/%2F%2Fevil.example",
    });
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/");
    const kept = await formPost("/api/auth/sign-up", {
      firstName: "Ida",
      lastName: "Moss",
      email: uniqueEmail(),
      password: "long enough pw",
      returnTo: "/bookings",
    });
    expect(kept.headers.get("location")).toBe("/bookings");
  });
});
