// Our limits on the account routes (decisions §12, §13), counted in PostgreSQL so they hold across
// processes: attempts per client address, failed sign-ins per account (a locked account is refused
// wherever its password is checked), password-reset requests per account and per address.
import type { Config } from "../../config";
import { tooManyRequests } from "../../lib/errors";
import { describeWait, type RateLimiter, type RateLimitRule } from "../rate-limits/service";

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export function createSignInLimits(config: Config, rateLimiter: RateLimiter) {
  const rules = {
    signInAddress: { name: "sign-in:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    signInAccount: { name: "sign-in:account", ...config.rateLimits.signInPerAccount } satisfies RateLimitRule,
    resetAccount: { name: "password-reset:account", ...config.rateLimits.passwordResetPerAccount } satisfies RateLimitRule,
    // Not in §12 but needed: without it one address could send reset mail to any number of accounts.
    resetAddress: { name: "password-reset:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    verificationEmails: { name: "verification-email:account", ...config.rateLimits.verificationEmailsPerAccount } satisfies RateLimitRule,
  };

  return {
    rules,

    async consumeOrRefuse(rule: RateLimitRule, subject: string, message: string) {
      const state = await rateLimiter.consume(rule, subject);
      if (!state.allowed) {
        throw tooManyRequests(`${message} Please try again in ${describeWait(state.retryAfterSeconds)}.`, state.retryAfterSeconds);
      }
    },

    /** Refuses an account that has had too many failed attempts; the refused attempt counts too. */
    async refuseLockedAccount(email: string) {
      const state = await rateLimiter.check(rules.signInAccount, email);
      if (!state.allowed) {
        await rateLimiter.record(rules.signInAccount, email);
        throw tooManyRequests(
          `Too many failed sign-in attempts for this account. Please try again in ${describeWait(state.retryAfterSeconds)}.`,
          state.retryAfterSeconds,
        );
      }
    },

    /** A wrong password for this account (sign-in, password change, account deletion). */
    recordFailedSignIn(email: string) {
      return rateLimiter.record(rules.signInAccount, email);
    },

    /** The right password: the account's failed attempts are forgotten. */
    clearFailedSignIns(email: string) {
      return rateLimiter.reset(rules.signInAccount, email);
    },
  };
}
