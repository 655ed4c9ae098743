// The directory's orders (sort=) as PostgreSQL plans them, against 3,000 generated coaches (most with
// hours and their next free times) with fresh statistics: each order reads its page from the start of
// an index, without sorting the matches, and the price orders test the filters on the index alone.
import { describe, expect, it } from "vitest";
import { coachAvailability, coaches } from "../../db/schema";
import { createRandom, generateCoach, generateHours } from "../../../scripts/lib/generated-coaches";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createNextFreeTimes } from "../availability/next-free-service";
import { directoryPageIdsQuery } from "./directory-json-repository";
import { NEXT_AVAILABLE_ORDER, PRICE_ASC_ORDER, PRICE_DESC_ORDER, RATING_ORDER, type DirectoryOrder } from "./directory-orders";
import { nextAvailableRanks, rankConditions } from "./directory-ranking-repository";
import { directoryPageQuery, directoryWhere, type DirectoryConditions } from "./repository";
import { directoryConditions } from "./service";
import { directoryQuerySchema } from "#common/directory-query";

const database = await createTestDatabase();
const random = createRandom(7);
const hoursRandom = createRandom(8);
for (let offset = 0; offset < 3000; offset += 500) {
  const rows = Array.from({ length: 500 }, (_, i) => generateCoach(random, offset + i));
  const inserted = await database.db.insert(coaches).values(rows).returning({ id: coaches.id });
  const hours = inserted.flatMap(({ id }) => {
    const availability = generateHours(hoursRandom);
    return availability ? [{ coachId: id, ...availability }] : [];
  });
  await database.db.insert(coachAvailability).values(hours);
}
await createNextFreeTimes(database.db).runDuePass();
// VACUUM too: an index-only scan skips the table only for pages the visibility map marks all-visible.
await database.pool.query("vacuum analyze coaches");
await database.pool.query("vacuum analyze coach_availability");

/**
 * EXPLAIN in a transaction rolled back; `walk` turns bitmap scans off, leaving the index walks, and
 * `inOrder` sorts off, leaving the walks in the page's order.
 */
async function explain(
  query: { toSQL(): { sql: string; params: unknown[] } },
  options: { walk?: boolean; inOrder?: boolean } = {},
): Promise<string> {
  const { sql, params } = query.toSQL();
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    if (options.walk) await client.query("set local enable_bitmapscan = off");
    if (options.inOrder) await client.query("set local enable_sort = off");
    const result = await client.query(`explain ${sql}`, params);
    return result.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("rollback");
    client.release();
  }
}

const conditionsOf = (query: string): DirectoryConditions =>
  directoryConditions(directoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
const page = { limit: 24, offset: 24 };

describe("the directory's orders, planned", () => {
  const ORDERS: Record<string, DirectoryOrder> = { rating: RATING_ORDER, price_asc: PRICE_ASC_ORDER, price_desc: PRICE_DESC_ORDER };

  it.each([
    ["rating", "coaches_active_order_idx"],
    ["price_asc", "coaches_active_price_asc_idx"],
    ["price_desc", "coaches_active_price_desc_idx"],
  ])("%s reads a page from %s without a sort", async (sort, index) => {
    const order = ORDERS[sort];
    const where = directoryWhere(conditionsOf(""));
    for (const query of [directoryPageIdsQuery(database.db, where, page, order), directoryPageQuery(database.db, where, page, order)]) {
      const plan = await explain(query);
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it.each([
    ["price_asc", "coaches_active_price_asc_idx"],
    ["price_desc", "coaches_active_price_desc_idx"],
  ])("%s tests the filters on %s alone (an index-only scan)", async (sort, index) => {
    const order = ORDERS[sort];
    for (const query of [
      "language=Spanish&availability=weekends&professionalType=Licensed%20Therapist&gender=Female",
      "certification=LMFT&insurance=Aetna&experience=5&minRate=50&maxRate=150",
    ]) {
      // On a dozen matches, sorting those read from another covering index costs about the same as
      // the walk (the indexes' sizes decide), so the walk in price order is asked for: what is under
      // test is that it tests every filter on the index alone, without reading the table.
      const plan = await explain(directoryPageIdsQuery(database.db, directoryWhere(conditionsOf(query)), page, order), {
        walk: true,
        inOrder: true,
      });
      expect(plan).toContain(`Index Only Scan using ${index}`);
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it.each([
    ["price_asc", "coaches_active_state_price_asc_idx"],
    ["price_desc", "coaches_active_state_price_desc_idx"],
  ])("%s within one state reads its page from %s, testing the filters on the index alone", async (sort, index) => {
    const where = directoryWhere(conditionsOf("category=Couples%20Therapy&location=Texas"));
    const plan = await explain(directoryPageIdsQuery(database.db, where, page, ORDERS[sort]), { walk: true });
    expect(plan).toContain(`Index Only Scan using ${index}`);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  // A narrow filter may rather sort its few matches (the planner's choice); a broad one walks.
  it.each(["", "professionalType=Certified%20Coach"])(
    "next_available (%s) reads coaches with a next free time from its index, then the rest from the order index, each without a sort",
    async (query) => {
      const ranks = nextAvailableRanks(conditionsOf(query));
      const { first, rest } = rankConditions(ranks, false);
      const firstPlan = await explain(directoryPageIdsQuery(database.db, first, page, NEXT_AVAILABLE_ORDER));
      expect(firstPlan).toContain("coach_availability_next_available_idx");
      expect(firstPlan).not.toMatch(/\bSort\b/);
      const restPlan = await explain(directoryPageIdsQuery(database.db, rest, page, RATING_ORDER));
      expect(restPlan).toContain("coaches_active_order_idx");
      expect(restPlan).not.toMatch(/\bSort\b/);
      // Each walked coach's hours are asked one by one, not every coach's hashed first.
      expect(restPlan).toContain("Nested Loop Anti Join");
    },
  );
});
