// The confirmation code (docs/decisions/111): POST /api/auth/verify-email/code proves the address as
// the link does; a wrong code is refused and counted, the fifth makes it void; it works 15 minutes
// (a clock the test moves); a new 'Resend' voids it and counts under the one limit of 'Resend'; the
// code and the link void each other; and no code, right or wrong, is ever written to the log.
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "#common/auth";
import { EMAIL_CODE_MESSAGES } from "#common/email-code";
import { confirmationCodeFor, createAccount, openVerificationLink, type TestAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { startTestApp } from "../../../tests/support/test-app";

let clock = Date.now();
const app = await startTestApp({ ADMIN_EMAILS: "code-owner@kindred.example" }, { now: () => clock });
/** Every code e-mailed or typed here: none may reach the log. */
const codesSeen = new Set<string>();

beforeEach(() => {
  clock = Date.now();
});

async function codeOf(account: TestAccount): Promise<string> {
  const code = await confirmationCodeFor(app, account.email);
  codesSeen.add(code);
  return code;
}

/** Another six digits than `code`. */
function wrongFor(code: string, step = 1): string {
  const wrong = String((Number(code) + step) % 1_000_000).padStart(6, "0");
  codesSeen.add(wrong);
  return wrong;
}

function typeCode(account: TestAccount | null, code: unknown) {
  const init = { method: "POST", json: { code } };
  return app.request("/api/auth/verify-email/code", account ? asUser(account, init) : init);
}

async function answer(response: Response): Promise<{ status: number; message: string }> {
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

async function me(account: TestAccount): Promise<SessionUser> {
  return (await (await app.request("/api/auth/user", asUser(account))).json()) as SessionUser;
}

describe("POST /api/auth/verify-email/code", () => {
  it("verifies the address with the right code, with the same effect as the link (ADMIN_EMAILS applies)", async () => {
    const account = await createAccount(app, { email: "code-owner@kindred.example", verified: false });
    expect(await me(account)).toMatchObject({ emailVerified: false, role: "user" });
    const response = await typeCode(account, await codeOf(account));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as { message: string; user: SessionUser };
    expect(body).toMatchObject({ message: EMAIL_CODE_MESSAGES.confirmed, user: { emailVerified: true, role: "admin" } });
    expect(await me(account)).toMatchObject({ emailVerified: true, role: "admin" });
    // The link of the same e-mail was part of the same proof: it no longer works.
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=invalid");
  });

  it("accepts the code typed with spaces, and refuses what is not six digits without counting it", async () => {
    const account = await createAccount(app, { verified: false });
    const code = await codeOf(account);
    for (const typed of ["12345", "1234567", "abcdef", "", 123456, null]) {
      const refused = await typeCode(account, typed);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ code: EMAIL_CODE_MESSAGES.format });
    }
    for (let step = 1; step <= 4; step++) {
      expect(await answer(await typeCode(account, wrongFor(code, step)))).toEqual({ status: 400, message: EMAIL_CODE_MESSAGES.wrong });
    }
    expect((await typeCode(account, `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
  });

  it("answers 'That code is not right.' for five wrong codes, then the code is void, even the right one", async () => {
    const account = await createAccount(app, { verified: false });
    const code = await codeOf(account);
    // Eight wrong codes at once: the account's lock takes them one by one, so exactly five count.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => typeCode(account, wrongFor(code, i + 1)).then(answer)));
    expect(answers.filter((a) => a.message === EMAIL_CODE_MESSAGES.wrong)).toHaveLength(5);
    expect(answers.filter((a) => a.message === EMAIL_CODE_MESSAGES.void)).toHaveLength(3);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(await answer(await typeCode(account, code))).toEqual({ status: 400, message: EMAIL_CODE_MESSAGES.void });
    expect(await me(account)).toMatchObject({ emailVerified: false });

    // A new code works again.
    expect((await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }))).status).toBe(202);
    expect((await typeCode(account, await codeOf(account))).status).toBe(200);
  });

  it("works for 15 minutes after it was sent (the clock moved on)", async () => {
    const late = await createAccount(app, { verified: false });
    const inTime = await createAccount(app, { verified: false });
    clock += 15 * 60_000;
    expect(await answer(await typeCode(late, await codeOf(late)))).toEqual({ status: 400, message: EMAIL_CODE_MESSAGES.void });
    expect(await me(late)).toMatchObject({ emailVerified: false });
    clock -= 1000;
    expect((await typeCode(inTime, await codeOf(inTime))).status).toBe(200);
    // The link of the late one's e-mail still works: it lasts 24 hours.
    expect(await openVerificationLink(app, late.email)).toBe("/verify-email?result=verified");
  });

  it("answers 409 once the address is confirmed, and 401 signed out", async () => {
    const account = await createAccount(app, { verified: false });
    const code = await codeOf(account);
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=verified");
    // The link voided the code with it.
    const left = await app.database.pool.query("select count(*)::int as n from verifications where identifier = $1", [
      `kindred-email-code:${account.user.id}`,
    ]);
    expect(left.rows[0].n).toBe(0);
    expect(await answer(await typeCode(account, code))).toEqual({ status: 409, message: "Your e-mail address is already confirmed." });
    expect((await typeCode(null, code)).status).toBe(401);
  });
});

describe("a new code", () => {
  it("voids the code sent before, and counts under the one limit of 'Resend' (3 an hour, then 429)", async () => {
    const account = await createAccount(app, { verified: false });
    const first = await codeOf(account);
    for (let i = 0; i < 3; i++) {
      expect((await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }))).status).toBe(202);
    }
    const refused = await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const newest = await codeOf(account);
    expect(newest).not.toBe(first);
    const mails = await app.database.pool.query(
      "select count(*)::int as n from email_outbox where kind = 'auth.verify-email' and to_address = $1",
      [account.email],
    );
    expect(mails.rows[0].n).toBe(4);
    expect(await answer(await typeCode(account, first))).toEqual({ status: 400, message: EMAIL_CODE_MESSAGES.wrong });
    expect((await typeCode(account, newest)).status).toBe(200);
  });
});

describe("the log", () => {
  it("never holds a code, e-mailed or typed", async () => {
    expect(codesSeen.size).toBeGreaterThan(10);
    const log = app.logs.join("\n");
    // Requests to the route were logged: the check looks where the codes would be.
    expect(log).toContain("/api/auth/verify-email/code");
    for (const code of codesSeen) expect(log).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
  });
});
