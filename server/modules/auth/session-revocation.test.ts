// Revocation is immediate in every process: two apps share one database, as two web workers do, and
// a session ended through one (signing out, 'Sign out other sessions', a row removed) is refused by
// the other on its very next request, although that other process answered it a moment before.
// The session check is one indexed read of the session per request (session-lookup.ts), with no
// copy kept in a process.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount, signIn, type CookieJar } from "../../../tests/support/accounts";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const first = await startTestApp();
const second = await startTestApp({}, { database: first.database });

const status = async (app: TestApp, path: string, jar: CookieJar) => (await app.request(path, { headers: { Cookie: jar.header } })).status;

describe("a session ended in one process", () => {
  it("is refused by the other on its next request after signing out", async () => {
    const account = await createAccount(first);
    expect(await status(second, "/api/auth/user", account.jar)).toBe(200);
    expect(await status(second, "/api/bookings", account.jar)).toBe(200);

    const logout = await first.request("/api/logout", { redirect: "manual", headers: { Cookie: account.jar.header } });
    expect(logout.status).toBe(303);

    expect(await status(second, "/api/auth/user", account.jar)).toBe(401);
    expect(await status(second, "/api/bookings", account.jar)).toBe(401);
  });

  it("is refused by the other on its next request after 'Sign out other sessions'", async () => {
    const account = await createAccount(first);
    const other = await signIn(first, account.email, account.password);
    expect(other.response.status).toBe(200);
    expect(await status(second, "/api/auth/user", other.jar)).toBe(200);

    const revoked = await first.request("/api/auth/sessions/revoke-others", { method: "POST", headers: { Cookie: account.jar.header } });
    expect(await revoked.json()).toEqual({ revoked: 1 });

    expect(await status(second, "/api/auth/user", other.jar)).toBe(401);
    expect(await status(second, "/api/auth/user", account.jar)).toBe(200);
  });

  it("is refused on its next request when its row is removed, and the cookie is cleared", async () => {
    const account = await createAccount(first);
    expect(await status(second, "/api/auth/user", account.jar)).toBe(200);

    await first.database.db.execute(sql`delete from sessions where user_id = ${account.user.id}`);

    const refused = await second.request("/api/auth/user", { headers: { Cookie: account.jar.header } });
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie().some((line) => /^kindred\.session_token=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
  });

  it("shows a change to the account on the other process's next request", async () => {
    const account = await createAccount(first);
    expect(
      ((await (await second.request("/api/auth/user", { headers: { Cookie: account.jar.header } })).json()) as { firstName: string })
        .firstName,
    ).toBe("Robin");
    const renamed = await first.request("/api/auth/user", {
      method: "PATCH",
      headers: { Cookie: account.jar.header },
      json: { firstName: "Rowan", lastName: "Hart" },
    });
    expect(renamed.status).toBe(200);
    const after = (await (await second.request("/api/auth/user", { headers: { Cookie: account.jar.header } })).json()) as {
      firstName: string;
    };
    expect(after.firstName).toBe("Rowan");
  });
});
