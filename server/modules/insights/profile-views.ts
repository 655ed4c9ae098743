// Counting profile views without cookies and without keeping addresses. A visitor is told apart by
// HMAC-SHA256(day key, day + coach + address + user agent), where the day key is 32 random bytes
// made in this process's memory for the current UTC day and dropped when the day changes. It is
// never written anywhere, so once the day is over nobody (us included) can test an address against
// the stored hashes; within the day the hashes are still unreadable without the key. Putting the
// coach in the hash means one visitor's hashes for two coaches cannot be matched to each other.
//
// Each process has its own key, so behind a load balancer one person may count once per process
// per day. Sharing the key would mean writing it down (in the database, say), which is exactly what
// would let someone reverse the hashes of the day; a few extra views are the better price.
import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { ProfileViewCounter } from "#common/app-context";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { deleteVisitorsBefore, recordProfileView } from "./repository";

export interface ServerProfileViewCounter extends ProfileViewCounter {
  /** Resolves once every count started so far has been written or has failed (tests, shutdown). */
  settled(): Promise<void>;
  /** Deletes the visitor hashes of earlier days; answers how many rows went. */
  forgetEarlierDays(): Promise<number>;
}

export interface ProfileViewCounterOptions {
  db: Database;
  logger: Logger;
  /** Whether views are counted at all; only the benchmark's own server entry turns this off. */
  enabled?: () => boolean;
  now?: () => Date;
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Whether a user agent belongs to a person's browser: none at all, or a known bot, is not counted. */
export function countsAsVisitor(userAgent: string | null | undefined): userAgent is string {
  return typeof userAgent === "string" && userAgent.trim() !== "" && !isbot(userAgent);
}

export function createProfileViewCounter(options: ProfileViewCounterOptions): ServerProfileViewCounter {
  const { db, logger } = options;
  const enabled = options.enabled ?? (() => true);
  const now = options.now ?? (() => new Date());
  let dayKey: { day: string; key: Buffer } | undefined;
  const inFlight = new Set<Promise<void>>();

  const keyFor = (day: string): Buffer => {
    if (dayKey?.day !== day) dayKey = { day, key: randomBytes(32) };
    return dayKey.key;
  };

  return {
    count(coachId, visitor) {
      if (!enabled() || !countsAsVisitor(visitor.userAgent)) return;
      try {
        const day = utcDay(now());
        // Separated by NUL, which none of the parts can contain, so no two inputs run together.
        const visitorHash = createHmac("sha256", keyFor(day))
          .update([day, coachId, visitor.address, visitor.userAgent].join("\0"))
          .digest()
          .subarray(0, 16)
          .toString("base64url");
        const write = recordProfileView(db, { coachId, day, visitorHash })
          .then(
            () => undefined,
            (error: unknown) => logger.warn({ err: error }, "a profile view could not be counted"),
          )
          .finally(() => inFlight.delete(write));
        inFlight.add(write);
      } catch (error) {
        logger.warn({ err: error }, "a profile view could not be counted");
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    forgetEarlierDays: () => deleteVisitorsBefore(db, utcDay(now())),
  };
}
