// OpenID Connect sign-in (docs/product/accounts.md#single-sign-on) against a real provider on loopback
// (oidc-provider): /api/login starts the flow (state, PKCE), the person signs in and consents at the
// provider, the callback creates the account with its names, applies ADMIN_EMAILS, starts a session
// and returns to `returnTo`; an existing password account is never taken over, and an address the
// provider does not vouch for opens nothing. Refused sign-ins land on /login with a code.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CookieJar, createAccount } from "../../../tests/support/accounts";
import { signInThroughProvider, startAppWithProvider, throughProvider } from "../../../tests/support/oidc-sign-in";

const { app, provider } = await startAppWithProvider({ ADMIN_EMAILS: "chief@example.com" });
const db = app.database.db;

const me = (jar: CookieJar) => app.request("/api/auth/user", { headers: { Cookie: jar.header } });
const linksOf = async (userId: string) =>
  (await db.execute(sql`select provider_id from accounts where user_id = ${userId} order by provider_id`)).rows.map((r) => r.provider_id);
const usersWith = async (email: string) =>
  (await db.execute(sql`select count(*)::int as n from users where lower(email) = ${email}`)).rows[0].n;

describe("OpenID Connect sign-in", () => {
  it("starts at the provider with state and PKCE, and comes back signed in to returnTo", async () => {
    provider.addPerson({ sub: "sub-100", email: "Sam.Sso@Example.com", emailVerified: true, givenName: "Sam", familyName: "Sso" });
    const { back, jar, authorize, landed } = await signInThroughProvider(app, provider, { login: "sub-100", returnTo: "/bookings" });
    expect(authorize.searchParams.get("client_id")).toBe(provider.clientId);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")).toContain("openid");
    expect(back.status).toBe(302);
    expect(landed).toBe("/bookings");
    const session = back.headers.getSetCookie().find((l) => l.startsWith("kindred.session_token="));
    expect(session).toMatch(/HttpOnly/i);

    const response = await me(jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: "sam.sso@example.com",
      firstName: "Sam",
      lastName: "Sso",
      role: "user",
      emailVerified: true,
      profileImageUrl: null,
    });
  });

  it("finds the same account on the next sign-in, and applies ADMIN_EMAILS", async () => {
    provider.addPerson({
      sub: "sub-chief",
      email: "chief@example.com",
      emailVerified: true,
      givenName: "Chief",
      familyName: "Admin",
      picture: "https://cdn.example/me.png",
    });
    const first = await signInThroughProvider(app, provider, { login: "sub-chief", returnTo: "/admin" });
    const second = await signInThroughProvider(app, provider, { login: "sub-chief", returnTo: "/admin" });
    const a = await (await me(first.jar)).json();
    const b = await (await me(second.jar)).json();
    expect(a.id).toBe(b.id);
    expect(b.role).toBe("admin");
    // The provider's picture is on another host: not used (pages load nothing from other hosts).
    expect(b.profileImageUrl).toBeNull();
    expect(await usersWith("chief@example.com")).toBe(1);
  });

  it("refuses a callback whose state was not issued to this browser, landing on /login with the reason", async () => {
    provider.addPerson({ sub: "sub-200", email: "someone@example.com", emailVerified: true });
    const start = await app.request("/api/login", { redirect: "manual" });
    const callback = await throughProvider(provider, new URL(start.headers.get("location") ?? ""), { login: "sub-200" });
    // No state cookie: a forged callback, or a sign-in finished in another browser.
    const forged = await app.request(`${callback.pathname}${callback.search}`, { redirect: "manual" });
    const landed = new URL(forged.headers.get("location") ?? "", app.baseUrl);
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("state_mismatch");
    expect(forged.headers.getSetCookie().some((l) => l.startsWith("kindred.session_token=") && !/Max-Age=0/i.test(l))).toBe(false);
    expect(await usersWith("someone@example.com")).toBe(0);
  });

  it("comes back to /login with the provider's error when the person cancels there", async () => {
    provider.addPerson({ sub: "sub-300", email: "cancels@example.com", emailVerified: true });
    const { landed, jar } = await signInThroughProvider(app, provider, { login: "sub-300", returnTo: "/bookings", cancel: true });
    const url = new URL(landed, app.baseUrl);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("sso")).toBe("failed");
    expect(url.searchParams.get("returnTo")).toBe("/bookings");
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect((await me(jar)).status).toBe(401);
  });
});

describe("OpenID Connect sign-in and proof of the e-mail address", () => {
  it("does not hand an existing password account to a provider identity that has not proved the address", async () => {
    const local = await createAccount(app, { email: "taken@example.com" });
    provider.addPerson({ sub: "sub-taken", email: "taken@example.com", emailVerified: false, givenName: "Other", familyName: "Person" });
    const { landed, jar } = await signInThroughProvider(app, provider, { login: "sub-taken" });
    expect(landed).toMatch(/^\/login\?sso=failed.*&error=account_not_linked/);
    expect((await me(jar)).status).toBe(401);
    expect(await linksOf(local.user.id)).toEqual(["credential"]);
  });

  it("does not link a provider identity into an account whose own address was never confirmed", async () => {
    const squatter = await createAccount(app, { email: "squatted@example.com", verified: false });
    provider.addPerson({ sub: "sub-squatted", email: "squatted@example.com", emailVerified: true, givenName: "Real", familyName: "Owner" });
    const { landed } = await signInThroughProvider(app, provider, { login: "sub-squatted" });
    expect(landed).toMatch(/^\/login\?sso=failed.*&error=account_not_linked/);
    expect(await linksOf(squatter.user.id)).toEqual(["credential"]);
  });

  it("links the provider identity when both sides proved the same address", async () => {
    const local = await createAccount(app, { email: "same.person@example.com" });
    provider.addPerson({ sub: "sub-same", email: "same.person@example.com", emailVerified: true, givenName: "Same", familyName: "Person" });
    const { jar } = await signInThroughProvider(app, provider, { login: "sub-same" });
    expect(await (await me(jar)).json()).toMatchObject({ id: local.user.id, emailVerified: true });
    expect(await linksOf(local.user.id)).toEqual(["credential", "oidc"]);
  });

  it("creates an account only when the provider's email_verified claim is true", async () => {
    provider.addPerson({ sub: "sub-unproved", email: "unproved.sso@example.com", emailVerified: false, givenName: "Una" });
    provider.addPerson({ sub: "sub-textual", email: "textual.sso@example.com", emailVerified: "false", givenName: "Tex" });
    provider.addPerson({ sub: "sub-silent", email: "silent.sso@example.com", givenName: "Sil" });
    for (const [login, email] of [
      ["sub-unproved", "unproved.sso@example.com"],
      ["sub-textual", "textual.sso@example.com"],
      ["sub-silent", "silent.sso@example.com"],
    ]) {
      const refused = await signInThroughProvider(app, provider, { login });
      expect(refused.landed).toMatch(/^\/login\?sso=failed.*&error=email_not_verified/);
      expect((await me(refused.jar)).status).toBe(401);
      expect(await usersWith(email)).toBe(0);
    }
    provider.addPerson({ sub: "sub-verified", email: "proved.sso@example.com", emailVerified: true, givenName: "Pro", familyName: "Ved" });
    provider.addPerson({
      sub: "sub-text-true",
      email: "text.true@example.com",
      emailVerified: "true",
      givenName: "Tex",
      familyName: "True",
    });
    for (const login of ["sub-verified", "sub-text-true"]) {
      const proved = await signInThroughProvider(app, provider, { login });
      expect(await (await me(proved.jar)).json()).toMatchObject({ emailVerified: true });
    }
  });
});

describe("OpenID Connect accounts beside password accounts", () => {
  it("lets an account without a password delete itself by typing DELETE, and has no password to change", async () => {
    provider.addPerson({ sub: "sub-leaving", email: "leaving@example.com", emailVerified: true, givenName: "Lee", familyName: "Ving" });
    const { jar } = await signInThroughProvider(app, provider, { login: "sub-leaving", returnTo: "/settings" });
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
    expect(await usersWith("leaving@example.com")).toBe(0);
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
