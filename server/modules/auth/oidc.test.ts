// OpenID Connect sign-in (docs/product/accounts.md#single-sign-on) against a provider running in the test:
// /api/login starts the flow (state, PKCE), the callback creates the account with its names, applies
// ADMIN_EMAILS, starts a session and returns to `returnTo`; an existing password account is never taken over.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CookieJar, createAccount } from "../../../tests/support/accounts";
import { startFakeOidcProvider } from "../../../tests/support/fake-oidc";
import { startTestApp } from "../../../tests/support/test-app";

const provider = await startFakeOidcProvider();
afterAll(() => provider.close());
const app = await startTestApp({
  OIDC_ISSUER_URL: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  ADMIN_EMAILS: "chief@example.com",
});
const db = app.database.db;

/** Follows the browser's redirects through the provider and back; returns the final redirect. */
async function signInThroughProvider(returnTo: string) {
  const jar = new CookieJar();
  const start = await app.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, { redirect: "manual" });
  expect(start.status).toBe(302);
  jar.take(start);
  const authorize = new URL(start.headers.get("location") ?? "");
  expect(authorize.origin).toBe(provider.issuer);
  const atProvider = await fetch(authorize, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location") ?? "");
  expect(callback.pathname).toBe("/api/auth/callback/oidc");
  const back = await app.request(`${callback.pathname}${callback.search}`, { redirect: "manual", headers: { Cookie: jar.header } });
  jar.take(back);
  return { back, jar, authorize };
}

describe("OpenID Connect sign-in", () => {
  it("starts at the provider with state and PKCE, and comes back signed in to returnTo", async () => {
    provider.nextUser = { sub: "sub-100", email: "Sam.Sso@Example.com", givenName: "Sam", familyName: "Sso" };
    const { back, jar, authorize } = await signInThroughProvider("/bookings");
    expect(authorize.searchParams.get("client_id")).toBe(provider.clientId);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")).toContain("openid");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/bookings");
    const session = back.headers.getSetCookie().find((l) => l.startsWith("kindred.session_token="));
    expect(session).toMatch(/HttpOnly/i);

    const me = await app.request("/api/auth/user", { headers: { Cookie: jar.header } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "sam.sso@example.com",
      firstName: "Sam",
      lastName: "Sso",
      role: "user",
      profileImageUrl: null,
    });
  });

  it("finds the same account on the next sign-in, and applies ADMIN_EMAILS", async () => {
    provider.nextUser = {
      sub: "sub-chief",
      email: "chief@example.com",
      givenName: "Chief",
      familyName: "Admin",
      picture: "https://cdn.example/me.png",
    };
    const first = await signInThroughProvider("/admin");
    const second = await signInThroughProvider("/admin");
    const a = await (await app.request("/api/auth/user", { headers: { Cookie: first.jar.header } })).json();
    const b = await (await app.request("/api/auth/user", { headers: { Cookie: second.jar.header } })).json();
    expect(a.id).toBe(b.id);
    expect(b.role).toBe("admin");
    // The provider's picture is on another host: not used (pages load nothing from other hosts).
    expect(b.profileImageUrl).toBeNull();
    const rows = await db.execute(sql`select count(*)::int as n from users where lower(email) = 'chief@example.com'`);
    expect(rows.rows[0].n).toBe(1);
  });

  it("refuses a callback whose state was not issued to this browser", async () => {
    provider.nextUser = { sub: "sub-200", email: "someone@example.com" };
    const start = await app.request("/api/login", { redirect: "manual" });
    const atProvider = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location") ?? "");
    // No state cookie: a forged callback.
    const forged = await app.request(`${callback.pathname}${callback.search}`, { redirect: "manual" });
    expect(forged.headers.getSetCookie().some((l) => l.startsWith("kindred.session_token=") && !/Max-Age=0/i.test(l))).toBe(false);
  });
});

describe("OpenID Connect sign-in and proof of the e-mail address", () => {
  it("does not hand an existing password account to a provider identity that has not proved the address", async () => {
    const local = await createAccount(app, { email: "taken@example.com" });
    provider.nextUser = { sub: "sub-taken", email: "taken@example.com", emailVerified: false, givenName: "Other", familyName: "Person" };
    const { back, jar } = await signInThroughProvider("/bookings");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toMatch(/^\/login\?sso=failed/);
    expect((await app.request("/api/auth/user", { headers: { Cookie: jar.header } })).status).toBe(401);
    const links = await db.execute(sql`select provider_id from accounts where user_id = ${local.user.id}`);
    expect(links.rows.map((r) => r.provider_id)).toEqual(["credential"]);
  });

  it("does not link a provider identity into an account whose own address was never confirmed", async () => {
    const squatter = await createAccount(app, { email: "squatted@example.com", verified: false });
    provider.nextUser = { sub: "sub-squatted", email: "squatted@example.com", emailVerified: true, givenName: "Real", familyName: "Owner" };
    const { back } = await signInThroughProvider("/bookings");
    expect(back.headers.get("location")).toMatch(/^\/login\?sso=failed/);
    const links = await db.execute(sql`select provider_id from accounts where user_id = ${squatter.user.id}`);
    expect(links.rows.map((r) => r.provider_id)).toEqual(["credential"]);
  });

  it("links the provider identity when both sides proved the same address", async () => {
    const local = await createAccount(app, { email: "same.person@example.com" });
    provider.nextUser = { sub: "sub-same", email: "same.person@example.com", emailVerified: true, givenName: "Same", familyName: "Person" };
    const { jar } = await signInThroughProvider("/bookings");
    const me = await app.request("/api/auth/user", { headers: { Cookie: jar.header } });
    expect(await me.json()).toMatchObject({ id: local.user.id, emailVerified: true });
  });

  it("counts the provider's address as verified only when its email_verified claim is true", async () => {
    provider.nextUser = {
      sub: "sub-unverified",
      email: "unproved.sso@example.com",
      emailVerified: false,
      givenName: "Una",
      familyName: "Proved",
    };
    const unproved = await signInThroughProvider("/bookings");
    expect(await (await app.request("/api/auth/user", { headers: { Cookie: unproved.jar.header } })).json()).toMatchObject({
      emailVerified: false,
    });
    provider.nextUser = { sub: "sub-verified", email: "proved.sso@example.com", emailVerified: true, givenName: "Pro", familyName: "Ved" };
    const proved = await signInThroughProvider("/bookings");
    expect(await (await app.request("/api/auth/user", { headers: { Cookie: proved.jar.header } })).json()).toMatchObject({
      emailVerified: true,
    });
  });
});

describe("OpenID Connect accounts beside password accounts", () => {
  it("lets an account without a password delete itself by typing DELETE, and has no password to change", async () => {
    provider.nextUser = { sub: "sub-leaving", email: "leaving@example.com", givenName: "Lee", familyName: "Ving" };
    const { jar } = await signInThroughProvider("/settings");
    const change = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { Cookie: jar.header },
      json: { currentPassword: "anything", newPassword: "a new password" },
    });
    expect(change.status).toBe(400);
    const refused = await app.request("/api/auth/user", { method: "DELETE", headers: { Cookie: jar.header }, json: {} });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ confirmation: "Type DELETE to confirm" });
    const deleted = await app.request("/api/auth/user", {
      method: "DELETE",
      headers: { Cookie: jar.header },
      json: { confirmation: "DELETE" },
    });
    expect(deleted.status).toBe(204);
    const rows = await db.execute(sql`select count(*)::int as n from users where email = 'leaving@example.com'`);
    expect(rows.rows[0].n).toBe(0);
    const links = await db.execute(sql`select count(*)::int as n from accounts where account_id = 'sub-leaving'`);
    expect(links.rows[0].n).toBe(0);
  });

  it("still lets password accounts sign in, and tells the pages single sign-on is on", async () => {
    const local = await createAccount(app);
    const response = await app.request("/api/auth/sign-in", { method: "POST", json: { email: local.email, password: local.password } });
    expect(response.status).toBe(200);
    expect(app.services.auth.methods.oidc).toBe(true);
  });
});
