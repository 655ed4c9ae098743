// Accounts for browser tests: an account is created (or signed into) through the API of the
// browser context (or of a bare request context), so the context's pages share its session cookie.
import { randomBytes } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { confirmationLinkPath } from "./e2e-mailbox";

/** Listed in ADMIN_EMAILS of the browser-test server (tests/support/global-server.ts). */
export const ADMIN_EMAIL = "admin@kindred.example";
export const TEST_PASSWORD = "a long test password";

export function uniqueEmail(prefix = "person"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

export interface E2eAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs the context in as a new account (or as the admin, created on first use). A new account's
 * address is confirmed through the link in the local mailbox unless `verified: false`.
 */
export async function signInContext(
  context: Pick<BrowserContext, "request">,
  options: { admin?: boolean; email?: string; firstName?: string; lastName?: string; verified?: boolean } = {},
): Promise<E2eAccount> {
  const account: E2eAccount = {
    email: options.admin ? ADMIN_EMAIL : (options.email ?? uniqueEmail()),
    password: TEST_PASSWORD,
    firstName: options.firstName ?? (options.admin ? "Avery" : "Robin"),
    lastName: options.lastName ?? (options.admin ? "Admin" : "Hart"),
  };
  const signUp = await context.request.post("/api/auth/sign-up", { data: account });
  if (signUp.status() === 201) {
    if (options.verified !== false) {
      const confirmed = await context.request.get(await confirmationLinkPath(account.email), { maxRedirects: 0 });
      if (confirmed.headers().location !== "/verify-email?result=verified") throw new Error(`confirmation failed for ${account.email}`);
    }
    return account;
  }
  if (signUp.status() !== 409) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await context.request.post("/api/auth/sign-in", { data: { email: account.email, password: account.password } });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return account;
}
