import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { rateLimitEvents } from "../../db/schema";

/** Counts one event of `key`; answers its id. */
export async function recordEvent(db: DatabaseOrTransaction, key: string): Promise<string> {
  const [row] = await db.insert(rateLimitEvents).values({ key }).returning({ id: rateLimitEvents.id });
  return row.id;
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

// Names our advisory locks apart from others (the migrations' lock uses the one-number form, a
// separate key space in PostgreSQL).
const RATE_LIMIT_LOCK_CLASS = 0x726c; // "rl"

/**
 * Counts one event of `key`, then answers the events inside the window, this one included. Requests
 * for one key take turns under a transaction-scoped lock, so each sees every event counted before it:
 * N parallel requests get the counts 1 to N and a limit of L lets exactly L through. One statement
 * could not promise that: under READ COMMITTED it sees only rows committed before it started, so two
 * parallel statements could each miss the other's event and both pass.
 */
export async function recordAndCount(db: Database, key: string, windowMs: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${key}))`);
    const eventId = await recordEvent(tx, key);
    return { eventId, ...(await countInWindow(tx, key, windowMs)) };
  });
}

export async function deleteEvents(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

export async function deleteEvent(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
}

export async function deleteOlderThan(db: DatabaseOrTransaction, ageMs: number): Promise<number> {
  const result = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.occurredAt, sql`now() - make_interval(secs => ${ageMs / 1000})`));
  return result.rowCount ?? 0;
}
