// Counting profile views without cookies and without keeping addresses. A visitor is told apart by
// HMAC-SHA256(day key, day + coach + address + user agent), where the day key is 32 random bytes
// shared by every process for the current UTC day (day-keys.ts: kept in the database for that day
// and deleted when it ends), so one visitor counts once a day whichever process serves them. Once
// the day is over the key is gone, and nobody (us included) can test an address against the stored
// hashes. Putting the coach in the hash means one visitor's hashes for two coaches cannot be matched
// to each other. Addresses are held in this process's memory only until their batch is hashed.
//
// Views are written in small batches (up to a second or 500 views apart, one statement each), not one
// statement per view: measured at 10 connections, a write per view cost the profile API about 7 ms
// at p95 through the database's commit work alone. A crash loses at most that last second of views;
// a graceful stop writes them.
import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import type { ProfileViewCounter } from "#common/app-context";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { createDayKeys, utcDay } from "./day-keys";
import { deleteVisitorsBefore, recordProfileViews, type ProfileView } from "./repository";

export { utcDay } from "./day-keys";

export interface ServerProfileViewCounter extends ProfileViewCounter {
  /** Writes the views counted so far now; resolves once they are written or have failed (tests, shutdown). */
  settled(): Promise<void>;
  /** Deletes the keys and the visitor hashes of earlier days; answers how many rows went. */
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

/** A view not written yet: who, until its batch is hashed with the key of its day. */
interface PendingView {
  coachId: string;
  day: string;
  address: string;
  userAgent: string;
}

/** The views with their visitor hashes; views of a day whose key is gone (it ended meanwhile) are left out. */
async function hashed(views: PendingView[], keyFor: (day: string) => Promise<Buffer | null>): Promise<ProfileView[]> {
  const keys = new Map<string, Buffer | null>();
  for (const day of new Set(views.map((view) => view.day))) keys.set(day, await keyFor(day));
  return views.flatMap(({ coachId, day, address, userAgent }) => {
    const key = keys.get(day);
    if (!key) return [];
    // Separated by NUL, which none of the parts can contain, so no two inputs run together.
    const visitorHash = createHmac("sha256", key)
      .update([day, coachId, address, userAgent].join("\0"))
      .digest()
      .subarray(0, 16)
      .toString("base64url");
    return [{ coachId, day, visitorHash }];
  });
}

/** Whether a user agent belongs to a person's browser: none at all, or a known bot, is not counted. */
export function countsAsVisitor(userAgent: string | null | undefined): userAgent is string {
  return typeof userAgent === "string" && userAgent.trim() !== "" && !isbot(userAgent);
}

export function createProfileViewCounter(options: ProfileViewCounterOptions): ServerProfileViewCounter {
  const { db, logger } = options;
  const enabled = options.enabled ?? (() => true);
  const now = options.now ?? (() => new Date());
  const dayKeys = createDayKeys(db, now);
  const flushAfterMs = options.flushAfterMs ?? 1_000;
  /** Views not written yet, one per visitor, coach and day. */
  let pending = new Map<string, PendingView>();
  let timer: NodeJS.Timeout | undefined;
  /** Batches are written one after another, so this process never races itself on a counter row. */
  let writing: Promise<void> = Promise.resolve();
  let queuedBatches = 0;

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
      .then(async () => recordProfileViews(db, await hashed(batch, dayKeys.keyFor)))
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
        const view = { coachId, day: utcDay(now()), address: visitor.address, userAgent: visitor.userAgent };
        pending.set([view.day, coachId, view.address, view.userAgent].join("\0"), view);
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
    async forgetEarlierDays() {
      // The keys first: once they are gone, the hashes left are unreadable whatever happens next.
      const keys = await dayKeys.forgetEarlierDays();
      return keys + (await deleteVisitorsBefore(db, utcDay(now())));
    },
  };
}
