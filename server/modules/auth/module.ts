// The accounts module's public face: what routes, page loaders and other modules may ask of it
// (service.ts builds it). Types only, so the server's context can name it without importing the
// module's parts.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { EmailVerificationResult, SessionUser } from "#common/auth";
import type { AuthService } from "#common/app-context";
import type { DatabaseOrTransaction } from "../../db/client";

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
  /** The page side's view of an Express request's session: the one resolve() finds, not looked up again. */
  pageServiceFor(req: ExpressRequest, res: ExpressResponse): AuthService;
  signIn(req: ExpressRequest, input: { email: string; password: string }): Promise<WithCookies<SessionUser>>;
  signUp(
    req: ExpressRequest,
    input: { firstName: string; lastName: string; email: string; password: string },
  ): Promise<WithCookies<SessionUser>>;
  signOut(req: ExpressRequest): Promise<WithCookies<void>>;
  /** Where GET /api/login sends the browser: the sign-in page, or the OpenID Connect provider. */
  startLogin(req: ExpressRequest, returnTo: string, mode?: "signup"): Promise<WithCookies<string>>;
  /** better-auth's own HTTP handler, for the OpenID Connect callback only. */
  handleCallback(req: ExpressRequest): Promise<Response>;
  requestPasswordReset(req: ExpressRequest, email: string): Promise<void>;
  resetPassword(req: ExpressRequest, input: { token: string; password: string }): Promise<void>;
  changePassword(
    req: ExpressRequest,
    session: ResolvedSession,
    input: { currentPassword: string; newPassword: string },
  ): Promise<WithCookies<void>>;
  updateProfile(
    session: ResolvedSession,
    input: { firstName: string; lastName: string; profileImageUrl?: string | null },
  ): Promise<SessionUser>;
  revokeOtherSessions(req: ExpressRequest, session: ResolvedSession): Promise<number>;
  deleteAccount(
    req: ExpressRequest,
    session: ResolvedSession,
    input: { password?: string; confirmation?: string },
  ): Promise<WithCookies<void>>;
  /**
   * Resolves once sign-in can work (the app secret read, better-auth built); rejects while it cannot,
   * and each call tries the set-up again until it succeeds.
   */
  ready(): Promise<void>;
  /** Set-Cookie lines that remove the session cookie. */
  clearSessionCookie(): Promise<string[]>;
  /** E-mails a new confirmation link for the account's address. */
  sendVerificationEmail(user: { id: string; email: string; firstName?: string }): Promise<void>;
  /** Uses a confirmation link: "verified", or "invalid" for an unknown, used or expired one. */
  verifyEmail(token: unknown): Promise<EmailVerificationResult>;
  /**
   * The 6-digit code of the confirmation e-mail, typed in: the account as it now is (verified), or 400
   * for a wrong code and for one that is void (expired, replaced, or after 5 wrong tries).
   */
  verifyEmailCode(session: ResolvedSession, code: string): Promise<SessionUser>;
  /** 'Resend' of the signed-in frame and of the booking dialog: a new link and code, a few an hour at most. */
  resendVerificationEmail(session: ResolvedSession): Promise<void>;
  /** The account with this verified e-mail (case-insensitive), if there is one. */
  findVerifiedUserIdByEmail(db: DatabaseOrTransaction, email: string): Promise<string | null>;
  /**
   * Records that the account has proved it receives mail at `email` (another e-mailed link was
   * opened, e.g. a coach invitation), inside the caller's transaction: the address is verified, and
   * provider identities that did not vouch for it are removed with their sessions (address-proof.ts).
   * False when the account no longer has that address.
   */
  markAddressProved(db: DatabaseOrTransaction, user: { id: string; email: string }): Promise<boolean>;
  /**
   * A key for signing something else (upload links, say), derived from the app secret per purpose,
   * so no two uses share a key and the secret itself never leaves this module.
   */
  signingKey(purpose: string): Promise<Buffer>;
}
