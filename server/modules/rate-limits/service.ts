// Limits against abuse (decisions §12), kept in PostgreSQL so every process shares the counts.
// A sliding window: a limit of N per W allows a request when fewer than N counted events of its key
// happened in the last W. Each limit has its own key prefix, so counters never mix.
import type { Request, RequestHandler } from "express";
import type { RateLimitSetting } from "../../config";
import type { Database } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { countInWindow, deleteEvents, deleteOlderThan, recordEvent } from "./repository";

export interface RateLimitRule extends RateLimitSetting {
  /** Names the counter, e.g. "consultation:address". */
  name: string;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts this request, then says whether it is within the limit (refused requests count too). */
  consume(rule: RateLimitRule, subject: string): Promise<LimitState>;
  /** Whether the limit is already reached, without counting anything. */
  check(rule: RateLimitRule, subject: string): Promise<LimitState>;
  /** Counts an event (a failed sign-in, say) without checking. */
  record(rule: RateLimitRule, subject: string): Promise<void>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Removes events older than any window (run now and then). */
  prune(olderThanMs?: number): Promise<number>;
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export function createRateLimiter(db: Database): RateLimiter {
  const state = async (rule: RateLimitRule, subject: string): Promise<LimitState> => {
    const { count, oldest, now } = await countInWindow(db, keyOf(rule, subject), rule.windowMs);
    const allowed = count < rule.limit;
    const retryAfterMs = allowed || !oldest ? 0 : oldest.getTime() + rule.windowMs - now.getTime();
    return { allowed, count, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };
  return {
    async consume(rule, subject) {
      await recordEvent(db, keyOf(rule, subject));
      const result = await state(rule, subject);
      return { ...result, allowed: result.count <= rule.limit };
    },
    check: state,
    record: (rule, subject) => recordEvent(db, keyOf(rule, subject)),
    reset: (rule, subject) => deleteEvents(db, keyOf(rule, subject)),
    prune: (olderThanMs = 86_400_000) => deleteOlderThan(db, olderThanMs),
  };
}

/** The client address: the socket's, or the proxy's forwarded one when TRUST_PROXY is set (Express's req.ip). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Express middleware: 429 with Retry-After once the client address passes the limit. */
export function limitByAddress(limiter: RateLimiter, rule: RateLimitRule, message = "Too many requests."): RequestHandler {
  return async (req, _res, next) => {
    const result = await limiter.consume(rule, clientAddress(req));
    if (!result.allowed) {
      throw tooManyRequests(`${message} Please try again in ${describeWait(result.retryAfterSeconds)}.`, result.retryAfterSeconds);
    }
    next();
  };
}
