// Verified addresses: a new account is e-mailed a single-use link valid 24 hours; until it is
// opened, an ADMIN_EMAILS address is no admin and bookings staff made for the address stay hidden.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#common/auth";
import { createAccount, openVerificationLink, uniqueEmail, verificationLinkFor, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, bookingInput, createBooking, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},owner@kindred.example` });

async function me(account: TestAccount): Promise<SessionUser> {
  const response = await app.request("/api/auth/user", asUser(account));
  expect(response.status).toBe(200);
  return (await response.json()) as SessionUser;
}

const mailCount = async (email: string, kind = "auth.verify-email") =>
  (await app.database.pool.query("select count(*)::int as n from email_outbox where kind = $1 and to_address = $2", [kind, email])).rows[0]
    .n as number;

describe("the admin role waits for a verified address", () => {
  it("gives no admin access to a new account with an ADMIN_EMAILS address until its link is opened", async () => {
    const owner = await createAccount(app, { email: "owner@kindred.example", verified: false });
    expect(await me(owner)).toMatchObject({ role: "user", emailVerified: false });
    expect((await app.request("/api/admin/coaches", asUser(owner))).status).toBe(403);
    expect(await mailCount("owner@kindred.example")).toBe(1);

    const link = await verificationLinkFor(app, "owner@kindred.example");
    expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=/);
    expect(await openVerificationLink(app, "owner@kindred.example")).toBe("/verify-email?result=verified");

    expect(await me(owner)).toMatchObject({ role: "admin", emailVerified: true });
    expect((await app.request("/api/admin/coaches", asUser(owner))).status).toBe(200);
  });

  it("uses a link once", async () => {
    const account = await createAccount(app, { verified: false });
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=verified");
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=invalid");
  });

  it("refuses an expired link and a made-up one, leaving the address unverified", async () => {
    const account = await createAccount(app, { verified: false });
    await app.database.pool.query(
      "update verifications set expires_at = now() - interval '1 second' where identifier like 'kindred-email-verification:%' and value like $1",
      [`%${account.user.id}%`],
    );
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=invalid");
    const forged = await app.request("/api/auth/verify-email?token=abcdefghijklmnopqrstuvwxyz012345", { redirect: "manual" });
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/verify-email?result=invalid");
    expect((await app.request("/api/auth/verify-email?token=%3Cscript%3E", { redirect: "manual" })).headers.get("location")).toBe(
      "/verify-email?result=invalid",
    );
    expect(await me(account)).toMatchObject({ emailVerified: false });
  });

  it("counts a completed password reset as proof of the address", async () => {
    const account = await createAccount(app, { verified: false });
    await app.request("/api/auth/password-reset/request", { method: "POST", json: { email: account.email } });
    const rows = await app.database.pool.query(
      "select text_body from email_outbox where kind = 'auth.password-reset' and to_address = $1",
      [account.email],
    );
    const token = /token=([\w-]+)/.exec(rows.rows[0].text_body as string)?.[1];
    const reset = await app.request("/api/auth/password-reset", { method: "POST", json: { token, password: "a brand new password" } });
    expect(reset.status).toBe(200);
    const signIn = await app.request("/api/auth/sign-in", {
      method: "POST",
      json: { email: account.email, password: "a brand new password" },
    });
    const user = ((await signIn.json()) as { user: SessionUser }).user;
    expect(user.emailVerified).toBe(true);
  });
});

describe("bookings made for an address wait for it to be verified", () => {
  it("hides a staff booking from a new account with that address until the address is verified", async () => {
    const admin = await adminAccount(app);
    const coach = await insertCoach(app.database.db);
    const email = uniqueEmail("client");
    const booking = await createBooking(
      app,
      admin,
      bookingInput(coach.id, { email, phoneNumber: "(555) 999-0000", notes: "private notes" }),
    );

    const squatter = await createAccount(app, { email, verified: false });
    const list = await app.request("/api/bookings", asUser(squatter));
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain(booking.id);
    expect((await app.request(`/api/bookings/${booking.id}`, asUser(squatter))).status).toBe(404);
    const pay = await app.request(
      "/api/create-payment-intent",
      asUser(squatter, { method: "POST", json: { bookingId: booking.id, amount: 120 } }),
    );
    expect(pay.status).toBe(404);

    expect(await openVerificationLink(app, email)).toBe("/verify-email?result=verified");
    const mine = await app.request(`/api/bookings/${booking.id}`, asUser(squatter));
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ id: booking.id, phoneNumber: "(555) 999-0000" });
    expect(JSON.stringify(await (await app.request("/api/bookings", asUser(squatter))).json())).toContain(booking.id);
  });

  it("links a new staff booking only to a verified account with that address", async () => {
    const admin = await adminAccount(app);
    const coach = await insertCoach(app.database.db);
    const unverified = await createAccount(app, { verified: false });
    const booking = await createBooking(app, admin, bookingInput(coach.id, { email: unverified.email }));
    expect(booking.clientId).toBeNull();
    const verified = await createAccount(app);
    expect((await createBooking(app, admin, bookingInput(coach.id, { email: verified.email }))).clientId).toBe(verified.user.id);
  });

  it("lets an unverified account delete itself without touching bookings made for its address", async () => {
    const admin = await adminAccount(app);
    const coach = await insertCoach(app.database.db);
    const email = uniqueEmail("client");
    const booking = await createBooking(app, admin, bookingInput(coach.id, { email }));
    const squatter = await createAccount(app, { email, verified: false });
    const deleted = await app.request("/api/auth/user", asUser(squatter, { method: "DELETE", json: { password: squatter.password } }));
    expect(deleted.status).toBe(204);
    const row = await app.database.pool.query("select email, first_name from bookings where id = $1", [booking.id]);
    expect(row.rows[0]).toEqual({ email, first_name: "Robin" });
  });
});

describe("Resend", () => {
  it("sends a new link at most three times an hour, then answers 429 with Retry-After", async () => {
    const account = await createAccount(app, { verified: false });
    for (let i = 0; i < 3; i++) {
      const response = await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }));
      expect(response.status).toBe(202);
    }
    const refused = await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/try again in/);
    // The sign-up message and three resends.
    expect(await mailCount(account.email)).toBe(4);
    // Every link sent works until one is used.
    expect(await openVerificationLink(app, account.email)).toBe("/verify-email?result=verified");
  });

  it("refuses a signed-out request and an address already confirmed", async () => {
    expect((await app.request("/api/auth/verify-email/resend", { method: "POST" })).status).toBe(401);
    const account = await createAccount(app);
    const response = await app.request("/api/auth/verify-email/resend", asUser(account, { method: "POST" }));
    expect(response.status).toBe(409);
    expect(await mailCount(account.email)).toBe(1);
  });
});
