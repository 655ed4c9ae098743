import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { rateLimitEvents } from "../../db/schema";

export async function recordEvent(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ key });
}

/** Events of `key` inside the window, and when the oldest of them leaves it. */
export async function countInWindow(db: DatabaseOrTransaction, key: string, windowMs: number) {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${rateLimitEvents.occurredAt})`,
      now: sql<Date>`now()`,
    })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.occurredAt, since)));
  return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null, now: new Date(row.now) };
}

export async function deleteEvents(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

export async function deleteOlderThan(db: DatabaseOrTransaction, ageMs: number): Promise<number> {
  const result = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.occurredAt, sql`now() - make_interval(secs => ${ageMs / 1000})`));
  return result.rowCount ?? 0;
}
