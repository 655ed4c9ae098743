// The key of the day that profile-view visitor hashes are made with (docs/decisions/105). Every
// process uses the same one, so a visitor counts once a day whichever process serves them: it is
// kept in the database for its UTC day, made by whichever process needs it first (an insert that
// only the first of several racing processes wins), and deleted once the day is over, by the first
// process that needs the next day's key, by the clean-up at midnight and by the hourly one. A key
// is never made again for a day that is over, so once its row is gone that day's hashes cannot be
// tested against any address. A process keeps the key it read in memory until its day ends.
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { createDayKey, deleteDayKeysBefore } from "./repository";

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Milliseconds from `at` to the start of the next UTC day. */
export function untilNextUtcDay(at: Date): number {
  const next = new Date(at);
  next.setUTCHours(24, 0, 0, 0);
  return next.getTime() - at.getTime();
}

export interface DayKeys {
  /** The shared key of `day` (made now if no process has made it yet); null once that day is over. */
  keyFor(day: string): Promise<Buffer | null>;
  /** Deletes the keys of the days before today; answers how many went. */
  forgetEarlierDays(): Promise<number>;
}

export function createDayKeys(db: Database, now: () => Date): DayKeys {
  let cached: { day: string; key: Buffer; forget: NodeJS.Timeout } | undefined;
  /** One read at a time per day: a batch of views waits for the read already under way. */
  let reading: { day: string; key: Promise<Buffer | null> } | undefined;

  const remember = (day: string, key: Buffer) => {
    if (cached) clearTimeout(cached.forget);
    // The copy in memory goes when its day does, whether or not another view comes.
    const forget = setTimeout(() => {
      if (cached?.day === day) cached = undefined;
    }, untilNextUtcDay(now()));
    forget.unref();
    cached = { day, key, forget };
  };

  return {
    keyFor(day) {
      if (cached?.day === day) return Promise.resolve(cached.key);
      if (reading?.day === day) return reading.key;
      const key = createDayKey(db, day, randomBytes(32)).then((stored) => {
        if (stored && utcDay(now()) === day) remember(day, stored);
        return stored;
      });
      reading = { day, key };
      const clear = () => {
        if (reading?.key === key) reading = undefined;
      };
      key.then(clear, clear);
      return key;
    },
    forgetEarlierDays: () => deleteDayKeysBefore(db, utcDay(now())),
  };
}
