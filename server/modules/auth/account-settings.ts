// What the signed-in person changes on their account (docs/product/accounts.md#settings): password, profile,
// other sessions, and deleting the account. Checking the current password counts toward the account's
// sign-in limit before the check, as a sign-in does; the right password clears the count.
import type { Request as ExpressRequest } from "express";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import type { AuthContext } from "./auth-context";
import { apiCode, apiStatus, headersOf, setCookiesOf } from "./better-auth";
import * as repository from "./repository";
import type { AuthModule, ResolvedSession } from "./module";
import { toSessionUser } from "./sessions";

export function accountSettingsOperations({
  config,
  db,
  logger,
  ready,
  limits,
  sessions,
  accountRecords,
}: AuthContext): Pick<AuthModule, "changePassword" | "updateProfile" | "revokeOtherSessions" | "deleteAccount"> {
  return {
    async changePassword(req, session, input) {
      const auth = await ready();
      return limits.attempt([limits.passwordOf(session.user.email)], async () => {
        try {
          const outcome = await auth.api.changePassword({
            body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
            headers: headersOf(req),
            returnHeaders: true,
          });
          await limits.clearFailedSignIns(session.user.email);
          return { result: undefined, setCookies: setCookiesOf(outcome.headers) };
        } catch (error) {
          const code = apiCode(error);
          if (code === "INVALID_PASSWORD") {
            throw badRequest("Your current password is not correct.", { currentPassword: "Current password is not correct" });
          }
          if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
            throw badRequest("This account signs in through single sign-on and has no password here.");
          }
          throw error;
        }
      });
    },

    async updateProfile(session, input) {
      const row = await repository.updateProfile(db, session.user.id, input);
      if (!row) throw unauthorized();
      return toSessionUser(row, session.user.coachId);
    },

    async revokeOtherSessions(req, session) {
      const before = await repository.countOtherSessions(db, session.user.id, session.sessionId);
      const auth = await ready();
      await auth.api.revokeOtherSessions({ headers: headersOf(req) });
      return before;
    },

    async deleteAccount(req, session, input) {
      await confirmAccountDeletion({ db, ready, limits }, req, session, input);
      const holder = { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified };
      const records = accountRecords();
      const upcoming = await records.countUpcoming(holder);
      if (upcoming > 0) {
        throw conflict(
          `You have ${upcoming === 1 ? "an upcoming session" : `${upcoming} upcoming sessions`}. Please cancel ${upcoming === 1 ? "it" : "them"} with your coach or write to ${config.supportEmail} before deleting your account.`,
        );
      }
      await db.transaction(async (tx) => {
        await records.forget(tx, holder);
        await repository.deleteAccountData(tx, holder);
      });
      logger.info({ userId: session.user.id }, "account deleted");
      return { result: undefined, setCookies: await sessions.clearSessionCookie() };
    },
  };
}

/**
 * The person confirms deleting their account: with their password when the account has one, by
 * typing DELETE when it signs in only through single sign-on. Throws a 400 naming the field otherwise.
 */
async function confirmAccountDeletion(
  { db, ready, limits }: Pick<AuthContext, "db" | "ready" | "limits">,
  req: ExpressRequest,
  session: ResolvedSession,
  input: { password?: string; confirmation?: string },
): Promise<void> {
  const withPassword = await repository.hasPassword(db, session.user.id);
  if (withPassword) {
    const password = input.password;
    if (!password) throw badRequest("Please enter your password to delete your account.", { password: "Password is required" });
    const auth = await ready();
    await limits.attempt([limits.passwordOf(session.user.email)], async () => {
      try {
        await auth.api.verifyPassword({ body: { password }, headers: headersOf(req) });
      } catch (error) {
        if (apiCode(error) === "INVALID_PASSWORD" || apiStatus(error) === 400) {
          throw badRequest("Your password is not correct.", { password: "Password is not correct" });
        }
        throw error;
      }
      // Counted before the check; the right password clears it (a refusal below must not lock the account).
      await limits.clearFailedSignIns(session.user.email);
    });
  } else if (input.confirmation !== "DELETE") {
    throw badRequest("Type DELETE to confirm.", { confirmation: "Type DELETE to confirm" });
  }
}
