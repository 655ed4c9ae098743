// The account routes (docs/product/api.md#account-endpoints), including the ones the account pages use.
//   GET  /api/login            → /login?returnTo=… (or the OpenID Connect provider when configured)
//   GET  /api/logout           ends the session, then → / (from another site: a 'Log out?' page)
//   POST /api/logout           ends the session, then → /
//   GET  /api/auth/user        200 the user, 401 {"message":"Unauthorized"}
//   POST /api/auth/sign-in     {email, password}                      → 200 {user} + session cookie
//   POST /api/auth/sign-up     {firstName, lastName, email, password} → 201 {user} + session cookie
//   POST /api/auth/password-reset/request {email}     → 202 (always the same answer)
//   POST /api/auth/password-reset         {token, password}
//   POST /api/auth/change-password        {currentPassword, newPassword}
//   PATCH /api/auth/user                  {firstName, lastName, profileImageUrl?}
//   POST /api/auth/sessions/revoke-others
//   DELETE /api/auth/user                 {password? | confirmation: "DELETE"}
//   GET  /api/auth/verify-email?token=…   the e-mailed confirmation link → /verify-email?result=…
//   POST /api/auth/verify-email/resend    202, a new confirmation link (signed in, not yet verified)
//   GET  /api/auth/callback/oidc          the OpenID Connect provider's return (better-auth)
// Sign-in and account creation also accept an HTML form post (before the page's script has
// loaded): they then answer with a redirect instead of JSON.
import express, { Router, type Request, type Response } from "express";
import { safeReturnTo } from "#common/auth";
import {
  changePasswordSchema,
  deleteAccountSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "#common/auth-schemas";
import { AppError, notFound, parseInput, unauthorized } from "../../lib/errors";
import { OIDC_PROVIDER_ID } from "./better-auth";
import { currentSession, requireUser } from "./guards";
import { appendSetCookies } from "./cookies";
import { comesFromOwnSite, logoutConfirmationPage, ownOriginOf } from "./logout-page";
import type { AuthModule } from "./module";

// Answers about a person (or that set their cookie) are never kept by a browser or a shared cache.
const noStore = (res: Response) => res.set("Cache-Control", "private, no-store");

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

export function authRoutes(auth: AuthModule, site: { publicUrl?: string; brandName: string }): Router {
  const router = Router();
  const formBody = express.urlencoded({ extended: false, limit: "10kb" });

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

  router.get("/auth/user", async (req, res) => {
    noStore(res);
    const session = await auth.resolve(req, res);
    if (!session) throw unauthorized();
    res.json(session.user);
  });

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

  // A GET because it is a link in an e-mail; the token is single use, so a repeat says so.
  router.get("/auth/verify-email", async (req, res) => {
    const result = await auth.verifyEmail(req.query.token);
    noStore(res);
    res.set("Referrer-Policy", "no-referrer");
    res.redirect(303, `/verify-email?result=${result}`);
  });

  router.post("/auth/verify-email/resend", requireUser(auth), async (_req, res) => {
    await auth.resendVerificationEmail(currentSession(res));
    res.status(202).json({ message: "We sent a new confirmation link. It works once, within 24 hours." });
  });

  router.post("/auth/password-reset/request", async (req, res) => {
    const { email } = parseInput(passwordResetRequestSchema, req.body);
    await auth.requestPasswordReset(req, email);
    res.status(202).json({
      message: "If an account exists for this email, we sent a link to reset its password. The link works once, within one hour.",
    });
  });

  router.post("/auth/password-reset", async (req, res) => {
    const input = parseInput(passwordResetSchema, req.body);
    await auth.resetPassword(req, input);
    res.json({ message: "Your password has been changed. Please sign in with your new password." });
  });

  router.post("/auth/change-password", requireUser(auth), async (req, res) => {
    const input = parseInput(changePasswordSchema, req.body);
    const { setCookies } = await auth.changePassword(req, currentSession(res), input);
    appendSetCookies(req, res, setCookies);
    res.json({ message: "Your password has been changed. Your other sessions were signed out." });
  });

  router.patch("/auth/user", requireUser(auth), async (req, res) => {
    const input = parseInput(profileSchema, req.body);
    const user = await auth.updateProfile(currentSession(res), input);
    res.json(user);
  });

  router.post("/auth/sessions/revoke-others", requireUser(auth), async (req, res) => {
    const revoked = await auth.revokeOtherSessions(req, currentSession(res));
    res.json({ revoked });
  });

  router.delete("/auth/user", requireUser(auth), async (req, res) => {
    const input = parseInput(deleteAccountSchema, req.body ?? {});
    const { setCookies } = await auth.deleteAccount(req, currentSession(res), input);
    appendSetCookies(req, res, setCookies);
    res.status(204).end();
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
