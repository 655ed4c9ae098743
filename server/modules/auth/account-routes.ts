// The routes of a signed-in account and of getting back into one: who is signed in, the e-mail
// confirmation link and code, password reset and change, the profile, other sessions, and deleting the account.
import { Router } from "express";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailCodeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
} from "#common/auth-schemas";
import { EMAIL_CODE_MESSAGES } from "#common/email-code";
import { parseInput, unauthorized } from "../../lib/errors";
import { currentSession, requireUser } from "./guards";
import { appendSetCookies } from "./cookies";
import type { AuthModule } from "./module";
import { noStore } from "./private-responses";

export function accountRoutes(auth: AuthModule): Router {
  const router = Router();

  router.get("/auth/user", async (req, res) => {
    noStore(res);
    const session = await auth.resolve(req, res);
    if (!session) throw unauthorized();
    res.json(session.user);
  });

  // A GET because it is a link in an e-mail; the token is single use, so a repeat says so.
  router.get("/auth/verify-email", async (req, res) => {
    const result = await auth.verifyEmail(req.query.token);
    noStore(res);
    res.set("Referrer-Policy", "no-referrer");
    res.redirect(303, `/verify-email?result=${result}`);
  });

  // The code of the same e-mail, typed where the person is (the booking dialog): the same proof.
  router.post("/auth/verify-email/code", requireUser(auth), async (req, res) => {
    const { code } = parseInput(emailCodeSchema, req.body);
    const user = await auth.verifyEmailCode(currentSession(res), code);
    noStore(res);
    res.json({ message: EMAIL_CODE_MESSAGES.confirmed, user });
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

  return router;
}
