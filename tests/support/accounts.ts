// Accounts for API tests: a tiny cookie jar and helpers that create an account or sign in over the
// real HTTP API, as a browser would.
import { randomBytes } from "node:crypto";
import type { SessionUser } from "#common/auth";
import type { TestApp } from "./test-app";

/** The cookies a response sets, as "name=value" pairs (removed cookies are dropped). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get size(): number {
    return this.cookies.size;
  }
}

export interface TestAccount {
  email: string;
  password: string;
  jar: CookieJar;
  user: SessionUser;
}

export function uniqueEmail(prefix = "person"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The newest confirmation link e-mailed to this address (from the outbox, as a mail program would see it). */
export async function verificationLinkFor(app: TestApp, email: string): Promise<string> {
  const result = await app.database.pool.query<{ text_body: string }>(
    "select text_body from email_outbox where kind = 'auth.verify-email' and lower(to_address) = lower($1) order by created_at desc, id desc limit 1",
    [email],
  );
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(result.rows[0]?.text_body ?? "")?.[0];
  if (!link) throw new Error(`No confirmation e-mail for ${email}`);
  return link;
}

/** The code of the newest confirmation e-mail to this address (six digits, beside its link). */
export async function confirmationCodeFor(app: TestApp, email: string): Promise<string> {
  const result = await app.database.pool.query<{ text_body: string }>(
    "select text_body from email_outbox where kind = 'auth.verify-email' and lower(to_address) = lower($1) order by created_at desc, id desc limit 1",
    [email],
  );
  const code = /confirmation code is (\d{6})\b/.exec(result.rows[0]?.text_body ?? "")?.[1];
  if (!code) throw new Error(`No confirmation code for ${email}`);
  return code;
}

/** Opens the e-mailed confirmation link of this address; answers where it landed. */
export async function openVerificationLink(app: TestApp, email: string): Promise<string> {
  const link = new URL(await verificationLinkFor(app, email));
  const response = await app.request(`${link.pathname}${link.search}`, { redirect: "manual" });
  return response.headers.get("location") ?? "";
}

/**
 * Creates an account through the API, as the sign-up form does. `verified` (the default) also opens
 * the confirmation link e-mailed to it, as a person who receives their mail would.
 */
export async function createAccount(
  app: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; verified: boolean }> = {},
): Promise<TestAccount> {
  const { verified = true, ...fields } = overrides;
  const body = {
    firstName: "Robin",
    lastName: "Hart",
    email: uniqueEmail(),
    password: "correct horse battery",
    ...fields,
  };
  const response = await app.request("/api/auth/sign-up", { method: "POST", json: body });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const jar = new CookieJar().take(response);
  let { user } = (await response.json()) as { user: SessionUser };
  if (verified) {
    const landed = await openVerificationLink(app, body.email);
    if (!landed.endsWith("result=verified")) throw new Error(`confirmation failed: ${landed}`);
    const me = await app.request("/api/auth/user", { headers: { cookie: jar.header } });
    user = (await me.json()) as SessionUser;
  }
  return { email: body.email.toLowerCase(), password: body.password, jar, user };
}

export async function signIn(app: TestApp, email: string, password: string): Promise<{ response: Response; jar: CookieJar }> {
  const response = await app.request("/api/auth/sign-in", { method: "POST", json: { email, password } });
  return { response, jar: new CookieJar().take(response) };
}
