// Accounts (docs/product/accounts.md): sign-in, account creation, sign-out, the session of a request,
// password reset and change, profile, other sessions and account deletion. The rules live in the
// files this one puts together; better-auth does the cryptography and the session rows, our limits
// are counted in PostgreSQL.
import { createHmac, randomBytes } from "node:crypto";
import type { AccountRecords, ModuleDeps } from "../../context";
import type { AuthModule } from "./module";
import { accountSettingsOperations } from "./account-settings";
import { proveAddress } from "./address-proof";
import type { AuthContext } from "./auth-context";
import { keptOnceSucceeded } from "../../lib/kept-once-succeeded";
import { createBetterAuth, type KindredAuth } from "./better-auth";
import { emailVerificationOperations } from "./email-verification";
import { oidcOperations } from "./oidc";
import { passwordResetMailer, passwordResetOperations } from "./password-reset";
import * as repository from "./repository";
import { createSessions } from "./sessions";
import { createSignInLimits } from "./sign-in-limits";
import { signInOperations } from "./sign-in";

export function createAuthModule(deps: ModuleDeps & { accountRecords: () => AccountRecords; now?: () => number }): AuthModule {
  const { config, database, logger, mail, rateLimiter } = deps;
  const db = database.db;

  if (config.oidc && !config.publicUrl) {
    logger.warn(`OIDC is set without PUBLIC_URL: the provider will send people back to ${config.siteUrl}/api/auth/callback/oidc`);
  }
  // Both kept once they succeed and tried again after a failure (the database away at start).
  const appSecret = keptOnceSucceeded(
    async () => config.authSecret ?? (await repository.getOrCreateSecret(db, "auth", () => randomBytes(32).toString("base64url"))),
  );
  const sendPasswordReset = passwordResetMailer({ config, db, mail });
  const limits = createSignInLimits(config, rateLimiter);
  const signingKey = async (purpose: string) =>
    createHmac("sha256", await appSecret())
      .update(`kindred:${purpose}`)
      .digest();
  const verification = emailVerificationOperations({
    ...deps,
    db,
    limits,
    codeKey: () => signingKey("email-confirmation-code"),
    now: deps.now ?? Date.now,
  });
  const onAddressProved = async (user: { id: string; email: string }) => {
    await proveAddress({ config, logger }, db, user);
  };
  const ready = keptOnceSucceeded(async (): Promise<KindredAuth> => {
    const secret = await appSecret();
    return createBetterAuth({ config, db, logger, secret, sendPasswordReset, onAddressProved });
  });
  // Started now so the first request does not wait; a failure here is retried by the next call.
  ready().catch(() => {});

  const sessions = createSessions({ config, db, ready });
  const context: AuthContext = { ...deps, db, ready, limits, sessions, verification };

  return {
    service: sessions.pageService,
    resolve: sessions.resolve,
    pageServiceFor: sessions.pageServiceFor,
    ...signInOperations(context),
    ...oidcOperations(context),
    ...passwordResetOperations(context),
    ...accountSettingsOperations(context),
    ...verification,
    clearSessionCookie: sessions.clearSessionCookie,

    async ready() {
      await ready();
    },

    async findVerifiedUserIdByEmail(db, email) {
      return (await repository.findVerifiedUserByEmail(db, email))?.id ?? null;
    },

    async markAddressProved(db, user) {
      return (await proveAddress({ config, logger }, db, user)) !== undefined;
    },

    signingKey,
  };
}
