// The routes that start and end a session: /api/login, /api/logout, sign-in, account creation and
// the OpenID Connect callback. Sign-in and account creation also accept an HTML form post (before
// the page's script has loaded): they then answer with a redirect instead of JSON.
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { safeReturnTo } from "#common/auth";
import { signInSchema, signUpSchema } from "#common/auth-schemas";
import { AppError, notFound, parseInput } from "../../lib/errors";
import { refuseNulInBody } from "../../lib/nul-input";
import { OIDC_PROVIDER_ID } from "./better-auth";
import { appendSetCookies } from "./cookies";
import { comesFromOwnSite, logoutConfirmationPage, ownOriginOf } from "./logout-page";
import type { AuthModule } from "./module";
import { noStore } from "./private-responses";

function isFormPost(req: Request): boolean {
  return Boolean(req.is("application/x-www-form-urlencoded"));
}

/** For a form post: back to the sign-in page with a short error code, keeping what is safe to keep. */
function loginPageWithError(body: Record<string, unknown>, mode: "signin" | "signup", error: string): string {
  const params = new URLSearchParams({ error });
  if (mode === "signup") params.set("mode", "signup");
  const returnTo = safeReturnTo(body.returnTo);
  if (returnTo !== "/") params.set("returnTo", returnTo);
  if (typeof body.email === "string" && body.email.length <= 254) params.set("email", body.email);
  return `/login?${params.toString()}`;
}

/** The form parser, then the same NUL check as every JSON body (server/lib/nul-input.ts). */
const parseForm = express.urlencoded({ extended: false, limit: "10kb" });
const formBody: RequestHandler = (req, res, next) =>
  parseForm(req, res, (error?: unknown) => (error ? next(error) : refuseNulInBody(req, res, next)));

export function sessionRoutes(auth: AuthModule, site: { publicUrl?: string; brandName: string }): Router {
  const router = Router();

  router.get("/login", async (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    const mode = req.query.mode === "signup" ? "signup" : undefined;
    noStore(res);
    if (await auth.resolve(req, res)) {
      res.redirect(302, returnTo);
      return;
    }
    const { result: location, setCookies } = await auth.startLogin(req, returnTo, mode);
    appendSetCookies(req, res, setCookies);
    res.redirect(302, location);
  });

  const logout = async (req: Request, res: Response) => {
    // Another site cannot sign someone out: it gets a page whose button posts from our own origin.
    if (!comesFromOwnSite(req, ownOriginOf(req, site.publicUrl))) {
      noStore(res);
      res.status(200).type("html").send(logoutConfirmationPage(site.brandName));
      return;
    }
    const { setCookies } = await auth.signOut(req);
    appendSetCookies(req, res, setCookies);
    noStore(res);
    res.redirect(303, "/");
  };
  router.get("/logout", logout);
  router.post("/logout", logout);

  router.post("/auth/sign-in", formBody, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const input = parseInput(signInSchema, body);
      const { result: user, setCookies } = await auth.signIn(req, input);
      appendSetCookies(req, res, setCookies);
      noStore(res);
      if (isFormPost(req)) res.redirect(303, safeReturnTo(body.returnTo));
      else res.json({ user });
    } catch (error) {
      if (!isFormPost(req) || !(error instanceof AppError)) throw error;
      const code = error.status === 429 ? "rate_limited" : error.status === 400 ? "invalid" : "credentials";
      res.redirect(303, loginPageWithError(body, "signin", code));
    }
  });

  router.post("/auth/sign-up", formBody, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const input = parseInput(signUpSchema, body);
      const { result: user, setCookies } = await auth.signUp(req, input);
      appendSetCookies(req, res, setCookies);
      noStore(res);
      if (isFormPost(req)) res.redirect(303, safeReturnTo(body.returnTo));
      else res.status(201).json({ user });
    } catch (error) {
      if (!isFormPost(req) || !(error instanceof AppError)) throw error;
      const code = error.status === 429 ? "rate_limited" : error.status === 409 ? "exists" : "invalid";
      res.redirect(303, loginPageWithError(body, "signup", code));
    }
  });

  // The OpenID Connect provider sends the browser back here; better-auth checks the state, trades
  // the code, creates or finds the account and starts the session.
  router.get("/auth/callback/:providerId", async (req, res) => {
    if (!auth.service.methods.oidc || req.params.providerId !== OIDC_PROVIDER_ID) throw notFound();
    const response = await auth.handleCallback(req);
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name.toLowerCase() !== "set-cookie" && name.toLowerCase() !== "content-length") res.set(name, value);
    });
    appendSetCookies(req, res, response.headers.getSetCookie());
    res.send(Buffer.from(await response.arrayBuffer()));
  });

  return router;
}
