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
//   POST /api/auth/verify-email/code {code} 200 {message, user}: the e-mailed 6-digit code (signed in)
//   POST /api/auth/verify-email/resend    202, a new confirmation link and code (signed in, not yet verified)
//   GET  /api/auth/callback/oidc          the OpenID Connect provider's return (better-auth)
// Sign-in and account creation also accept an HTML form post (before the page's script has
// loaded): they then answer with a redirect instead of JSON (session-routes.ts).
import { Router } from "express";
import { accountRoutes } from "./account-routes";
import type { AuthModule } from "./module";
import { sessionRoutes } from "./session-routes";

export function authRoutes(auth: AuthModule, site: { publicUrl?: string; brandName: string }): Router {
  const router = Router();
  router.use(sessionRoutes(auth, site));
  router.use(accountRoutes(auth));
  return router;
}
