// Proving an address: a new password account is e-mailed a confirmation link (single use, valid
// 24 hours) and, beside it, a 6-digit code (valid 15 minutes, void after 5 wrong tries) to type where
// the person is, such as the booking dialog. Either one marks the address verified, and using one
// voids the other (docs/decisions/111). What an address unlocks (the admin role from ADMIN_EMAILS,
// bookings staff made for it) waits for this, so registering someone else's address gives nothing.
// A completed password reset proves the address too (better-auth.ts); every proof goes through
// address-proof.ts.
import { EMAIL_VERIFICATION_LIFETIME_HOURS, type EmailVerificationResult } from "#common/auth";
import { EMAIL_CODE_LIFETIME_MINUTES, EMAIL_CODE_MESSAGES } from "#common/email-code";
import { badRequest, conflict } from "../../lib/errors";
import type { AuthContext, EmailVerificationOperations } from "./auth-context";
import { proveAddress } from "./address-proof";
import { codeDigest, checkEmailCode, newEmailCode } from "./email-code";
import * as repository from "./repository";
import type { ResolvedSession } from "./module";
import { toSessionUser } from "./sessions";
import { digestOf, newLinkToken } from "../../lib/link-tokens";

const TOKEN_PATTERN = /^[\w-]{20,100}$/;

export interface EmailVerificationDeps extends Omit<AuthContext, "sessions" | "ready" | "verification"> {
  /** The key of the codes' digests (derived from the app secret). */
  codeKey: () => Promise<Buffer>;
  now: () => number;
}

/** The confirmation e-mail: the code to type where the person is, and the link. */
function verificationEmailBody(
  { config, mail }: Pick<EmailVerificationDeps, "config" | "mail">,
  { user, code, link }: { user: { email: string; firstName?: string }; code: string; link: string },
) {
  return mail.compose({
    greeting: user.firstName ? `Hello ${user.firstName},` : "Hello,",
    paragraphs: [
      `Please confirm that ${user.email} is your e-mail address, so that your ${config.brandName} account can receive the sessions booked for it.`,
      `Your confirmation code is ${code}. Type it where you are booking; it works for ${EMAIL_CODE_LIFETIME_MINUTES} minutes.`,
      `Or open the link below: it works once, within ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours. If you did not create an account, ignore this e-mail.`,
    ],
    action: { label: "Confirm my e-mail address", url: link },
    footnote: `You receive this e-mail because an account was created for ${user.email} on ${config.brandName}.`,
  });
}

export function emailVerificationOperations(context: EmailVerificationDeps): EmailVerificationOperations {
  const { config, db, mail, logger, limits, codeKey, now } = context;

  async function sendVerificationEmail(user: { id: string; email: string; firstName?: string }): Promise<void> {
    const token = newLinkToken();
    const code = newEmailCode();
    const email = user.email.toLowerCase();
    const digest = codeDigest(await codeKey(), user.id, code);
    const link = mail.siteLink(`/api/auth/verify-email?token=${token}`);
    const body = verificationEmailBody(context, { user, code, link });
    await db.transaction(async (tx) => {
      await repository.lockAccount(tx, user.id);
      await repository.insertEmailVerificationToken(tx, {
        tokenDigest: digestOf(token),
        userId: user.id,
        email,
        expiresAt: new Date(now() + EMAIL_VERIFICATION_LIFETIME_HOURS * 3_600_000),
      });
      // A new code voids the one sent before; earlier links keep working until one is used.
      await repository.replaceEmailCode(tx, {
        userId: user.id,
        email,
        digest,
        expiresAt: new Date(now() + EMAIL_CODE_LIFETIME_MINUTES * 60_000),
      });
      await mail.enqueue(tx, {
        kind: "auth.verify-email",
        to: user.email,
        // Never the code: subjects are written to the log.
        subject: `Confirm your e-mail address for ${config.brandName}`,
        text: body.text,
        html: body.html,
      });
    });
  }

  return {
    sendVerificationEmail,

    async verifyEmail(token): Promise<EmailVerificationResult> {
      if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return "invalid";
      const claim = await repository.consumeEmailVerificationToken(db, digestOf(token));
      if (!claim) return "invalid";
      // Only while the account still has the address the link was sent to.
      const row = await db.transaction(async (tx) => {
        const proved = await proveAddress({ config, logger }, tx, { id: claim.userId, email: claim.email });
        if (proved) await repository.deleteEmailCode(tx, proved.id);
        return proved;
      });
      if (!row) return "invalid";
      logger.info({ userId: row.id }, "e-mail address verified");
      return "verified";
    },

    async verifyEmailCode(session: ResolvedSession, code: string) {
      if (session.user.emailVerified) throw conflict("Your e-mail address is already confirmed.");
      const key = await codeKey();
      const outcome = await db.transaction((tx) => checkEmailCode({ config, logger }, tx, { user: session.user, code, key, now: now() }));
      if (outcome.result === "wrong") throw badRequest(EMAIL_CODE_MESSAGES.wrong);
      if (outcome.result === "void") throw badRequest(EMAIL_CODE_MESSAGES.void);
      logger.info({ userId: outcome.row.id }, "e-mail address verified by code");
      return toSessionUser(outcome.row, await repository.findLinkedCoachId(db, outcome.row.id));
    },

    async resendVerificationEmail(session: ResolvedSession) {
      if (session.user.emailVerified) throw conflict("Your e-mail address is already confirmed.");
      await limits.consumeOrRefuse(limits.rules.verificationEmails, session.user.id, "You asked for several confirmation e-mails already.");
      await sendVerificationEmail(session.user);
    },
  };
}
