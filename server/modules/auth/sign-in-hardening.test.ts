// Password hashes and session lifetime over real HTTP: new hashes are scrypt N=2^17, r=8, p=1 with
// their parameters stored; hashes better-auth made before still sign in and are rewritten in the
// new format; a session ends 30 days after its sign-in however often it was refreshed.
import { scryptSync } from "node:crypto";
import { hashPassword as betterAuthHashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { type CookieJar, createAccount, signIn } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";

const app = await startTestApp();
const db = app.database.db;

beforeEach(async () => {
  await db.execute(sql`delete from rate_limit_events`);
});

async function storedHash(userId: string): Promise<string> {
  const result = await db.execute(sql`select password from accounts where user_id = ${userId} and provider_id = 'credential'`);
  return String(result.rows[0].password);
}

const CURRENT_FORMAT = /^\$scrypt\$ln=17,r=8,p=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

describe("password hashes", () => {
  it("stores a new account's password as scrypt N=2^17, r=8, p=1, with its parameters and a 16-byte salt", async () => {
    const account = await createAccount(app);
    const hash = await storedHash(account.user.id);
    const [, salt, key] = CURRENT_FORMAT.exec(hash) ?? [];
    expect(salt, hash).toBeDefined();
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    // The stored key is what those parameters give for this password and salt.
    const expected = scryptSync(account.password, Buffer.from(salt, "base64"), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    expect(Buffer.from(key, "base64").equals(expected)).toBe(true);

    const twin = await createAccount(app, { password: account.password });
    expect(await storedHash(twin.user.id)).not.toBe(hash);
  });

  it("signs in with a hash in better-auth's own older format and rewrites it in the new one", async () => {
    const account = await createAccount(app);
    const legacy = await betterAuthHashPassword(account.password);
    expect(legacy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await db.execute(sql`update accounts set password = ${legacy} where user_id = ${account.user.id} and provider_id = 'credential'`);

    expect((await signIn(app, account.email, "not the password")).response.status).toBe(401);
    expect(await storedHash(account.user.id)).toBe(legacy);

    const signedIn = await signIn(app, account.email, account.password);
    expect(signedIn.response.status).toBe(200);
    const upgraded = await storedHash(account.user.id);
    expect(upgraded).toMatch(CURRENT_FORMAT);
    expect(await verifyPassword({ hash: upgraded, password: account.password })).toBe(true);

    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
    expect(await storedHash(account.user.id)).toBe(upgraded);
    expect((await signIn(app, account.email, "not the password")).response.status).toBe(401);
  });

  it("refuses wrong passwords and damaged hashes, and asks to rewrite only other formats", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse batterY" })).toBe(false);
    const legacy = await betterAuthHashPassword("correct horse battery");
    expect(await verifyPassword({ hash: legacy, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "wrong" })).toBe(false);
    // A key cut short (an empty one would match anything) or impossible parameters verify nothing.
    expect(await verifyPassword({ hash: hash.replace(/\$[^$]+$/, "$AAAA"), password: "correct horse battery" })).toBe(false);
    expect(await verifyPassword({ hash: hash.replace("ln=17", "ln=40"), password: "correct horse battery" })).toBe(false);
    expect(await verifyPassword({ hash: "", password: "" })).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(hash.replace("ln=17", "ln=16"))).toBe(true);
  });
});

describe("the absolute session lifetime (30 days from sign-in)", () => {
  const currentUser = (jar: CookieJar) => app.request("/api/auth/user", { headers: { Cookie: jar.header } });

  async function sessionsOf(userId: string) {
    const result = await db.execute(sql`select created_at, expires_at from sessions where user_id = ${userId}`);
    return result.rows as { created_at: string; expires_at: string }[];
  }

  it("dates a session from its sign-in", async () => {
    const account = await createAccount(app);
    await db.execute(sql`delete from sessions where user_id = ${account.user.id}`);
    const before = Date.now();
    const { response } = await signIn(app, account.email, account.password);
    expect(response.status).toBe(200);
    const [session] = await sessionsOf(account.user.id);
    expect(new Date(session.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(session.created_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses and deletes a session signed in more than 30 days ago, though refreshed and not yet expired", async () => {
    const account = await createAccount(app);
    expect((await currentUser(account.jar)).status).toBe(200);
    await db.execute(sql`update sessions set created_at = now() - interval '30 days 1 minute', expires_at = now() + interval '29 days'
      where user_id = ${account.user.id}`);

    const response = await currentUser(account.jar);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((line) => /^kindred\.session_token=;.*Max-Age=0/i.test(line))).toBe(true);
    expect(await sessionsOf(account.user.id)).toEqual([]);
  });

  it("is kept by the pages too: a server-rendered page sees nobody signed in", async () => {
    const account = await createAccount(app);
    // Each page view is a request of its own (one request's loaders share one lookup).
    const pageView = () => new Request(`${app.baseUrl}/account`, { headers: { cookie: account.jar.header } });
    expect(await app.services.auth.getSessionUser(pageView())).not.toBeNull();
    await db.execute(sql`update sessions set created_at = now() - interval '31 days' where user_id = ${account.user.id}`);
    expect(await app.services.auth.getSessionUser(pageView())).toBeNull();
    expect(await sessionsOf(account.user.id)).toEqual([]);
  });

  it("keeps a session inside its 30 days", async () => {
    const account = await createAccount(app);
    await db.execute(sql`update sessions set created_at = now() - interval '29 days 23 hours', expires_at = now() + interval '1 day'
      where user_id = ${account.user.id}`);
    expect((await currentUser(account.jar)).status).toBe(200);
  });
});
