// The account settings over real HTTP (docs/product/accounts.md#settings): profile, password change,
// other sessions, and account deletion with what stays behind anonymised.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CookieJar, createAccount, signIn } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();
const db = app.database.db;

beforeEach(async () => {
  // Each test starts with fresh limits (they all come from 127.0.0.1).
  await db.execute(sql`delete from rate_limit_events`);
});

async function currentUser(jar: CookieJar) {
  return app.request("/api/auth/user", { headers: { Cookie: jar.header } });
}

describe("profile, password and sessions", () => {
  it("updates the first and last name, and removes the photo", async () => {
    const account = await createAccount(app);
    await db.execute(sql`update users set profile_image_url = '/uploads/x.jpg' where id = ${account.user.id}`);
    const response = await app.request("/api/auth/user", {
      method: "PATCH",
      headers: { Cookie: account.jar.header },
      json: { firstName: "  Jo ", lastName: "March", profileImageUrl: null },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: "Jo", lastName: "March", profileImageUrl: null });
    const refused = await app.request("/api/auth/user", {
      method: "PATCH",
      headers: { Cookie: account.jar.header },
      json: { firstName: "Jo", lastName: "March", profileImageUrl: "https://tracker.example/pixel.png" },
    });
    expect(refused.status).toBe(400);
    const ownEndpoint = await app.request("/api/auth/user", {
      method: "PATCH",
      headers: { Cookie: account.jar.header },
      json: { firstName: "Jo", lastName: "March", profileImageUrl: "/api/logout" },
    });
    expect(ownEndpoint.status).toBe(400);
    expect((await app.request("/api/auth/user", { method: "PATCH", json: { firstName: "A", lastName: "B" } })).status).toBe(401);
  });

  it("changes the password with the current one and signs out the other sessions", async () => {
    const account = await createAccount(app);
    const other = await signIn(app, account.email, account.password);
    const wrong = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { Cookie: account.jar.header },
      json: { currentPassword: "not it at all", newPassword: "brand new password" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ currentPassword: "Current password is not correct" });

    const changed = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { Cookie: account.jar.header },
      json: { currentPassword: account.password, newPassword: "brand new password" },
    });
    expect(changed.status).toBe(200);
    const renewed = new CookieJar().take(changed);
    expect((await currentUser(renewed)).status).toBe(200);
    expect((await currentUser(other.jar)).status).toBe(401);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(401);
    expect((await signIn(app, account.email, "brand new password")).response.status).toBe(200);
  });

  it("signs out every other session and says how many", async () => {
    const account = await createAccount(app);
    const phone = await signIn(app, account.email, account.password);
    const laptop = await signIn(app, account.email, account.password);
    const response = await app.request("/api/auth/sessions/revoke-others", { method: "POST", headers: { Cookie: account.jar.header } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: 2 });
    expect((await currentUser(phone.jar)).status).toBe(401);
    expect((await currentUser(laptop.jar)).status).toBe(401);
    expect((await currentUser(account.jar)).status).toBe(200);
  });
});

describe("deleting the account", () => {
  it("needs the password, then deletes the account and anonymises what stays", async () => {
    const account = await createAccount(app, { firstName: "Del", lastName: "Eted" });
    const coach = await db.execute(sql`insert into coaches (first_name, last_name) values ('C', 'Oach') returning id`);
    const coachId = String(coach.rows[0].id);
    await db.execute(sql`insert into bookings (client_id, coach_id, first_name, last_name, email, phone_number, session_type, scheduled_date, duration, status, amount)
      values (${account.user.id}, ${coachId}, 'Del', 'Eted', ${account.email}, '5550001111', '50-minute session', now() - interval '3 days', 50, 'completed', 120)`);
    await db.execute(
      sql`insert into reviews (client_id, coach_id, client_name, rating, comment) values (${account.user.id}, ${coachId}, 'Del E.', 5, 'Great')`,
    );
    await db.execute(
      sql`insert into email_outbox (kind, to_address, subject, text_body) values ('test', ${account.email}, 'Hi', 'Hello Del')`,
    );

    const refused = await app.request("/api/auth/user", {
      method: "DELETE",
      headers: { Cookie: account.jar.header },
      json: { password: "wrong password" },
    });
    expect(refused.status).toBe(400);
    const response = await app.request("/api/auth/user", {
      method: "DELETE",
      headers: { Cookie: account.jar.header },
      json: { password: account.password },
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().some((l) => /^kindred\.session_token=;/.test(l))).toBe(true);

    const users = await db.execute(sql`select count(*)::int as n from users where id = ${account.user.id}`);
    expect(users.rows[0].n).toBe(0);
    const sessions = await db.execute(sql`select count(*)::int as n from sessions where user_id = ${account.user.id}`);
    expect(sessions.rows[0].n).toBe(0);
    const booking = await db.execute(
      sql`select client_id, first_name, last_name, email, phone_number, amount::text from bookings where coach_id = ${coachId}`,
    );
    expect(booking.rows[0]).toMatchObject({
      client_id: null,
      first_name: "Former",
      last_name: "client",
      phone_number: "",
      amount: "120.00",
    });
    expect(String(booking.rows[0].email)).toMatch(/@deleted\.invalid$/);
    const review = await db.execute(sql`select client_id, client_name, rating from reviews where coach_id = ${coachId}`);
    expect(review.rows[0]).toEqual({ client_id: null, client_name: "Former client", rating: 5 });
    const mail = await db.execute(sql`select count(*)::int as n from email_outbox where to_address = ${account.email}`);
    expect(mail.rows[0].n).toBe(0);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(401);
  });

  it("is refused while a session with a coach is still ahead", async () => {
    const account = await createAccount(app);
    const coach = await db.execute(sql`insert into coaches (first_name, last_name) values ('C', 'Oach') returning id`);
    await db.execute(sql`insert into bookings (client_id, coach_id, first_name, last_name, email, session_type, scheduled_date, duration)
      values (${account.user.id}, ${String(coach.rows[0].id)}, 'A', 'B', ${account.email}, '50-minute session', now() + interval '3 days', 50)`);
    const response = await app.request("/api/auth/user", {
      method: "DELETE",
      headers: { Cookie: account.jar.header },
      json: { password: account.password },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/upcoming session/);
  });
});
