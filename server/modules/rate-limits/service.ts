// Limits against abuse (docs/product/limits.md#rate-limits), kept in PostgreSQL so every process shares the
// counts. A sliding window: a limit of N per W allows a request when fewer than N counted events of its key
// happened in the last W. Each limit has its own key prefix, so counters never mix.
import { isIP, isIPv6 } from "node:net";
import type { RateLimitSetting } from "../../config";
import type { Database } from "../../db/client";
import { countInWindow, deleteEvent, deleteEvents, deleteOlderThan, recordAndCount, recordEvent } from "./repository";

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
  /**
   * Counts this request, then says whether it is within the limit (refused requests count too).
   * Parallel requests for one subject are counted one after another, so no burst gets past the limit.
   */
  consume(rule: RateLimitRule, subject: string): Promise<LimitState & { eventId: string }>;
  /** Whether the limit is already reached, without counting anything. */
  check(rule: RateLimitRule, subject: string): Promise<LimitState>;
  /** Counts an event (a failed sign-in, say) without checking. */
  record(rule: RateLimitRule, subject: string): Promise<void>;
  /**
   * Takes back one event `consume` counted (an attempt the database's outage cut short): deleted now,
   * or, while the database is away, tried again with growing pauses until it would have left the
   * window anyway. Nothing to wait for.
   */
  takeBack(rule: RateLimitRule, eventId: string): void;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Removes events older than any window (run now and then). */
  prune(olderThanMs?: number): Promise<number>;
}

/**
 * The counter a client address is limited under. One IPv6 customer is usually given a whole /64
 * (and picks new addresses inside it at will), so IPv6 addresses count per /64; an IPv4 address
 * written as IPv4-mapped IPv6 (a dual-stack socket's `::ffff:1.2.3.4`) counts as that IPv4 address.
 */
export function addressLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, embedded IPv4 included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0].toLowerCase();
  if (!isIPv6(text)) return null;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const [a, b, c, d] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const split = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const before = split(head);
  if (rest === undefined) return before;
  const after = split(rest);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

// Addresses count by network (above); other subjects (e-mail addresses) regardless of case.
const keyOf = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${isIP(subject.split("%")[0]) ? addressLimitKey(subject) : subject.toLowerCase()}`;

/** The longest pause between two tries at taking an event back while the database is away. */
const MAX_TAKE_BACK_PAUSE_MS = 30_000;

export function createRateLimiter(db: Database): RateLimiter {
  const stateOf = (rule: RateLimitRule, counted: { count: number; oldest: Date | null; now: Date }, allowed: boolean): LimitState => {
    const retryAfterMs = allowed || !counted.oldest ? 0 : counted.oldest.getTime() + rule.windowMs - counted.now.getTime();
    return { allowed, count: counted.count, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };
  return {
    async consume(rule, subject) {
      const counted = await recordAndCount(db, keyOf(rule, subject), rule.windowMs);
      return { ...stateOf(rule, counted, counted.count <= rule.limit), eventId: counted.eventId };
    },
    async check(rule, subject) {
      const counted = await countInWindow(db, keyOf(rule, subject), rule.windowMs);
      return stateOf(rule, counted, counted.count < rule.limit);
    },
    async record(rule, subject) {
      await recordEvent(db, keyOf(rule, subject));
    },
    takeBack(rule, eventId) {
      const giveUpAt = Date.now() + rule.windowMs;
      const attempt = (pauseMs: number) => {
        deleteEvent(db, eventId).catch(() => {
          if (Date.now() + pauseMs >= giveUpAt) return;
          setTimeout(() => attempt(Math.min(pauseMs * 2, MAX_TAKE_BACK_PAUSE_MS)), pauseMs).unref();
        });
      };
      attempt(1_000);
    },
    reset: (rule, subject) => deleteEvents(db, keyOf(rule, subject)),
    prune: (olderThanMs = 86_400_000) => deleteOlderThan(db, olderThanMs),
  };
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
