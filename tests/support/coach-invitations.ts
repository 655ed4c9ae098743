// Coach invitations in API tests: the token of the newest invitation e-mailed to an address, read
// from the outbox as the person's mail program would show the link.
import type { TestApp } from "./test-app";

export async function invitationTokenFor(app: TestApp, email: string): Promise<string> {
  const result = await app.database.pool.query<{ text_body: string }>(
    "select text_body from email_outbox where kind = 'coach.invitation' and lower(to_address) = lower($1) order by created_at desc, id desc limit 1",
    [email],
  );
  const token = /\/coach-invite\?token=([\w-]+)/.exec(result.rows[0]?.text_body ?? "")?.[1];
  if (!token) throw new Error(`No coach invitation e-mailed to ${email}`);
  return token;
}
