// Our limits on the account routes (docs/product/limits.md#rate-limits), counted in PostgreSQL so they hold
// across processes: attempts per client address, failed sign-ins per account (counted wherever its password
// is checked, before the check), password-reset requests per account and per address.
import type { Config } from "../../config";
import { tooManyRequests } from "../../lib/errors";
import { describeWait, type RateLimiter, type RateLimitRule } from "../rate-limits/service";

export type SignInLimits = ReturnType<typeof createSignInLimits>;

export function createSignInLimits(config: Config, rateLimiter: RateLimiter) {
  const rules = {
    signInAddress: { name: "sign-in:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    signInAccount: { name: "sign-in:account", ...config.rateLimits.signInPerAccount } satisfies RateLimitRule,
    resetAccount: { name: "password-reset:account", ...config.rateLimits.passwordResetPerAccount } satisfies RateLimitRule,
    // Needed beyond the per-account limit: without it one address could send reset mail to any number of accounts.
    resetAddress: { name: "password-reset:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    verificationEmails: { name: "verification-email:account", ...config.rateLimits.verificationEmailsPerAccount } satisfies RateLimitRule,
  };

  async function consumeOrRefuse(rule: RateLimitRule, subject: string, message: string) {
    const state = await rateLimiter.consume(rule, subject);
    if (!state.allowed) {
      throw tooManyRequests(`${message} Please try again in ${describeWait(state.retryAfterSeconds)}.`, state.retryAfterSeconds);
    }
  }

  return {
    rules,

    consumeOrRefuse,

    /**
     * Counts an attempt at this account's password before the password is checked (sign-in,
     * password change, account deletion), and refuses it past the limit. Counting first, in one
     * atomic step, is what holds the limit against parallel guesses: checking first and counting
     * after the slow password check would let every guess of a burst through. The right password
     * then clears the count, so only failed attempts remain; a refused attempt counts too.
     */
    countPasswordAttempt(email: string) {
      return consumeOrRefuse(rules.signInAccount, email, "Too many failed sign-in attempts for this account.");
    },

    /** The right password: the account's failed attempts are forgotten. */
    clearFailedSignIns(email: string) {
      return rateLimiter.reset(rules.signInAccount, email);
    },
  };
}
