// Accounts for API tests: a tiny cookie jar and helpers that create an account or sign in over the
// real HTTP API, as a browser would.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
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

/**
 * Creates an account over the API and signs it in. `verified` (default true) marks its address as
 * verified, as following the e-mailed link would: the admin role and bookings made for the address
 * only count for a verified one.
 */
export async function createAccount(
  app: TestApp,
  options: Partial<{ email: string; password: string; firstName: string; lastName: string; verified: boolean }> = {},
): Promise<TestAccount> {
  const { verified = true, ...overrides } = options;
  const body = {
    firstName: "Robin",
    lastName: "Hart",
    email: uniqueEmail(),
    password: "correct horse battery",
    ...overrides,
  };
  const response = await app.request("/api/auth/sign-up", { method: "POST", json: body });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const jar = new CookieJar().take(response);
  const { user } = (await response.json()) as { user: SessionUser };
  // replaced when verification lands: the real e-mailed link will verify the address instead.
  if (verified) await app.database.db.execute(sql`update users set email_verified = true where id = ${user.id}`);
  return { email: body.email.toLowerCase(), password: body.password, jar, user };
}

export async function signIn(app: TestApp, email: string, password: string): Promise<{ response: Response; jar: CookieJar }> {
  const response = await app.request("/api/auth/sign-in", { method: "POST", json: { email, password } });
  return { response, jar: new CookieJar().take(response) };
}
