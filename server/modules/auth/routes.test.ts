// Accounts over real HTTP (docs/product/accounts.md): the account routes, the session cookie, the one
// wrong-credentials message, rotation at sign-in, sign-out on the server, ADMIN_EMAILS, and passwords
// never reaching the logs. What a signed-in person changes on the account is in account-settings.test.ts.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CookieJar, createAccount, signIn, uniqueEmail } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: "Boss@Kindred.example" });
const db = app.database.db;

beforeEach(async () => {
  // Each test starts with fresh limits (they all come from 127.0.0.1).
  await db.execute(sql`delete from rate_limit_events`);
});

async function currentUser(jar: CookieJar) {
  return app.request("/api/auth/user", { headers: { Cookie: jar.header } });
}

describe("GET /api/auth/user", () => {
  it("answers 401 {message: Unauthorized} when signed out", async () => {
    const response = await app.request("/api/auth/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers the user with exactly the specified fields when signed in", async () => {
    const account = await createAccount(app, { firstName: "Maya", lastName: "Cole" });
    const response = await currentUser(account.jar);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const user = await response.json();
    expect(Object.keys(user).sort()).toEqual([
      "coachId",
      "email",
      "emailVerified",
      "firstName",
      "id",
      "lastName",
      "profileImageUrl",
      "role",
    ]);
    expect(user).toMatchObject({ email: account.email, firstName: "Maya", lastName: "Cole", profileImageUrl: null, role: "user" });
  });
});

describe("creating an account", () => {
  it("signs the person in with an HttpOnly, SameSite=Lax session cookie stored in the database", async () => {
    const email = uniqueEmail();
    const response = await app.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: "Ana", lastName: "Ruiz", email, password: "long enough pw" },
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("kindred.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/i); // plain http here
    const rows = await db.execute(sql`select s.expires_at from sessions s join users u on u.id = s.user_id where u.email = ${email}`);
    expect(rows.rows).toHaveLength(1);
    expect(new Date(String(rows.rows[0].expires_at)).getTime()).toBeGreaterThan(Date.now());
  });

  it("stores a scrypt hash, never the password", async () => {
    const account = await createAccount(app, { password: "a-very-secret-words" });
    const rows = await db.execute(sql`select a.password from accounts a where a.user_id = ${account.user.id}`);
    const hash = String(rows.rows[0].password);
    expect(hash).not.toContain("a-very-secret-words");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/); // scrypt with its parameters (passwords.ts)
  });

  it("validates with the form's schema and messages", async () => {
    const response = await app.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: " ", lastName: "", email: "nope", password: "short" },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const account = await createAccount(app);
    const response = await app.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: "A", lastName: "B", email: account.email.toUpperCase(), password: "another password" },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).errors).toEqual({ email: "An account with this email already exists" });
  });
});

describe("signing in", () => {
  it("answers one message for a wrong password and for an unknown email", async () => {
    const account = await createAccount(app);
    const wrong = await signIn(app, account.email, "not the password");
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.json()).toEqual({ message: "Invalid email or password" });
    expect(wrong.jar.size).toBe(0);
    const unknown = await signIn(app, uniqueEmail("nobody"), "whatever123");
    expect(unknown.response.status).toBe(401);
    expect(await unknown.response.json()).toEqual({ message: "Invalid email or password" });
  });

  it("accepts the address in any case and rotates the session id", async () => {
    const account = await createAccount(app);
    const first = await signIn(app, account.email.toUpperCase(), account.password);
    expect(first.response.status).toBe(200);
    // Signing in again from the same browser starts a new session and ends the one it came with.
    const again = await app.request("/api/auth/sign-in", {
      method: "POST",
      json: { email: account.email, password: account.password },
      headers: { Cookie: first.jar.header },
    });
    expect(again.status).toBe(200);
    const second = new CookieJar().take(again);
    expect(second.header).not.toBe(first.jar.header);
    expect((await currentUser(first.jar)).status).toBe(401);
    expect((await currentUser(second)).status).toBe(200);
  });

  it("accepts a plain HTML form post and redirects to the safe returnTo", async () => {
    const account = await createAccount(app);
    const ok = await app.request("/api/auth/sign-in", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: account.email, password: account.password, returnTo: "/bookings" }).toString(),
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/bookings");
    expect(new CookieJar().take(ok).size).toBe(1);
    const bad = await app.request("/api/auth/sign-in", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: account.email, password: "wrong password", returnTo: "https://evil.example/" }).toString(),
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(`/login?error=credentials&email=${encodeURIComponent(account.email)}`);
  });
});

describe("the session cookie", () => {
  it("extends an active session once a day and sends the renewed cookie", async () => {
    const account = await createAccount(app);
    await db.execute(sql`update sessions set expires_at = now() + interval '28 days' where user_id = ${account.user.id}`);
    const response = await currentUser(account.jar);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((l) => l.startsWith("kindred.session_token="))).toMatch(/Max-Age=2592000/);
    const rows = await db.execute(sql`select expires_at from sessions where user_id = ${account.user.id}`);
    expect(new Date(String(rows.rows[0].expires_at)).getTime()).toBeGreaterThan(Date.now() + 29.9 * 24 * 3600 * 1000);
    // Not again on the next request.
    expect((await currentUser(account.jar)).headers.getSetCookie()).toEqual([]);
  });

  it("ends an expired session", async () => {
    const account = await createAccount(app);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${account.user.id}`);
    expect((await currentUser(account.jar)).status).toBe(401);
  });

  it("refuses a forged or tampered cookie", async () => {
    const account = await createAccount(app);
    const tampered = account.jar.header.replace(/=(.)/, (_m, c: string) => `=${c === "a" ? "b" : "a"}`);
    const response = await app.request("/api/auth/user", { headers: { Cookie: tampered } });
    expect(response.status).toBe(401);
  });

  it("marks the cookie Secure when the request arrived over https through a trusted proxy", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "true" });
    const response = await proxied.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "X-Forwarded-Proto": "https" },
      json: { firstName: "T", lastName: "S", email: uniqueEmail(), password: "long enough pw" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((l) => l.startsWith("kindred.session_token="))).toMatch(/;\s*Secure/i);
  });
});

describe("/api/login and /api/logout", () => {
  it("sends the browser to the sign-in page keeping a same-site returnTo and the mode", async () => {
    const login = await app.request("/api/login?returnTo=%2Fbookings%3Ftab%3D1", { redirect: "manual" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login?returnTo=%2Fbookings%3Ftab%3D1");
    const signup = await app.request("/api/login?mode=signup", { redirect: "manual" });
    expect(signup.headers.get("location")).toBe("/login?mode=signup");
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/%0d%0aSet-Cookie:x", "/api/logout"])(
    "drops a returnTo that would leave the site or loop (%s)",
    async (returnTo) => {
      const login = await app.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, { redirect: "manual" });
      const location = login.headers.get("location") ?? "";
      expect(location.startsWith("/login")).toBe(true);
      const kept = new URL(location, "http://x").searchParams.get("returnTo");
      expect(kept === null || (kept.startsWith("/") && !kept.startsWith("//") && !kept.startsWith("/api/"))).toBe(true);
    },
  );

  it("goes straight to returnTo when already signed in", async () => {
    const account = await createAccount(app);
    const login = await app.request("/api/login?returnTo=/profile", { redirect: "manual", headers: { Cookie: account.jar.header } });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/profile");
  });

  it("ends the session on the server, clears the cookie and goes home", async () => {
    const account = await createAccount(app);
    const logout = await app.request("/api/logout", { redirect: "manual", headers: { Cookie: account.jar.header } });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/");
    expect(logout.headers.getSetCookie().some((l) => /^kindred\.session_token=;/.test(l) && /Max-Age=0/i.test(l))).toBe(true);
    // The old cookie no longer works even if the browser kept it.
    expect((await currentUser(account.jar)).status).toBe(401);
    const rows = await db.execute(sql`select count(*)::int as n from sessions where user_id = ${account.user.id}`);
    expect(rows.rows[0].n).toBe(0);
  });

  it("answers /api/logout signed out with the same redirect", async () => {
    const logout = await app.request("/api/logout", { redirect: "manual" });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/");
  });
});

describe("roles from ADMIN_EMAILS", () => {
  it("makes a listed address an admin, case-insensitively, from account creation on", async () => {
    const admin = await createAccount(app, { email: "boss@kindred.EXAMPLE" });
    expect(admin.user.role).toBe("admin");
    expect((await (await currentUser(admin.jar)).json()).role).toBe("admin");
  });

  it("applies a change of ADMIN_EMAILS at the next sign-in, and a removal at the next request", async () => {
    const account = await createAccount(app, { email: uniqueEmail("promoted") });
    expect(account.user.role).toBe("user");
    // As after a restart with the address added to ADMIN_EMAILS.
    app.config.adminEmails.push(account.email);
    try {
      const promoted = await signIn(app, account.email, account.password);
      expect((await promoted.response.json()).user.role).toBe("admin");
      const stored = await db.execute(sql`select role from users where id = ${account.user.id}`);
      expect(stored.rows[0].role).toBe("admin");
      const admin = await app.request("/api/admin/anything", { headers: { Cookie: promoted.jar.header } });
      expect(admin.status).toBe(404);

      app.config.adminEmails.splice(app.config.adminEmails.indexOf(account.email), 1);
      const demoted = await currentUser(promoted.jar);
      expect((await demoted.json()).role).toBe("user");
      expect((await app.request("/api/admin/anything", { headers: { Cookie: promoted.jar.header } })).status).toBe(403);
    } finally {
      if (app.config.adminEmails.includes(account.email)) app.config.adminEmails.splice(app.config.adminEmails.indexOf(account.email), 1);
    }
  });
});

describe("passwords never reach the logs", () => {
  it("writes no password, token or cookie value into any log line", async () => {
    const password = "Sup3r-Secret-Passw0rd-For-Logs";
    const account = await createAccount(app, { password });
    await signIn(app, account.email, "Wrong-Secret-Passw0rd-For-Logs");
    await signIn(app, account.email, password);
    await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { Cookie: account.jar.header },
      json: { currentPassword: password, newPassword: "Next-Secret-Passw0rd-For-Logs" },
    });
    const logs = app.logs.join("\n");
    expect(logs).not.toContain("Secret-Passw0rd");
    const token = account.jar.header.split("=")[1].split(".")[0];
    expect(logs).not.toContain(token);
  });
});
