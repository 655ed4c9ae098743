// Accounts (decisions §2, §12, §13): sign-in, account creation, sign-out, the session of a request,
// password reset and change, profile, other sessions and account deletion. The rules live in the
// files this one puts together; better-auth does the cryptography and the session rows, our limits
// are counted in PostgreSQL.
import { createHmac, randomBytes } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { EmailVerificationResult, SessionUser } from "#common/auth";
import type { AuthService } from "#common/app-context";
import type { DatabaseOrTransaction } from "../../db/client";
import type { ServerDeps } from "../../services";
import { accountSettingsOperations } from "./account-settings";
import type { AuthContext } from "./auth-context";
import { createBetterAuth, type KindredAuth } from "./better-auth";
import { emailVerificationOperations } from "./email-verification";
import { oidcOperations } from "./oidc";
import { passwordResetMailer, passwordResetOperations } from "./password-reset";
import * as repository from "./repository";
import { createSessions } from "./sessions";
import { createSignInLimits } from "./sign-in-limits";
import { signInOperations } from "./sign-in";

export interface ResolvedSession {
  user: SessionUser;
  sessionId: string;
  token: string;
}

/** What an operation hands back to its route: Set-Cookie lines to forward, and a result. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export interface AuthModule {
  /** The page side's view (common/app-context.ts). */
  service: AuthService;
  /** The session of an Express request, resolved once per request; refreshes are forwarded. */
  resolve(req: ExpressRequest, res: ExpressResponse): Promise<ResolvedSession | null>;
  signIn(req: ExpressRequest, input: { email: string; password: string }): Promise<WithCookies<SessionUser>>;
  signUp(req: ExpressRequest, input: { firstName: string; lastName: string; email: string; password: string }): Promise<WithCookies<SessionUser>>;
  signOut(req: ExpressRequest): Promise<WithCookies<void>>;
  /** Where GET /api/login sends the browser: the sign-in page, or the OpenID Connect provider. */
  startLogin(req: ExpressRequest, returnTo: string, mode?: "signup"): Promise<WithCookies<string>>;
  /** better-auth's own HTTP handler, for the OpenID Connect callback only. */
  handleCallback(req: ExpressRequest): Promise<Response>;
  requestPasswordReset(req: ExpressRequest, email: string): Promise<void>;
  resetPassword(req: ExpressRequest, input: { token: string; password: string }): Promise<void>;
  changePassword(req: ExpressRequest, session: ResolvedSession, input: { currentPassword: string; newPassword: string }): Promise<WithCookies<void>>;
  updateProfile(session: ResolvedSession, input: { firstName: string; lastName: string; profileImageUrl?: string | null }): Promise<SessionUser>;
  revokeOtherSessions(req: ExpressRequest, session: ResolvedSession): Promise<number>;
  deleteAccount(req: ExpressRequest, session: ResolvedSession, input: { password?: string; confirmation?: string }): Promise<WithCookies<void>>;
  /** Set-Cookie lines that remove the session cookie. */
  clearSessionCookie(): Promise<string[]>;
  /** E-mails a new confirmation link for the account's address. */
  sendVerificationEmail(user: { id: string; email: string; firstName?: string }): Promise<void>;
  /** Uses a confirmation link: "verified", or "invalid" for an unknown, used or expired one. */
  verifyEmail(token: unknown): Promise<EmailVerificationResult>;
  /** 'Resend' of the signed-in frame: a new link, a few an hour at most. */
  resendVerificationEmail(session: ResolvedSession): Promise<void>;
  /** The account with this verified e-mail (case-insensitive), if there is one. */
  findVerifiedUserIdByEmail(db: DatabaseOrTransaction, email: string): Promise<string | null>;
  /**
   * Records that the account has proved it receives mail at `email` (another e-mailed link was
   * opened, e.g. a coach invitation), inside the caller's transaction. False when the account no
   * longer has that address.
   */
  markAddressProved(db: DatabaseOrTransaction, user: { id: string; email: string }): Promise<boolean>;
  /**
   * A key for signing something else (upload links, say), derived from the app secret per purpose,
   * so no two uses share a key and the secret itself never leaves this module.
   */
  signingKey(purpose: string): Promise<Buffer>;
}

export function createAuthModule(deps: Omit<ServerDeps, "auth">): AuthModule {
  const { config, database, logger, mail, rateLimiter } = deps;
  const db = database.db;

  if (config.oidc && !config.publicUrl) {
    logger.warn(`OIDC is set without PUBLIC_URL: the provider will send people back to ${config.siteUrl}/api/auth/callback/oidc`);
  }
  const appSecret: Promise<string> = (async () =>
    config.authSecret ?? (await repository.getOrCreateSecret(db, "auth", () => randomBytes(32).toString("base64url"))))();
  appSecret.catch(() => {});
  const sendPasswordReset = passwordResetMailer({ config, db, mail });
  const limits = createSignInLimits(config, rateLimiter);
  const verification = emailVerificationOperations({ ...deps, db, limits });
  const onAddressProved = async (user: { id: string; email: string }) => {
    const row = await repository.markEmailVerified(db, user.id, user.email);
    if (row) await repository.setUserRole(db, config, row.id);
  };
  const ready: Promise<KindredAuth> = (async () => {
    const secret = await appSecret;
    return createBetterAuth({ config, db, logger, secret, sendPasswordReset, onAddressProved });
  })();
  // A failure here (database gone) surfaces on the first request; never as an unhandled rejection.
  ready.catch(() => {});

  const sessions = createSessions({ config, db, ready });
  const context: AuthContext = { ...deps, db, ready, limits, sessions, verification };

  return {
    service: sessions.pageService,
    resolve: sessions.resolve,
    ...signInOperations(context),
    ...oidcOperations(context),
    ...passwordResetOperations(context),
    ...accountSettingsOperations(context),
    ...verification,
    clearSessionCookie: sessions.clearSessionCookie,

    async findVerifiedUserIdByEmail(db, email) {
      return (await repository.findVerifiedUserByEmail(db, email))?.id ?? null;
    },

    async markAddressProved(db, user) {
      const row = await repository.markEmailVerified(db, user.id, user.email);
      if (!row) return false;
      await repository.setUserRole(db, config, row.id);
      return true;
    },

    async signingKey(purpose) {
      return createHmac("sha256", await appSecret).update(`kindred:${purpose}`).digest();
    },
  };
}
