// The limits of docs/product/limits.md#rate-limits on sign-in and password reset, with the default settings:
// 10 failed sign-ins per account in 15 minutes, 30 attempts per address per minute (account creation
// counts), 3 reset requests per account per hour; 429 with Retry-After; every request counts,
// refused or not; the right password works again after the window; parallel attempts cannot get
// past a limit. Time passing is simulated by moving the counted events back in the database.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createAccount, signIn, uniqueEmail } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();

// Each password check costs a full scrypt hash (for an unknown address too, so timing tells
// nothing), and tests here make up to thirty in a row: they get the time that takes on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const db = app.database.db;

beforeEach(async () => {
  await db.execute(sql`delete from rate_limit_events`);
});

async function moveEventsBack(seconds: number) {
  await db.execute(sql`update rate_limit_events set occurred_at = occurred_at - make_interval(secs => ${seconds})`);
}

function retryAfter(response: Response): number {
  return Number(response.headers.get("retry-after"));
}

describe("failed sign-ins per account (10 in 15 minutes)", () => {
  it("answers the 11th failed attempt with 429 and Retry-After, then lets the right password in after the window", async () => {
    const account = await createAccount(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { response } = await signIn(app, account.email, `wrong password ${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await signIn(app, account.email, "wrong password 11");
    expect(eleventh.response.status).toBe(429);
    const wait = retryAfter(eleventh.response);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await eleventh.response.json()).message).toMatch(
      /Too many failed sign-in attempts for this account\. Please try again in 15 minutes\./,
    );

    // Inside the window even the right password is refused, and that refusal counts too.
    const rightTooEarly = await signIn(app, account.email, account.password);
    expect(rightTooEarly.response.status).toBe(429);
    expect(rightTooEarly.jar.size).toBe(0);

    await moveEventsBack(15 * 60 + 1);
    const afterWindow = await signIn(app, account.email, account.password);
    expect(afterWindow.response.status).toBe(200);
    expect(afterWindow.jar.size).toBe(1);
  });

  it("counts per account: another account from the same address still signs in", async () => {
    const locked = await createAccount(app);
    const other = await createAccount(app);
    for (let attempt = 0; attempt < 11; attempt += 1) await signIn(app, locked.email, "wrong password");
    expect((await signIn(app, locked.email, locked.password)).response.status).toBe(429);
    expect((await signIn(app, other.email, other.password)).response.status).toBe(200);
  });

  it("forgets the failures after a successful sign-in", async () => {
    const account = await createAccount(app);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(app, account.email, "wrong password");
    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await signIn(app, account.email, "wrong password")).response.status).toBe(401);
    }
  });

  it("locks an unknown address the same way (nothing tells which accounts exist)", async () => {
    const email = uniqueEmail("ghost");
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn(app, email, "whatever1")).response.status).toBe(401);
    expect((await signIn(app, email, "whatever1")).response.status).toBe(429);
  });
});

describe("parallel guesses at one account's password", () => {
  // Every attempt is counted before its password is checked, so a burst cannot outrun the count:
  // exactly 10 of 30 parallel guesses are checked (401), the other 20 never reach the password.
  it("lets exactly 10 of 30 parallel wrong sign-ins be checked and answers the rest 429 with Retry-After", async () => {
    const account = await createAccount(app);
    await db.execute(sql`delete from rate_limit_events`); // the sign-up counted toward the address
    const attempts = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(app, account.email, `parallel guess ${i}`)));
    const statuses = attempts.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const { response } of attempts.filter(({ response }) => response.status === 429)) {
      expect(retryAfter(response)).toBeGreaterThan(14 * 60);
      expect(retryAfter(response)).toBeLessThanOrEqual(15 * 60);
    }

    expect((await signIn(app, account.email, account.password)).response.status).toBe(429);
    await moveEventsBack(15 * 60 + 1);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
  });

  it("counts checks of the current password the same way (deleting the account)", async () => {
    const account = await createAccount(app);
    const attempts = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        app.request("/api/auth/user", {
          method: "DELETE",
          headers: { Cookie: account.jar.header },
          json: { password: `parallel guess ${i}` },
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // The password checks share the sign-in counter: the account is locked for sign-in too.
    expect((await signIn(app, account.email, account.password)).response.status).toBe(429);
    const users = await db.execute(sql`select count(*)::int as n from users where id = ${account.user.id}`);
    expect(users.rows[0].n).toBe(1);
  });

  it("clears the count when the current password is right (changing the password)", async () => {
    const account = await createAccount(app);
    for (let attempt = 0; attempt < 9; attempt += 1) await signIn(app, account.email, "wrong password");
    const changed = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { Cookie: account.jar.header },
      json: { currentPassword: account.password, newPassword: "another good password" },
    });
    expect(changed.status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await signIn(app, account.email, "wrong password")).response.status).toBe(401);
    }
  });
});

describe("attempts per client address (30 a minute)", () => {
  it("refuses the 31st attempt with 429 and Retry-After, counting account creation", async () => {
    await createAccount(app); // 1 (creating an account counts)
    for (let attempt = 2; attempt <= 30; attempt += 1) {
      const { response } = await signIn(app, uniqueEmail("spray"), "some password");
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Thirty password hashes can take longer than the minute on a busy machine: the counted
    // attempts are dated a second ago, as if all thirty had come within the minute.
    await db.execute(sql`update rate_limit_events set occurred_at = now() - interval '1 second'`);
    const refused = await signIn(app, uniqueEmail("spray"), "some password");
    expect(refused.response.status).toBe(429);
    expect(retryAfter(refused.response)).toBeGreaterThan(0);
    expect(retryAfter(refused.response)).toBeLessThanOrEqual(60);
    expect((await refused.response.json()).message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ seconds?\.$/,
    );
    const signUp = await app.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: "A", lastName: "B", email: uniqueEmail(), password: "long enough pw" },
    });
    expect(signUp.status).toBe(429);

    await moveEventsBack(61);
    expect((await signIn(app, uniqueEmail("later"), "some password")).response.status).toBe(401);
  });
});

describe("password-reset requests per account (3 an hour)", () => {
  it("accepts three requests for one account, refuses the fourth with 429, and sends three e-mails", async () => {
    const account = await createAccount(app);
    for (let request = 1; request <= 3; request += 1) {
      const response = await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: account.email } });
      expect(response.status, `request ${request}`).toBe(202);
    }
    const fourth = await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: account.email.toUpperCase() } });
    expect(fourth.status).toBe(429);
    expect(retryAfter(fourth)).toBeGreaterThan(59 * 60);
    const mails = await db.execute(
      sql`select count(*)::int as n from email_outbox where kind = 'auth.password-reset' and to_address = ${account.email}`,
    );
    expect(mails.rows[0].n).toBe(3);

    // Another account is not affected by this one's counter.
    const other = await createAccount(app);
    expect((await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: other.email } })).status).toBe(202);

    await moveEventsBack(3600 + 1);
    expect((await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: account.email } })).status).toBe(202);
  });

  it("answers an unknown address exactly like a known one, without sending anything", async () => {
    const email = uniqueEmail("unknown");
    const response = await app.request("/api/auth/password-reset/request", { method: "POST", json: { email } });
    expect(response.status).toBe(202);
    const account = await createAccount(app);
    const known = await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: account.email } });
    expect(await response.json()).toEqual(await known.json());
    const mails = await db.execute(sql`select count(*)::int as n from email_outbox where to_address = ${email}`);
    expect(mails.rows[0].n).toBe(0);
  });
});
