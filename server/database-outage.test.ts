// The database going away under a running server (a restart, a dropped connection), in-process and
// over real HTTP, through a proxy the test cuts: requests that need it answer 503 with Retry-After
// (never 500), health says 503, an attempt at signing in that the outage cut short is not counted,
// and once the database is back everything works again in the same process, also a process whose
// set-up ran while the database was away. The real restart of a real server with worker processes
// is tests/e2e/process-resilience.test.ts.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_PAGE } from "#common/unavailable";
import { createAccount, signIn, type TestAccount } from "../tests/support/accounts";
import { startDatabaseProxy, type DatabaseProxy } from "../tests/support/database-proxy";
import { startTestApp, type TestApp } from "../tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { connectDatabase } from "./db/client";

// One failed sign-in per account, so a single attempt wrongly counted shows as a 429.
const LIMITS = { RATE_LIMIT_SIGN_IN_PER_ACCOUNT: "1/15m", RATE_LIMIT_SIGN_IN_PER_ADDRESS: "30/1m" };

/** The test database as a server sees it through `proxy`. */
function through(proxy: DatabaseProxy): TestDatabase {
  const handle = connectDatabase(proxy.url, { max: 5 });
  afterAll(() => handle.close());
  return Object.assign(handle, { url: proxy.url });
}

const direct = await createTestDatabase();
// A server whose every database connection goes through a proxy the tests cut and restore.
const proxy = await startDatabaseProxy(direct.url);
const app = await startTestApp(LIMITS, { database: through(proxy) });
// A second server, built while its proxy is cut: its accounts' set-up (the app secret) fails.
const lateProxy = await startDatabaseProxy(direct.url);
lateProxy.cut();
const late = await startTestApp(LIMITS, { database: through(lateProxy) });
// A third one, on a database whose app secret cannot be read (its table renamed) while it is built.
const secretless = await createTestDatabase();
await secretless.db.execute(sql`alter table app_secrets rename to app_secrets_away`);
const unready = await startTestApp(LIMITS, { database: secretless });

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
}

const me = (server: TestApp, account: TestAccount) => server.request("/api/auth/user", { headers: { cookie: account.jar.header } });
const health = async (server: TestApp) => (await server.request("/api/health")).status;

/** Sign-in attempts counted for this account (the per-account limit's key). */
async function countedAttempts(email: string): Promise<number> {
  const { rows } = await direct.pool.query<{ n: number }>("select count(*)::int as n from rate_limit_events where key = $1", [
    `sign-in:account:${email}`,
  ]);
  return rows[0].n;
}

/** Waits until the attempts counted for this account are back to `expected` (they are taken back in the background). */
async function untilCounted(email: string, expected: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await countedAttempts(email)) !== expected) {
    if (Date.now() > deadline) throw new Error(`still ${await countedAttempts(email)} attempts counted for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a database that goes away under a running server", () => {
  it("answers 503 with Retry-After while it is away, and everything works again once it is back", async () => {
    const account = await createAccount(app);
    expect((await me(app, account)).status).toBe(200);

    proxy.cut();
    await expectUnavailable(await me(app, account));
    await expectUnavailable(await app.request("/api/coaches"));
    await expectUnavailable(await app.request("/api/bookings", { headers: { cookie: account.jar.header } }));
    for (let attempt = 0; attempt < 3; attempt += 1) await expectUnavailable((await signIn(app, account.email, account.password)).response);
    expect(await health(app)).toBe(503);
    // A browser (a page, a form posted before its script loaded) is shown a page instead.
    const page = await app.request("/api/auth/user", { headers: { cookie: account.jar.header, accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(UNAVAILABLE_PAGE.message);
    expect(app.logs.some((line) => line.includes('"unhandled error"'))).toBe(false);

    proxy.restore();
    expect(await health(app)).toBe(200);
    expect((await me(app, account)).status).toBe(200);
    // The three attempts above were never counted: the account's one allowed failure is still there.
    const again = await signIn(app, account.email, account.password);
    expect(again.response.status).toBe(200);
    expect((await app.request("/api/coaches")).status).toBe(200);
  });

  it("serves sign-in once the database is back to a process whose set-up ran while it was away", async () => {
    const account = await createAccount(app);
    await expectUnavailable(await me(late, account));
    await expectUnavailable((await signIn(late, account.email, account.password)).response);
    expect(await health(late)).toBe(503);

    lateProxy.restore();
    expect(await health(late)).toBe(200);
    expect(await (await me(late, account)).json()).toMatchObject({ email: account.email });
    expect((await signIn(late, account.email, account.password)).response.status).toBe(200);
    // Real failures still count: the one allowed, then the limit.
    expect((await signIn(late, account.email, "not the password")).response.status).toBe(401);
    expect((await signIn(late, account.email, account.password)).response.status).toBe(429);
  });

  it("says 503 on health while sign-in cannot be set up, and retries the set-up until it can", async () => {
    expect(await health(unready)).toBe(503);
    await secretless.db.execute(sql`alter table app_secrets_away rename to app_secrets`);
    expect(await health(unready)).toBe(200);
    const account = await createAccount(unready);
    expect((await signIn(unready, account.email, account.password)).response.status).toBe(200);
  });
});

describe("an attempt at signing in that the database's going away cuts short", () => {
  it("is taken back at once when only its connection dropped", async () => {
    const account = await createAccount(app);
    // The connection that looks the account up for better-auth is cut: counted, then cut short.
    const dropped = proxy.cutWhenSent('from "users"');
    await expectUnavailable((await signIn(app, account.email, account.password)).response);
    await dropped;
    await untilCounted(account.email, 0);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
  });

  it("is taken back once the database is back when the whole database went away", async () => {
    const account = await createAccount(app);
    const gone = proxy.cutWhenSent('from "users"', { everything: true });
    await expectUnavailable((await signIn(app, account.email, account.password)).response);
    await gone;
    expect(await countedAttempts(account.email)).toBe(1);
    proxy.restore();
    await untilCounted(account.email, 0);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
  });
});
