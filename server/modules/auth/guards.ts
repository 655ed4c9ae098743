// Authorization on the server (the pages hide what a person may not do; the server is the guard): `requireUser` and `requireAdmin` for any route, and
// the guard mounted in front of whole API areas, so every /api/admin/* path (built or not, known or
// not) answers 401 signed out and 403 without the admin role before anything else happens.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { SessionUser } from "#common/auth";
import { forbidden, unauthorized } from "../../lib/errors";
import type { AuthModule, ResolvedSession } from "./module";
import type { AuditActor } from "../audit/service";

const NOT_A_COACH = "Forbidden: this account is not linked to a coach.";

/** Session answers kept out of shared caches, for the app and the public cache. */
export { carriesSession, keepSessionAnswersPrivate } from "./private-responses";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by requireUser / requireAdmin: the person signed in. */
      user?: SessionUser;
      /** Set by requireUser / requireAdmin: the session of this request. */
      session?: ResolvedSession;
    }
  }
}

/**
 * A guard: 401 when no one is signed in; then `refusal` names why this person may not pass (403), or
 * nothing. A person let through lands in res.locals (`user`, `session`).
 */
function guard(auth: Pick<AuthModule, "resolve">, refusal: (user: SessionUser) => string | null): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await auth.resolve(req, res);
    if (!session) throw unauthorized();
    const refused = refusal(session.user);
    if (refused) throw forbidden(refused);
    res.locals.user = session.user;
    res.locals.session = session;
    next();
  };
}

/** 401 `{"message":"Unauthorized"}` unless someone is signed in; the user lands in res.locals.user. */
export function requireUser(auth: Pick<AuthModule, "resolve">): RequestHandler {
  return guard(auth, () => null);
}

/** 401 signed out, 403 signed in without the admin role. */
export function requireAdmin(auth: Pick<AuthModule, "resolve">): RequestHandler {
  return guard(auth, (user) => (user.role === "admin" ? null : "Forbidden: the admin role is required."));
}

/**
 * 401 signed out, 403 for an account not linked to a coach. The coach's id is in the session's
 * user (`coachId`); routes behind this act only on that coach's objects.
 */
export function requireCoach(auth: Pick<AuthModule, "resolve">): RequestHandler {
  return guard(auth, (user) => (user.coachId ? null : NOT_A_COACH));
}

/** The linked coach of a route behind requireCoach. */
export function currentCoachId(res: Response): string {
  const coachId = res.locals.user?.coachId;
  if (!coachId) throw forbidden(NOT_A_COACH);
  return coachId;
}

/** The signed-in user of a route behind requireUser/requireAdmin. */
export function currentSession(res: Response): ResolvedSession {
  if (!res.locals.session) throw unauthorized();
  return res.locals.session;
}

/**
 * The staff member signed in, as the audit row of their change names them (server/modules/audit/service.ts).
 * Every mutating staff route hands `staffActor(res)` to its service.
 */
export function staffActor(res: Response): AuditActor {
  const { id, email } = currentSession(res).user;
  return { id, email };
}

/** Client API prefixes (docs/product/accounts.md#access-rules): signed-out requests answer 401 whatever the path below them. */
export const CLIENT_API_PREFIXES = [
  "/bookings",
  "/reviews",
  "/create-payment-intent",
  "/conversations",
  "/messages",
  "/conversation-links",
  "/message-preferences",
  "/sessions",
] as const;

/**
 * Mounted first in the /api router, before body parsing and every other route. Its /admin entry is the
 * staff API's one admin check (the staff routers, server/modules/admin/routes.ts, carry none).
 */
export function protectedAreas(auth: Pick<AuthModule, "resolve">): Router {
  const router = Router();
  router.use("/admin", requireAdmin(auth));
  router.use("/coach", requireCoach(auth));
  router.use([...CLIENT_API_PREFIXES], requireUser(auth));
  return router;
}

/**
 * Keeps an active session alive on page views: better-auth extends a session once a day when it is
 * used, and the renewed cookie has to reach the browser. API routes do the same when they resolve.
 */
export function renewSessionOnPageViews(auth: Pick<AuthModule, "resolve">): RequestHandler {
  return async (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.get("cookie") && !req.path.startsWith("/assets/")) {
      await auth.resolve(req, res).catch((error: unknown) => req.log.warn({ err: error }, "session renewal failed"));
    }
    next();
  };
}
