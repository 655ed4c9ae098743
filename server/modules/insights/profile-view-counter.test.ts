// The profile view counter on its own, several of it against one real PostgreSQL as several
// processes would be: the visitor key of the day is shared through the database (one visitor through
// two processes counts once), made by exactly one of them, deleted once its day is over and never
// made again; failures are logged without the visitor. The two-process test on the real build is
// tests/e2e/profile-views-workers.test.ts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertCoach } from "../../../tests/support/factories";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { coachProfileViews, profileViewKeys, profileViewVisitors } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { untilNextUtcDay } from "./day-keys";
import { createProfileViewCounter, utcDay } from "./profile-views";

const { db } = await createTestDatabase();
const DAY_MS = 86_400_000;

const CHROME = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${120 + n}.0.0.0 Safari/537.36`;

async function viewsOn(coachId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ views: coachProfileViews.views })
    .from(coachProfileViews)
    .where(and(eq(coachProfileViews.coachId, coachId), eq(coachProfileViews.day, day)));
  return row?.views ?? 0;
}

const daysAgo = (days: number, hour = 12) => {
  const at = new Date(Date.now() - days * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

describe("the profile view key of the day", () => {
  it("shares the day's key between processes (one visitor through two counts once) and deletes it when the day is over", async () => {
    const { id } = await insertCoach(db);
    const logger = createLogger("silent");
    await db.delete(profileViewKeys);
    let now = daysAgo(1);
    const visitor = { address: "192.0.2.10", userAgent: CHROME(4) };
    const processA = createProfileViewCounter({ db, logger, now: () => now });
    const processB = createProfileViewCounter({ db, logger, now: () => now });
    processA.count(id, visitor);
    processA.count(id, visitor);
    processB.count(id, visitor);
    processB.count(id, { ...visitor, userAgent: CHROME(7) });
    await Promise.all([processA.settled(), processB.settled()]);
    const yesterday = utcDay(now);
    expect(await viewsOn(id, yesterday)).toBe(2);
    expect((await db.select({ day: profileViewKeys.day }).from(profileViewKeys)).map((row) => row.day)).toEqual([yesterday]);

    // A new day: the first process to need its key makes it and deletes yesterday's.
    now = new Date();
    processB.count(id, visitor);
    await processB.settled();
    expect(await viewsOn(id, utcDay(now))).toBe(1);
    const keys = await db.select().from(profileViewKeys);
    expect(keys.map((row) => row.day)).toEqual([utcDay(now)]);
    expect(keys[0].key).toHaveLength(32);
    // Yesterday's key is never made again: a view that arrives late for that day is not counted.
    const late = createProfileViewCounter({ db, logger, now: () => daysAgo(1) });
    late.count(id, { ...visitor, userAgent: CHROME(8) });
    await late.settled();
    expect(await viewsOn(id, yesterday)).toBe(2);
    expect((await db.select({ day: profileViewKeys.day }).from(profileViewKeys)).map((row) => row.day)).toEqual([utcDay(now)]);

    // The clean-up forgets yesterday's visitors; the counters stay.
    expect(await processA.forgetEarlierDays()).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(profileViewVisitors).where(eq(profileViewVisitors.coachId, id));
    expect(left.map((row) => row.day)).toEqual([utcDay(now)]);
    expect(await viewsOn(id, yesterday)).toBe(2);
  });

  it("deletes a day's key at the clean-up once the day is over, even when no view came since", async () => {
    await db.delete(profileViewKeys);
    const yesterday = utcDay(daysAgo(1));
    await db.insert(profileViewKeys).values({ day: yesterday, key: Buffer.alloc(32, 7) });
    const counter = createProfileViewCounter({ db, logger: createLogger("silent") });
    expect(await counter.forgetEarlierDays()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(profileViewKeys)).toEqual([]);
    // The clean-up job runs on the hour, so at UTC midnight too (background-work.ts).
    expect(untilNextUtcDay(new Date("2026-06-01T23:59:59.000Z"))).toBe(1_000);
    expect(untilNextUtcDay(new Date("2026-06-02T00:00:00.000Z"))).toBe(DAY_MS);
  });

  it("lets exactly one of several processes make the day's key when they all need it at once", async () => {
    const { id } = await insertCoach(db);
    const today = utcDay(new Date());
    await db.delete(profileViewKeys);
    const counters = Array.from({ length: 4 }, () => createProfileViewCounter({ db, logger: createLogger("silent") }));
    for (const counter of counters) counter.count(id, { address: "192.0.2.13", userAgent: CHROME(9) });
    await Promise.all(counters.map((counter) => counter.settled()));
    expect(await viewsOn(id, today)).toBe(1);
    expect(await db.select({ day: profileViewKeys.day }).from(profileViewKeys)).toHaveLength(1);
  });
});

describe("the profile view counter", () => {
  it("never throws when the views cannot be written: the failure is logged, without the visitor", async () => {
    const lines: string[] = [];
    const logger = createLogger("warn", { write: (line: string) => void lines.push(line) });
    const unavailable = { execute: () => Promise.reject(new Error("the database is unavailable")) } as unknown as Database;
    const counter = createProfileViewCounter({ db: unavailable, logger });
    expect(() => counter.count("00000000-0000-4000-8000-000000000001", { address: "192.0.2.11", userAgent: CHROME(5) })).not.toThrow();
    await counter.settled();
    expect(lines.join("\n")).toContain("profile views could not be counted");
    expect(lines.join("\n")).not.toContain("192.0.2.11");
  });

  it("writes a batch's other views when one of its coaches is gone", async () => {
    const { id } = await insertCoach(db);
    const counter = createProfileViewCounter({ db, logger: createLogger("silent") });
    counter.count("00000000-0000-4000-8000-000000000002", { address: "192.0.2.12", userAgent: CHROME(6) });
    counter.count(id, { address: "192.0.2.12", userAgent: CHROME(6) });
    await counter.settled();
    expect(await viewsOn(id, utcDay(new Date()))).toBe(1);
  });
});
