// Proving an address: a new password account is e-mailed a confirmation link (single use, valid
// 24 hours); opening it marks the address verified. What an address unlocks (the admin role from
// ADMIN_EMAILS, bookings staff made for it) waits for this, so registering someone else's address
// gives nothing. A completed password reset proves the address too (better-auth.ts); every proof
// goes through address-proof.ts.
import { createHash, randomBytes } from "node:crypto";
import { EMAIL_VERIFICATION_LIFETIME_HOURS, type EmailVerificationResult } from "#common/auth";
import { conflict } from "../../lib/errors";
import type { AuthContext, EmailVerificationOperations } from "./auth-context";
import { proveAddress } from "./address-proof";
import * as repository from "./repository";
import type { ResolvedSession } from "./module";

const TOKEN_PATTERN = /^[\w-]{20,100}$/;

const digestOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function emailVerificationOperations(
  context: Omit<AuthContext, "sessions" | "ready" | "verification">,
): EmailVerificationOperations {
  const { config, db, mail, logger, limits } = context;

  async function sendVerificationEmail(user: { id: string; email: string; firstName?: string }): Promise<void> {
    const token = randomBytes(32).toString("base64url");
    const link = mail.siteLink(`/api/auth/verify-email?token=${token}`);
    const body = mail.compose({
      greeting: user.firstName ? `Hello ${user.firstName},` : "Hello,",
      paragraphs: [
        `Please confirm that ${user.email} is your e-mail address, so that your ${config.brandName} account can receive the sessions booked for it.`,
        `The link below works once, within ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours. If you did not create an account, ignore this e-mail.`,
      ],
      action: { label: "Confirm my e-mail address", url: link },
      footnote: `You receive this e-mail because an account was created for ${user.email} on ${config.brandName}.`,
    });
    await db.transaction(async (tx) => {
      await repository.insertEmailVerificationToken(tx, {
        tokenDigest: digestOf(token),
        userId: user.id,
        email: user.email.toLowerCase(),
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LIFETIME_HOURS * 3_600_000),
      });
      await mail.enqueue(tx, {
        kind: "auth.verify-email",
        to: user.email,
        subject: `Confirm your e-mail address for ${config.brandName}`,
        text: body.text,
        html: body.html,
      });
    });
    mail.afterCommit();
  }

  return {
    sendVerificationEmail,

    async verifyEmail(token): Promise<EmailVerificationResult> {
      if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return "invalid";
      const claim = await repository.consumeEmailVerificationToken(db, digestOf(token));
      if (!claim) return "invalid";
      // Only while the account still has the address the link was sent to.
      const row = await proveAddress({ config, logger }, db, { id: claim.userId, email: claim.email });
      if (!row) return "invalid";
      logger.info({ userId: row.id }, "e-mail address verified");
      return "verified";
    },

    async resendVerificationEmail(session: ResolvedSession) {
      if (session.user.emailVerified) throw conflict("Your e-mail address is already confirmed.");
      await limits.consumeOrRefuse(limits.rules.verificationEmails, session.user.id, "You asked for several confirmation e-mails already.");
      await sendVerificationEmail(session.user);
    },
  };
}
