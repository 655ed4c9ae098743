// The session of a request: looked up through better-auth (with ADMIN_EMAILS applied), resolved once
// per Express request with refreshes forwarded, ended when a new one starts; and the page side's
// view of it (common/app-context.ts).
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AccountOverview, SessionUser, UserRole } from "#common/auth";
import type { AuthService } from "#common/app-context";
import type { Config } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { authHeaders, headersOf, SESSION_ABSOLUTE_LIFETIME_SECONDS, setCookiesOf, type KindredAuth } from "./better-auth";
import { appendSetCookies, clearedSessionCookie } from "./cookies";
import * as repository from "./repository";
import type { ResolvedSession } from "./module";
import { createSessionLookup, NO_SESSION } from "./session-lookup";

const sessionKey = Symbol("kindred.session");
type WithSession = { [sessionKey]?: Promise<ResolvedSession | null> };

export type Sessions = ReturnType<typeof createSessions>;

/** An account as either session check reads it. */
interface SessionAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl?: string | null;
  role?: string;
  emailVerified?: boolean;
}

/** Past the absolute lifetime a session has however often it was renewed. */
const pastAbsoluteLifetime = (createdAt: Date | string, now: number) =>
  now - new Date(createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;

export function toSessionUser(row: repository.UserRow, coachId: string | null): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl ?? null,
    role: row.role === "admin" ? "admin" : "user",
    emailVerified: row.emailVerified,
    coachId,
  };
}

export function createSessions({ config, db, ready }: { config: Config; db: Database; ready: () => Promise<KindredAuth> }) {
  const quickLookup = createSessionLookup(db);

  /** The signed-in person as pages and routes see them, with ADMIN_EMAILS applied (whichever check found the session). */
  async function sessionUserOf(account: SessionAccount, coachId: string | null): Promise<SessionUser> {
    return {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: account.profileImageUrl ?? null,
      role: await applyAdminRole(db, config, account),
      emailVerified: account.emailVerified === true,
      coachId,
    };
  }

  /** The request's session: one indexed read in the ordinary case (session-lookup.ts), better-auth's own check otherwise. */
  async function lookup(
    headers: Headers,
    options: { refresh: boolean },
  ): Promise<{ session: ResolvedSession | null; setCookies: string[] }> {
    const auth = await ready();
    const now = Date.now();
    const quick = await quickLookup(auth, headers.get("cookie"), { ...options, now });
    if (quick === NO_SESSION) return { session: null, setCookies: [] };
    if (quick && !pastAbsoluteLifetime(quick.createdAt, now)) {
      const user = await sessionUserOf({ ...quick, id: quick.userId }, quick.coachId);
      return { session: { user, sessionId: quick.sessionId, token: quick.token }, setCookies: [] };
    }
    return betterAuthLookup(auth, headers, options);
  }

  async function betterAuthLookup(auth: KindredAuth, headers: Headers, options: { refresh: boolean }) {
    const { headers: responseHeaders, response } = await auth.api.getSession({
      headers,
      query: options.refresh ? {} : { disableRefresh: true },
      returnHeaders: true,
    });
    if (!response) return { session: null, setCookies: setCookiesOf(responseHeaders) };
    if (pastAbsoluteLifetime(response.session.createdAt, Date.now())) {
      // Past its absolute lifetime even if refreshed since: ended here, and the cookie removed.
      await repository.deleteSession(db, response.session.token);
      return { session: null, setCookies: await clearedSessionCookie(auth) };
    }
    const found = response.user as typeof response.user & { firstName?: string; lastName?: string; role?: string };
    const user = await sessionUserOf(
      { ...found, firstName: found.firstName ?? "", lastName: found.lastName ?? "", profileImageUrl: found.image },
      await repository.findLinkedCoachId(db, found.id),
    );
    return {
      session: { user, sessionId: response.session.id, token: response.session.token },
      setCookies: setCookiesOf(responseHeaders),
    };
  }

  function resolve(req: ExpressRequest, res: ExpressResponse): Promise<ResolvedSession | null> {
    const holder = req as ExpressRequest & WithSession;
    holder[sessionKey] ??= (async () => {
      if (!req.get("cookie")) return null;
      const { session, setCookies } = await lookup(headersOf(req), { refresh: true });
      if (setCookies.length > 0 && !res.headersSent) appendSetCookies(req, res, setCookies);
      return session;
    })();
    return holder[sessionKey];
  }

  // A page's loaders (the root's and the route's) share the request: its session is looked up once.
  const pageLookups = new WeakMap<Request, ReturnType<typeof lookup>>();
  function pageLookup(request: Request) {
    let found = pageLookups.get(request);
    if (!found) {
      found = lookup(authHeaders({ cookie: request.headers.get("cookie") }), { refresh: false });
      pageLookups.set(request, found);
    }
    return found;
  }

  /** The account details of a session, for the Settings page. */
  async function overviewOf(session: ResolvedSession | null): Promise<AccountOverview | null> {
    if (!session) return null;
    const [withPassword, otherSessions] = await Promise.all([
      repository.hasPassword(db, session.user.id),
      repository.countOtherSessions(db, session.user.id, session.sessionId),
    ]);
    return { user: session.user, hasPassword: withPassword, otherSessions };
  }
  const methods = { oidc: Boolean(config.oidc) };

  const pageService: AuthService = {
    async getSessionUser(request) {
      const { session } = await pageLookup(request);
      return session?.user ?? null;
    },
    async getAccountOverview(request) {
      return overviewOf((await pageLookup(request)).session);
    },
    methods,
  };

  return {
    pageService,

    /** The session of an Express request, resolved once per request; refreshes are forwarded. */
    resolve,

    /**
     * The page side's view of an Express request: its loaders read the session resolve() found for
     * the request (the page-view middleware has asked already), not a second time
     * (docs/decisions/127-a-render-that-is-cheap-by-itself.md).
     */
    pageServiceFor(req: ExpressRequest, res: ExpressResponse): AuthService {
      return {
        async getSessionUser() {
          return (await resolve(req, res))?.user ?? null;
        },
        async getAccountOverview() {
          return overviewOf(await resolve(req, res));
        },
        methods,
      };
    },

    /** The session a request arrived with is ended when a new one starts (the id is rotated). */
    async endPreviousSession(req: ExpressRequest) {
      if (!req.get("cookie")) return;
      const previous = await lookup(authHeaders({ cookie: req.get("cookie") }), { refresh: false }).catch(() => null);
      if (previous?.session) await repository.deleteSession(db, previous.session.token);
    },

    async clearSessionCookie(): Promise<string[]> {
      return clearedSessionCookie(await ready());
    },
  };
}

/**
 * The role this account has now; the stored one is corrected when it differs. ADMIN_EMAILS decides
 * the role (docs/product/accounts.md#roles): better-auth's hooks (better-auth.ts) apply it when an
 * account is created and at every sign-in, and the session lookup applies it on every request, so a
 * change, even a removal, holds from the next request on.
 */
async function applyAdminRole(
  db: DatabaseOrTransaction,
  config: Pick<Config, "adminEmails">,
  user: { id: string; email: string; emailVerified?: boolean; role?: string },
): Promise<UserRole> {
  const role = repository.roleFor(config, user.email, user.emailVerified === true);
  if (user.role !== role) await repository.setUserRole(db, config, user.id);
  return role;
}
