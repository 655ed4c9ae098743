// Our limits on the account routes (docs/product/limits.md#rate-limits), counted in PostgreSQL so they hold
// across processes: attempts per client address, failed sign-ins per account (counted wherever its password
// is checked, before the check), password-reset requests per account and per address. An attempt that the
// database's going away cut short is taken back (docs/decisions/102-surviving-a-database-outage.md).
import type { Config } from "../../config";
import { isDatabaseUnavailable } from "../../lib/database-unavailable";
import { tooManyRequests } from "../../lib/errors";
import { describeWait, type RateLimiter, type RateLimitRule } from "../rate-limits/service";

export type SignInLimits = ReturnType<typeof createSignInLimits>;

/** One count an attempt makes: under which limit, for whom, and what a refusal says. */
export interface LimitCount {
  rule: RateLimitRule;
  subject: string;
  message: string;
}

export function createSignInLimits(config: Config, rateLimiter: RateLimiter) {
  const rules = {
    signInAddress: { name: "sign-in:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    signInAccount: { name: "sign-in:account", ...config.rateLimits.signInPerAccount } satisfies RateLimitRule,
    resetAccount: { name: "password-reset:account", ...config.rateLimits.passwordResetPerAccount } satisfies RateLimitRule,
    // Needed beyond the per-account limit: without it one address could send reset mail to any number of accounts.
    resetAddress: { name: "password-reset:address", ...config.rateLimits.signInPerAddress } satisfies RateLimitRule,
    verificationEmails: { name: "verification-email:account", ...config.rateLimits.verificationEmailsPerAccount } satisfies RateLimitRule,
  };

  /** Counts one event under `rule` and refuses past the limit; answers the event, to take it back. */
  async function consume(count: LimitCount): Promise<string> {
    const state = await rateLimiter.consume(count.rule, count.subject);
    if (!state.allowed) {
      throw tooManyRequests(`${count.message} Please try again in ${describeWait(state.retryAfterSeconds)}.`, state.retryAfterSeconds);
    }
    return state.eventId;
  }

  return {
    rules,

    async consumeOrRefuse(rule: RateLimitRule, subject: string, message: string): Promise<void> {
      await consume({ rule, subject, message });
    },

    /**
     * Runs `work` as one attempt, counted first under each of `counts` in turn (each refused past its
     * limit; a refused attempt counts too). When the database goes away before the attempt is over,
     * its counts are taken back (now, or once the database answers again): an attempt an outage cut
     * short is nobody's, and must not lock the owner out once the database is back.
     */
    async attempt<T>(counts: readonly LimitCount[], work: () => Promise<T>): Promise<T> {
      const counted: { rule: RateLimitRule; eventId: string }[] = [];
      try {
        for (const count of counts) counted.push({ rule: count.rule, eventId: await consume(count) });
        return await work();
      } catch (error) {
        if (isDatabaseUnavailable(error)) for (const { rule, eventId } of counted) rateLimiter.takeBack(rule, eventId);
        throw error;
      }
    },

    /** The attempts from one client address at signing in or creating an account. */
    signInFrom(address: string): LimitCount {
      return { rule: rules.signInAddress, subject: address, message: "Too many sign-in attempts from your network." };
    },

    /**
     * An attempt at this account's password (sign-in, password change, account deletion), counted
     * before the password is checked. Counting first, in one atomic step, is what holds the limit
     * against parallel guesses: checking first and counting after the slow password check would let
     * every guess of a burst through. The right password then clears the count, so only failed
     * attempts remain.
     */
    passwordOf(email: string): LimitCount {
      return { rule: rules.signInAccount, subject: email, message: "Too many failed sign-in attempts for this account." };
    },

    /** The right password: the account's failed attempts are forgotten. */
    clearFailedSignIns(email: string) {
      return rateLimiter.reset(rules.signInAccount, email);
    },
  };
}
