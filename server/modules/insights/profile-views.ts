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
//
// Views are written in small batches (up to a second or 500 views apart, one statement each), not one
// statement per view: measured at 10 connections, a write per view cost the profile API about 7 ms
// at p95 through the database's commit work alone. A crash loses at most that last second of views;
// a graceful stop writes them.
import { createHmac, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { ProfileViewCounter } from "#common/app-context";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { deleteVisitorsBefore, recordProfileViews, type ProfileView } from "./repository";

export interface ServerProfileViewCounter extends ProfileViewCounter {
  /** Writes the views counted so far now; resolves once they are written or have failed (tests, shutdown). */
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
  /** How long a view may wait for its batch to be written. */
  flushAfterMs?: number;
}

const BATCH_LIMIT = 500;
/** Batches waiting for the database beyond this are dropped (and logged): a slow database must not fill memory. */
const QUEUED_BATCH_LIMIT = 20;

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
  const flushAfterMs = options.flushAfterMs ?? 1_000;
  /** Views not written yet, one per visitor, coach and day. */
  let pending = new Map<string, ProfileView>();
  let timer: NodeJS.Timeout | undefined;
  /** Batches are written one after another, so this process never races itself on a counter row. */
  let writing: Promise<void> = Promise.resolve();
  let queuedBatches = 0;

  const keyFor = (day: string): Buffer => {
    if (dayKey?.day !== day) dayKey = { day, key: randomBytes(32) };
    return dayKey.key;
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    if (queuedBatches >= QUEUED_BATCH_LIMIT) {
      logger.warn({ views: batch.length }, "profile views dropped: the database is not keeping up");
      return writing;
    }
    queuedBatches += 1;
    writing = writing
      .then(() => recordProfileViews(db, batch))
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, views: batch.length }, "profile views could not be counted"),
      )
      .finally(() => {
        queuedBatches -= 1;
      });
    return writing;
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
        pending.set(`${day} ${coachId} ${visitorHash}`, { coachId, day, visitorHash });
        if (pending.size >= BATCH_LIMIT) void flush();
        else if (!timer) {
          timer = setTimeout(() => void flush(), flushAfterMs);
          timer.unref();
        }
      } catch (error) {
        logger.warn({ err: error }, "a profile view could not be counted");
      }
    },
    async settled() {
      await flush();
    },
    forgetEarlierDays: () => deleteVisitorsBefore(db, utcDay(now())),
  };
}
