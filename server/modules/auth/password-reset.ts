// Password reset (docs/product/accounts.md#password-reset): the e-mail with the one-time link (written to the
// outbox; better-auth makes and checks the token), asking for it, and choosing the new password.
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { badRequest } from "../../lib/errors";
import type { MailService } from "../mail/service";
import { clientAddress } from "../rate-limits/guards";
import type { AuthContext } from "./auth-context";
import { apiCode, headersOf, type BetterAuthOptions } from "./better-auth";
import type { AuthModule } from "./module";

/** Writes the password-reset e-mail to the outbox; better-auth calls it with the raw token. */
export function passwordResetMailer({
  config,
  db,
  mail,
}: {
  config: Config;
  db: Database;
  mail: MailService;
}): BetterAuthOptions["sendPasswordReset"] {
  return async (user, token) => {
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
  };
}

export function passwordResetOperations({ ready, limits }: AuthContext): Pick<AuthModule, "requestPasswordReset" | "resetPassword"> {
  return {
    async requestPasswordReset(req, email) {
      const auth = await ready();
      const counts = [
        { rule: limits.rules.resetAddress, subject: clientAddress(req), message: "Too many password reset requests from your network." },
        { rule: limits.rules.resetAccount, subject: email, message: "Too many password reset requests for this account." },
      ];
      await limits.attempt(counts, async () => {
        await auth.api.requestPasswordReset({ body: { email }, headers: headersOf(req) });
      });
    },

    async resetPassword(req, input) {
      const auth = await ready();
      const counts = [
        { rule: limits.rules.resetAddress, subject: clientAddress(req), message: "Too many password reset attempts from your network." },
      ];
      await limits.attempt(counts, async () => {
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
      });
    },
  };
}
