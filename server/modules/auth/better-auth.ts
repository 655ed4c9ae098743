// The better-auth instance behind Kindred's account routes: e-mail and password accounts (scrypt
// hashes), sessions in the database, password-reset tokens stored hashed, and OpenID Connect through
// the generic OAuth plugin when it is configured. Our own routes (routes.ts) call it through
// `auth.api.*`; its HTTP handler is reached only for the OpenID Connect callback. Last, how those
// calls are made: the headers a call is given and what is read back.
import type { Request as ExpressRequest } from "express";
import { betterAuth, type BetterAuthOptions as BetterAuthSettings } from "better-auth";
import { isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { clientAddress } from "../rate-limits/guards";
import { hashPassword, verifyPassword } from "./passwords";
import { openProviderSession, refuseUnvouchedAccount, userFromProviderProfile } from "./provider-identities";
import { roleFor, setUserRole } from "./repository";

/** The header our routes set to the client address (docs/product/limits.md#rate-limits) before calling better-auth. */
export const CLIENT_ADDRESS_HEADER = "x-kindred-client-address";
export const OIDC_PROVIDER_ID = "oidc";
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
/**
 * However often a session is used (each use can push its expiry on), it ends this long after the
 * sign-in that created it: a stolen cookie cannot be kept alive for ever. Enforced at lookup
 * (sessions.ts), since better-auth's own expiry only slides.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 3600;
export const PASSWORD_RESET_LIFETIME_SECONDS = 3600;

export interface BetterAuthOptions {
  config: Config;
  db: Database;
  logger: Logger;
  secret: string;
  /** Writes the password-reset e-mail to the outbox (the link carries the raw token). */
  sendPasswordReset(user: { email: string; name: string; firstName?: string }, token: string): Promise<void>;
  /** Someone proved they receive mail at this account's address (a completed password reset). */
  onAddressProved(user: { id: string; email: string }): Promise<void>;
}

/** Single sign-on through the generic OAuth plugin, only when OpenID Connect is configured. */
function oidcPlugins(config: Config) {
  return config.oidc
    ? [
        genericOAuth({
          config: [
            {
              providerId: OIDC_PROVIDER_ID,
              name: "Single sign-on",
              discoveryUrl: `${config.oidc.issuerUrl}/.well-known/openid-configuration`,
              requireIdTokenVerification: true,
              clientId: config.oidc.clientId,
              clientSecret: config.oidc.clientSecret,
              scopes: ["openid", "email", "profile"],
              pkce: true,
              mapProfileToUser: userFromProviderProfile,
            },
          ],
        }),
      ]
    : [];
}

/**
 * The account's role follows ADMIN_EMAILS: given when the account is created, applied again at every
 * sign-in. What a provider identity may open is decided here too (provider-identities.ts).
 */
function accountHooks(db: Database, config: Config, logger: Logger) {
  return {
    user: {
      create: {
        before: async (user) => {
          refuseUnvouchedAccount();
          return { data: { ...user, role: roleFor(config, user.email, user.emailVerified === true) } };
        },
      },
    },
    session: {
      create: {
        // Every sign-in creates a session: ADMIN_EMAILS is applied here, so a change takes effect.
        before: async (session) => {
          const providerLinkId = await openProviderSession({ db, config, logger, providerId: OIDC_PROVIDER_ID }, session.userId);
          await setUserRole(db, config, session.userId);
          return providerLinkId ? { data: { ...session, providerLinkId } } : undefined;
        },
      },
    },
  } satisfies BetterAuthSettings["databaseHooks"];
}

export function createBetterAuth(options: BetterAuthOptions) {
  const { config, db, logger, secret } = options;
  const log = logger.child({ component: "better-auth" });
  return betterAuth({
    appName: config.brandName,
    baseURL: config.siteUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      transaction: true,
      schema: { users, sessions, accounts, verifications },
    }),
    telemetry: { enabled: false },
    // Our limits (docs/product/limits.md#rate-limits) are counted in PostgreSQL by the routes.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      // Only the message: better-auth's extra arguments may carry request data.
      log: (level, message) => log[level === "error" ? "error" : level === "warn" ? "warn" : "debug"](message),
    },
    user: {
      fields: { image: "profileImageUrl" },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 24 * 3600,
      // The provider identity that opened the session (provider-identities.ts); set by our hook only.
      additionalFields: { providerLinkId: { type: "string", required: false, input: false } },
    },
    verification: { storeIdentifier: "hashed" },
    account: {
      encryptOAuthTokens: true,
      // A single-sign-on identity is linked into an existing account only when the provider vouches
      // for the address (its email_verified claim: provider-identities.ts) and the
      // local address was verified too: an address someone registered first is never taken over by
      // linking, in either direction.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    emailAndPassword: {
      enabled: true,
      // Our scrypt parameters, stored with each hash; better-auth's older hashes still verify.
      password: { hash: hashPassword, verify: verifyPassword },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await options.sendPasswordReset(user as { email: string; name: string; firstName?: string }, token);
      },
      // The reset link went to the address, so using it proves the address (address-proof.ts).
      onPasswordReset: async ({ user }) => {
        await options.onAddressProved({ id: user.id, email: user.email });
      },
    },
    databaseHooks: accountHooks(db, config, logger),
    onAPIError: { errorURL: "/login" },
    advanced: {
      cookiePrefix: "kindred",
      // Secure is added per request when it arrives over https (see cookies.ts); with an https
      // PUBLIC_URL the cookie is always Secure (and __Secure- prefixed).
      useSecureCookies: Boolean(config.publicUrl?.startsWith("https://")),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: "uuid" },
    },
    trustedOrigins: config.publicUrl ? [config.publicUrl] : [],
    plugins: oidcPlugins(config),
  });
}

export type KindredAuth = ReturnType<typeof createBetterAuth>;

// How the accounts module talks to better-auth's API: the headers a call is given (only what it
// needs, with the client address we computed) and what is read back (Set-Cookie lines, the status
// and code of an APIError).
/** Headers for better-auth: only what it needs, with the client address we computed. */
export function authHeaders(source: { cookie?: string | null; userAgent?: string | null; address?: string }): Headers {
  const headers = new Headers();
  if (source.cookie) headers.set("cookie", source.cookie);
  if (source.userAgent) headers.set("user-agent", source.userAgent);
  if (source.address) headers.set(CLIENT_ADDRESS_HEADER, source.address);
  return headers;
}

export function headersOf(req: ExpressRequest): Headers {
  return authHeaders({ cookie: req.get("cookie"), userAgent: req.get("user-agent"), address: clientAddress(req) });
}

export function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

export function apiStatus(error: unknown): number | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { statusCode?: number }).statusCode;
}

export function apiCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { body?: { code?: string } }).body?.code;
}
