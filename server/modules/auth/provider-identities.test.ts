// Provider identities follow the address's proof (docs/decisions/101), over real HTTP against a real
// OpenID provider on loopback: an identity whose provider does not vouch for the address opens no
// account; one linked under the old rules is removed, with the sessions it opened, when the address is
// proved (confirmation link, password reset, coach invitation); a vouched identity keeps working.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#common/auth";
import { type CookieJar, createAccount, openVerificationLink, signIn, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount } from "../../../tests/support/bookings";
import { invitationTokenFor } from "../../../tests/support/coach-invitations";
import { insertCoach } from "../../../tests/support/factories";
import { signInThroughProvider, startAppWithProvider, unvouchedLinkWithSession } from "../../../tests/support/oidc-sign-in";

const OWNER = "owner@example.com";
const EARLIER_OWNER = "boss@example.com";
const { app, provider } = await startAppWithProvider({ ADMIN_EMAILS: `${OWNER},${EARLIER_OWNER},staff@kindred.example` });
const db = app.database.db;

const me = (jar: CookieJar) => app.request("/api/auth/user", { headers: { Cookie: jar.header } });
const meAs = async (jar: CookieJar) => (await (await me(jar)).json()) as SessionUser;
const linksOf = async (userId: string) =>
  (await db.execute(sql`select provider_id from accounts where user_id = ${userId} order by provider_id`)).rows.map((r) => r.provider_id);
const sessionsOpenedBy = async (linkId: string) =>
  (await db.execute(sql`select count(*)::int as n from sessions where provider_link_id = ${linkId}`)).rows[0].n;

/** The owner asks for a reset link and uses it, as someone who receives the mail would. */
async function resetPassword(email: string, password: string) {
  expect((await app.request("/api/auth/password-reset/request", { method: "POST", json: { email } })).status).toBe(202);
  const mail = await app.database.pool.query<{ text_body: string }>(
    "select text_body from email_outbox where kind = 'auth.password-reset' and to_address = $1 order by created_at desc limit 1",
    [email],
  );
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail.rows[0]?.text_body ?? "")?.[1];
  expect(token).toBeTruthy();
  expect((await app.request("/api/auth/password-reset", { method: "POST", json: { token, password } })).status).toBe(200);
}

/** The intruder tries the provider again: refused, because the identity may no longer join the account. */
async function expectProviderRefused(sub: string, userId: string) {
  const again = await signInThroughProvider(app, provider, { login: sub });
  expect(again.landed).toMatch(/^\/login\?sso=failed.*&error=account_not_linked/);
  expect((await me(again.jar)).status).toBe(401);
  expect(await linksOf(userId)).toEqual(["credential"]);
}

describe("the takeover through an identity whose provider does not vouch for the address", () => {
  it("is refused from the start: no account is made, so the owner signs up, proves the address and alone is admin", async () => {
    provider.addPerson({ sub: "intruder-1", email: OWNER, emailVerified: false, givenName: "Mallory", familyName: "Intruder" });
    const attempt = await signInThroughProvider(app, provider, { login: "intruder-1" });
    expect(attempt.landed).toMatch(/^\/login\?sso=failed.*&error=email_not_verified/);
    expect((await me(attempt.jar)).status).toBe(401);
    expect((await db.execute(sql`select count(*)::int as n from users where email = ${OWNER}`)).rows[0].n).toBe(0);

    const owner = await createAccount(app, { email: OWNER, firstName: "Olive", lastName: "Owner" });
    expect(owner.user).toMatchObject({ emailVerified: true, role: "admin" });

    await expectProviderRefused("intruder-1", owner.user.id);
    expect(await meAs(owner.jar)).toMatchObject({ id: owner.user.id, role: "admin" });
  });

  it("an account such an identity opened before these rules: the owner's reset removes the identity and it no longer signs in", async () => {
    const [squat] = (
      await db.execute(
        sql`insert into users (email, name, first_name, last_name) values (${EARLIER_OWNER}, 'Mallory Intruder', 'Mallory', 'Intruder') returning id`,
      )
    ).rows;
    const userId = String(squat.id);
    const intruder = await unvouchedLinkWithSession(app, provider, { id: userId, email: EARLIER_OWNER }, "intruder-2");
    expect(await meAs(intruder.jar)).toMatchObject({ id: userId, emailVerified: false, role: "user" });

    // The owner cannot sign up, resets the password instead, and so proves the address.
    const signUp = await app.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: "Bo", lastName: "Boss", email: EARLIER_OWNER, password: "correct horse battery" },
    });
    expect(signUp.status).toBe(409);
    await resetPassword(EARLIER_OWNER, "the owner's new password");

    expect((await me(intruder.jar)).status).toBe(401);
    expect(await sessionsOpenedBy(intruder.linkId)).toBe(0);
    const owner = await signIn(app, EARLIER_OWNER, "the owner's new password");
    expect(owner.response.status).toBe(200);
    expect(await meAs(owner.jar)).toMatchObject({ id: userId, emailVerified: true, role: "admin" });
    await expectProviderRefused("intruder-2", userId);
    expect(await meAs(owner.jar)).toMatchObject({ id: userId, role: "admin" });
  });
});

describe("an identity whose provider vouches for the address", () => {
  it("signs in, joins the proved account, records the vouch, and keeps its link through a later proof", async () => {
    const owner = await createAccount(app, { firstName: "Vera", lastName: "Vouched" });
    provider.addPerson({ sub: "vouched-1", email: owner.email.toUpperCase(), emailVerified: true, givenName: "Vera" });
    const first = await signInThroughProvider(app, provider, { login: "vouched-1" });
    expect(first.landed).toBe("/bookings");
    expect(await meAs(first.jar)).toMatchObject({ id: owner.user.id, emailVerified: true });
    const [link] = (await db.execute(sql`select id, vouched_email from accounts where account_id = 'vouched-1'`)).rows;
    expect(link.vouched_email).toBe(owner.email);
    expect(await sessionsOpenedBy(String(link.id))).toBe(1);

    // A reset proves the address again: every session ends, but this identity vouched, so it stays.
    await resetPassword(owner.email, "another long password");
    expect((await me(first.jar)).status).toBe(401);
    expect(await linksOf(owner.user.id)).toEqual(["credential", "oidc"]);
    const second = await signInThroughProvider(app, provider, { login: "vouched-1" });
    expect(await meAs(second.jar)).toMatchObject({ id: owner.user.id });
  });
});

describe("an identity that did not vouch, linked before these rules, is removed with its sessions when the address is proved", () => {
  /** An account that has not proved its address yet, signed in with its password, and an intruder's identity on it. */
  async function unprovedAccountWithIntruder(sub: string): Promise<{ account: TestAccount; linkId: string; intruder: CookieJar }> {
    const account = await createAccount(app, { verified: false, firstName: "Uma", lastName: "Unproved" });
    const { linkId, jar } = await unvouchedLinkWithSession(app, provider, account.user, sub);
    expect(await meAs(jar)).toMatchObject({ id: account.user.id });
    return { account, linkId, intruder: jar };
  }

  it("by the confirmation link, even one the intruder's own session asked for", async () => {
    const { account, linkId, intruder } = await unprovedAccountWithIntruder("intruder-3");
    const resend = await app.request("/api/auth/verify-email/resend", { method: "POST", headers: { Cookie: intruder.header } });
    expect(resend.status).toBe(202);
    expect(await openVerificationLink(app, account.email)).toMatch(/result=verified$/);

    expect((await me(intruder)).status).toBe(401);
    expect(await sessionsOpenedBy(linkId)).toBe(0);
    // The owner's own password session was not opened by the identity: it goes on.
    expect(await meAs(account.jar)).toMatchObject({ id: account.user.id, emailVerified: true });
    await expectProviderRefused("intruder-3", account.user.id);
  });

  it("by a completed password reset", async () => {
    const { account, linkId, intruder } = await unprovedAccountWithIntruder("intruder-4");
    await resetPassword(account.email, "a brand new password");
    expect((await me(intruder)).status).toBe(401);
    expect(await sessionsOpenedBy(linkId)).toBe(0);
    await expectProviderRefused("intruder-4", account.user.id);
    const owner = await signIn(app, account.email, "a brand new password");
    expect(await meAs(owner.jar)).toMatchObject({ id: account.user.id, emailVerified: true });
  });

  it("by accepting a coach invitation", async () => {
    const { account, linkId, intruder } = await unprovedAccountWithIntruder("intruder-5");
    const staff = await adminAccount(app);
    const coach = await insertCoach(db, { firstName: "Uma", lastName: "Coach", email: account.email });
    const invite = await app.request(`/api/admin/coaches/${coach.id}/invite`, { method: "POST", headers: { Cookie: staff.jar.header } });
    expect(invite.status).toBe(202);
    const token = await invitationTokenFor(app, account.email);
    const accept = await app.request("/api/coach-invitations/accept", {
      method: "POST",
      headers: { Cookie: account.jar.header },
      json: { token },
    });
    expect(accept.status).toBe(200);

    expect((await me(intruder)).status).toBe(401);
    expect(await sessionsOpenedBy(linkId)).toBe(0);
    expect(await meAs(account.jar)).toMatchObject({ id: account.user.id, emailVerified: true, coachId: coach.id });
    await expectProviderRefused("intruder-5", account.user.id);
  });
});
