// Password reset by e-mail: the message goes through the outbox and really arrives over SMTP, the
// link works once and for one hour, the token is stored hashed, and every session ends.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount, signIn } from "../../../tests/support/accounts";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { startTestApp } from "../../../tests/support/test-app";
import { createSmtpTransport } from "../mail/delivery";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const app = await startTestApp(
  { SMTP_URL: sink.url, PUBLIC_URL: "https://kindred.example" },
  {
    mailTransport: createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>"),
  },
);
const db = app.database.db;

function tokenFrom(text: string): string {
  const match = /https:\/\/kindred\.example\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

async function requestReset(email: string) {
  return app.request("/api/auth/password-reset/request", {
    method: "POST",
    headers: { Origin: "https://kindred.example" },
    json: { email },
  });
}

async function reset(token: string, password: string) {
  return app.request("/api/auth/password-reset", { method: "POST", json: { token, password } });
}

describe("password reset", () => {
  it("e-mails a one-hour, single-use link; the new password works and every session ends", async () => {
    const account = await createAccount(app, { firstName: "Nora" });
    expect((await requestReset(account.email)).status).toBe(202);

    const mail = await sink.waitFor((m) => m.envelopeTo.includes(account.email) && m.subject.startsWith("Reset"));
    expect(mail.subject).toBe("Reset your Kindred password");
    expect(mail.text).toContain("Hello Nora,");
    expect(mail.text).toContain("within one hour");
    const token = tokenFrom(mail.text);
    // The worker records "sent" when its transaction commits, just after the SMTP exchange.
    await expect
      .poll(
        async () =>
          (await db.execute(sql`select status from email_outbox where kind = 'auth.password-reset' and to_address = ${account.email}`))
            .rows[0]?.status,
        { timeout: 5_000 },
      )
      .toBe("sent");

    // Stored hashed: the raw token is nowhere in the database.
    const stored = await db.execute(sql`select identifier from verifications where value = ${account.user.id}`);
    expect(stored.rows).toHaveLength(1);
    expect(String(stored.rows[0].identifier)).not.toContain(token);

    const tooShort = await reset(token, "short");
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).errors).toEqual({ password: "Password must be at least 8 characters" });

    const done = await reset(token, "a fresh new password");
    expect(done.status).toBe(200);
    expect((await app.request("/api/auth/user", { headers: { Cookie: account.jar.header } })).status).toBe(401);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(401);
    expect((await signIn(app, account.email, "a fresh new password")).response.status).toBe(200);

    const again = await reset(token, "yet another password");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This link has expired or has already been used. Please ask for a new one.");
  });

  it("refuses a link older than one hour", async () => {
    const account = await createAccount(app);
    await requestReset(account.email);
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(account.email) && m.subject.startsWith("Reset"));
    const token = tokenFrom(mail.text);
    await db.execute(sql`update verifications set expires_at = now() - interval '1 second' where value = ${account.user.id}`);
    const response = await reset(token, "a fresh new password");
    expect(response.status).toBe(400);
    expect((await signIn(app, account.email, account.password)).response.status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const response = await reset("not-a-real-token-at-all", "a fresh new password");
    expect(response.status).toBe(400);
  });

  it("never writes the reset token into the logs", async () => {
    const account = await createAccount(app);
    await requestReset(account.email);
    const token = tokenFrom((await sink.waitFor((m) => m.envelopeTo.includes(account.email) && m.subject.startsWith("Reset"))).text);
    await reset(token, "a fresh new password");
    expect(app.logs.join("\n")).not.toContain(token);
  });
});
