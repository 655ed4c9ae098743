// Accounts (decisions §2, §12, §13): sign-in, account creation, sign-out, the session of a request,
// password reset and change, profile, other sessions and account deletion. The rules live here;
// better-auth does the cryptography and the session rows, our limits are counted in PostgreSQL.
import { createHmac, randomBytes } from "node:crypto";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isAPIError } from "better-auth/api";
import type { AccountOverview, SessionUser } from "#common/auth";
import { INVALID_CREDENTIALS_MESSAGE, safeReturnTo } from "#common/auth";
import type { AuthService } from "#common/app-context";
import type { DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { clientAddress, describeWait, type RateLimitRule } from "../rate-limits/service";
import type { ServerDeps } from "../../services";
import { CLIENT_ADDRESS_HEADER, createBetterAuth, OIDC_PROVIDER_ID, type KindredAuth } from "./better-auth";
import * as repository from "./repository";

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
  /** The account with this e-mail (case-insensitive), if there is one. */
  findUserIdByEmail(db: DatabaseOrTransaction, email: string): Promise<string | null>;
  /**
   * A key for signing something else (upload links, say), derived from the app secret per purpose,
   * so no two uses share a key and the secret itself never leaves this module.
   */
  signingKey(purpose: string): Promise<Buffer>;
}

export function toSessionUser(row: repository.UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl ?? null,
    role: row.role === "admin" ? "admin" : "user",
  };
}

const sessionKey = Symbol("kindred.session");
type WithSession = { [sessionKey]?: Promise<ResolvedSession | null> };

/** Headers for better-auth: only what it needs, with the client address we computed. */
function authHeaders(source: { cookie?: string | null; userAgent?: string | null; address?: string }): Headers {
  const headers = new Headers();
  if (source.cookie) headers.set("cookie", source.cookie);
  if (source.userAgent) headers.set("user-agent", source.userAgent);
  if (source.address) headers.set(CLIENT_ADDRESS_HEADER, source.address);
  return headers;
}

function headersOf(req: ExpressRequest): Headers {
  return authHeaders({ cookie: req.get("cookie"), userAgent: req.get("user-agent"), address: clientAddress(req) });
}

function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

function apiStatus(error: unknown): number | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { statusCode?: number }).statusCode;
}

function apiCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { body?: { code?: string } }).body?.code;
}

export function createAuthModule(deps: Omit<ServerDeps, "auth">): AuthModule {
  const { config, database, logger, mail, rateLimiter } = deps;
  const db = database.db;
  const rules = {
    signInAddress: { name: "sign-in:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    signInAccount: { name: "sign-in:account", ...config.rateLimits.signInPerAccount } satisfies RateLimitRule,
    resetAccount: { name: "password-reset:account", ...config.rateLimits.passwordResetPerAccount } satisfies RateLimitRule,
    // Not in §12 but needed: without it one address could send reset mail to any number of accounts.
    resetAddress: { name: "password-reset:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
  };

  async function sendPasswordReset(user: { email: string; name: string; firstName?: string }, token: string) {
    const link = mail.siteLink(`/reset-password?token=${encodeURIComponent(token)}`);
    const firstName = user.firstName || user.name.split(" ")[0] || "";
    const body = mail.compose({
      greeting: firstName ? `Hello ${firstName},` : "Hello,",
      paragraphs: [
        `Someone (we hope you) asked to reset the password of your ${config.brandName} account.`,
        "The link below works once, within one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      ],
      action: { label: "Choose a new password", url: link },
      footnote: `You receive this e-mail because a password reset was requested for ${user.email} on ${config.brandName}.`,
    });
    await db.transaction(async (tx) => {
      await mail.enqueue(tx, {
        kind: "auth.password-reset",
        to: user.email,
        subject: `Reset your ${config.brandName} password`,
        text: body.text,
        html: body.html,
      });
    });
    mail.afterCommit();
  }

  if (config.oidc && !config.publicUrl) {
    logger.warn(`OIDC is set without PUBLIC_URL: the provider will send people back to ${config.siteUrl}/api/auth/callback/oidc`);
  }
  const appSecret: Promise<string> = (async () =>
    config.authSecret ?? (await repository.getOrCreateSecret(db, "auth", () => randomBytes(32).toString("base64url"))))();
  appSecret.catch(() => {});
  const ready: Promise<KindredAuth> = (async () => {
    const secret = await appSecret;
    return createBetterAuth({ config, db, logger, secret, sendPasswordReset });
  })();
  // A failure here (database gone) surfaces on the first request; never as an unhandled rejection.
  ready.catch(() => {});

  async function lookup(headers: Headers, options: { refresh: boolean }) {
    const auth = await ready;
    const { headers: responseHeaders, response } = await auth.api.getSession({
      headers,
      query: options.refresh ? {} : { disableRefresh: true },
      returnHeaders: true,
    });
    if (!response) return { session: null, setCookies: setCookiesOf(responseHeaders) };
    const found = response.user as typeof response.user & { firstName?: string; lastName?: string; role?: string };
    const user: SessionUser = {
      id: found.id,
      email: found.email,
      firstName: found.firstName ?? "",
      lastName: found.lastName ?? "",
      profileImageUrl: found.image ?? null,
      role: repository.roleFor(config, found.email),
    };
    // ADMIN_EMAILS decides the role; a change (even a removal) holds from the next request on.
    if (found.role !== user.role) await repository.setUserRole(db, config, user.id);
    return {
      session: { user, sessionId: response.session.id, token: response.session.token },
      setCookies: setCookiesOf(responseHeaders),
    };
  }

  async function consumeOrRefuse(rule: RateLimitRule, subject: string, message: string) {
    const state = await rateLimiter.consume(rule, subject);
    if (!state.allowed) {
      throw tooManyRequests(`${message} Please try again in ${describeWait(state.retryAfterSeconds)}.`, state.retryAfterSeconds);
    }
  }

  /** Refuses an account that has had too many failed attempts; the refused attempt counts too. */
  async function refuseLockedAccount(email: string) {
    const state = await rateLimiter.check(rules.signInAccount, email);
    if (!state.allowed) {
      await rateLimiter.record(rules.signInAccount, email);
      throw tooManyRequests(
        `Too many failed sign-in attempts for this account. Please try again in ${describeWait(state.retryAfterSeconds)}.`,
        state.retryAfterSeconds,
      );
    }
  }

  /** The session a request arrived with is ended when a new one starts (the id is rotated). */
  async function endPreviousSession(req: ExpressRequest) {
    if (!req.get("cookie")) return;
    const previous = await lookup(authHeaders({ cookie: req.get("cookie") }), { refresh: false }).catch(() => null);
    if (previous?.session) await repository.deleteSession(db, previous.session.token);
  }

  async function clearSessionCookie(): Promise<string[]> {
    const auth = await ready;
    const context = await auth.$context;
    const { name, attributes } = context.authCookies.sessionToken;
    const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
    if (attributes.secure) parts.push("Secure");
    return [parts.join("; ")];
  }

  const module: AuthModule = {
    service: {
      async getSessionUser(request) {
        const { session } = await lookup(authHeaders({ cookie: request.headers.get("cookie") }), { refresh: false });
        return session?.user ?? null;
      },
      async getAccountOverview(request): Promise<AccountOverview | null> {
        const { session } = await lookup(authHeaders({ cookie: request.headers.get("cookie") }), { refresh: false });
        if (!session) return null;
        const [withPassword, otherSessions] = await Promise.all([
          repository.hasPassword(db, session.user.id),
          repository.countOtherSessions(db, session.user.id, session.sessionId),
        ]);
        return { user: session.user, hasPassword: withPassword, otherSessions };
      },
      methods: { oidc: Boolean(config.oidc) },
    },

    resolve(req, res) {
      const holder = req as ExpressRequest & WithSession;
      holder[sessionKey] ??= (async () => {
        if (!req.get("cookie")) return null;
        const { session, setCookies } = await lookup(headersOf(req), { refresh: true });
        if (setCookies.length > 0 && !res.headersSent) appendSetCookies(req, res, setCookies);
        return session;
      })();
      return holder[sessionKey];
    },

    async signIn(req, input) {
      await consumeOrRefuse(rules.signInAddress, clientAddress(req), "Too many sign-in attempts from your network.");
      await refuseLockedAccount(input.email);
      const auth = await ready;
      let outcome;
      try {
        outcome = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: headersOf(req),
          returnHeaders: true,
        });
      } catch (error) {
        const status = apiStatus(error);
        if (status === 401 || status === 400 || status === 403) {
          await rateLimiter.record(rules.signInAccount, input.email);
          throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
        }
        throw error;
      }
      await rateLimiter.reset(rules.signInAccount, input.email);
      const row = await repository.findUserById(db, outcome.response.user.id);
      if (!row) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      await endPreviousSession(req);
      return { result: toSessionUser(row), setCookies: setCookiesOf(outcome.headers) };
    },

    async signUp(req, input) {
      // Creating an account counts toward the sign-in limit per address (decisions §13).
      await consumeOrRefuse(rules.signInAddress, clientAddress(req), "Too many sign-in attempts from your network.");
      const auth = await ready;
      let outcome;
      try {
        outcome = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: `${input.firstName} ${input.lastName}`.trim(),
            firstName: input.firstName,
            lastName: input.lastName,
            rememberMe: true,
          },
          headers: headersOf(req),
          returnHeaders: true,
        });
      } catch (error) {
        const code = apiCode(error);
        if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
          throw new AppError(409, "conflict", "An account with this email already exists. Sign in instead, or reset your password.", {
            email: "An account with this email already exists",
          });
        }
        if (apiStatus(error) === 400) throw badRequest("Please check the form and try again.");
        throw error;
      }
      const row = await repository.findUserById(db, outcome.response.user.id);
      if (!row) throw new Error("The new account could not be read back");
      await endPreviousSession(req);
      return { result: toSessionUser(row), setCookies: setCookiesOf(outcome.headers) };
    },

    async signOut(req) {
      const auth = await ready;
      let setCookies: string[] = [];
      if (req.get("cookie")) {
        try {
          const outcome = await auth.api.signOut({ headers: headersOf(req), returnHeaders: true });
          setCookies = setCookiesOf(outcome.headers);
        } catch (error) {
          // No session to end (already signed out): the cookie is cleared all the same.
          if (apiStatus(error) === undefined) throw error;
        }
      }
      if (setCookies.length === 0) setCookies = await clearSessionCookie();
      return { result: undefined, setCookies };
    },

    async startLogin(req, returnTo, mode) {
      if (!config.oidc) {
        const params = new URLSearchParams();
        if (returnTo !== "/") params.set("returnTo", returnTo);
        if (mode) params.set("mode", mode);
        const query = params.toString();
        return { result: `/login${query ? `?${query}` : ""}`, setCookies: [] };
      }
      const auth = await ready;
      const loginPage = `/login?sso=failed${returnTo !== "/" ? `&returnTo=${encodeURIComponent(returnTo)}` : ""}`;
      const outcome = await auth.api.signInSocial({
        body: { provider: OIDC_PROVIDER_ID, callbackURL: safeReturnTo(returnTo), errorCallbackURL: loginPage, disableRedirect: true },
        headers: headersOf(req),
        returnHeaders: true,
      });
      if (!outcome.response.url) throw new Error("The OpenID Connect provider gave no authorization address");
      return { result: outcome.response.url, setCookies: setCookiesOf(outcome.headers) };
    },

    async handleCallback(req) {
      const auth = await ready;
      const url = new URL(req.originalUrl, config.siteUrl);
      return auth.handler(new Request(url, { method: "GET", headers: headersOf(req) }));
    },

    async requestPasswordReset(req, email) {
      await consumeOrRefuse(rules.resetAddress, clientAddress(req), "Too many password reset requests from your network.");
      await consumeOrRefuse(rules.resetAccount, email, "Too many password reset requests for this account.");
      const auth = await ready;
      await auth.api.requestPasswordReset({ body: { email }, headers: headersOf(req) });
    },

    async resetPassword(req, input) {
      await consumeOrRefuse(rules.resetAddress, clientAddress(req), "Too many password reset attempts from your network.");
      const auth = await ready;
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: headersOf(req) });
      } catch (error) {
        const code = apiCode(error);
        if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
          throw badRequest("This link has expired or has already been used. Please ask for a new one.", {
            token: "This link has expired or has already been used",
          });
        }
        throw error;
      }
    },

    async changePassword(req, session, input) {
      await refuseLockedAccount(session.user.email);
      const auth = await ready;
      try {
        const outcome = await auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
          headers: headersOf(req),
          returnHeaders: true,
        });
        await rateLimiter.reset(rules.signInAccount, session.user.email);
        return { result: undefined, setCookies: setCookiesOf(outcome.headers) };
      } catch (error) {
        const code = apiCode(error);
        if (code === "INVALID_PASSWORD") {
          await rateLimiter.record(rules.signInAccount, session.user.email);
          throw badRequest("Your current password is not correct.", { currentPassword: "Current password is not correct" });
        }
        if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
          throw badRequest("This account signs in through single sign-on and has no password here.");
        }
        throw error;
      }
    },

    async updateProfile(session, input) {
      const row = await repository.updateProfile(db, session.user.id, input);
      if (!row) throw unauthorized();
      return toSessionUser(row);
    },

    async revokeOtherSessions(req, session) {
      const before = await repository.countOtherSessions(db, session.user.id, session.sessionId);
      const auth = await ready;
      await auth.api.revokeOtherSessions({ headers: headersOf(req) });
      return before;
    },

    async deleteAccount(req, session, input) {
      const withPassword = await repository.hasPassword(db, session.user.id);
      if (withPassword) {
        if (!input.password) throw badRequest("Please enter your password to delete your account.", { password: "Password is required" });
        await refuseLockedAccount(session.user.email);
        const auth = await ready;
        try {
          await auth.api.verifyPassword({ body: { password: input.password }, headers: headersOf(req) });
        } catch (error) {
          if (apiCode(error) === "INVALID_PASSWORD" || apiStatus(error) === 400) {
            await rateLimiter.record(rules.signInAccount, session.user.email);
            throw badRequest("Your password is not correct.", { password: "Password is not correct" });
          }
          throw error;
        }
      } else if (input.confirmation !== "DELETE") {
        throw badRequest("Type DELETE to confirm.", { confirmation: "Type DELETE to confirm" });
      }
      const upcoming = await repository.countUpcomingBookings(db, session.user.id, session.user.email);
      if (upcoming > 0) {
        throw conflict(
          `You have ${upcoming === 1 ? "an upcoming session" : `${upcoming} upcoming sessions`}. Please cancel ${upcoming === 1 ? "it" : "them"} with your coach or write to ${config.supportEmail} before deleting your account.`,
        );
      }
      await db.transaction((tx) => repository.deleteAccountData(tx, { id: session.user.id, email: session.user.email }));
      logger.info({ userId: session.user.id }, "account deleted");
      return { result: undefined, setCookies: await clearSessionCookie() };
    },

    clearSessionCookie,
    async findUserIdByEmail(db, email) {
      return (await repository.findUserByEmail(db, email))?.id ?? null;
    },

    async signingKey(purpose) {
      return createHmac("sha256", await appSecret).update(`kindred:${purpose}`).digest();
    },
  };
  return module;
}

/**
 * Forwards better-auth's Set-Cookie lines. A request that arrived over https (directly, or through
 * a trusted proxy) gets Secure cookies even when PUBLIC_URL is not set.
 */
export function appendSetCookies(req: ExpressRequest, res: ExpressResponse, setCookies: string[]): void {
  for (const line of setCookies) {
    res.append("Set-Cookie", req.secure && !/;\s*secure\b/i.test(line) ? `${line}; Secure` : line);
  }
}
