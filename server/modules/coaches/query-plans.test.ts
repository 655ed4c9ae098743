// The directory's real queries (as the repository builds them) against 3,000 generated coaches with
// fresh statistics: each filter can be answered from its index, and the unfiltered first page walks
// the order index without sorting. Sequential scans are switched off so that the question is
// "is there an index path", not "is the table small".
import { describe, expect, it } from "vitest";
import { coaches } from "../../db/schema";
import { createRandom, generateCoach } from "../../../scripts/lib/generated-coaches";
import { createTestDatabase } from "../../../tests/support/test-database";
import { directoryCountQuery, directoryRanks, rankConditions, walkFirstRank } from "./directory-ranking-repository";
import { directoryPageIdsQuery } from "./directory-json-repository";
import { directoryPageQuery, directoryWhere, type DirectoryConditions } from "./repository";
import { directoryConditions } from "./service";
import { directoryQuerySchema } from "#common/directory-query";

const database = await createTestDatabase();
const random = createRandom(7);
for (let offset = 0; offset < 3000; offset += 500) {
  await database.db.insert(coaches).values(Array.from({ length: 500 }, (_, i) => generateCoach(random, offset + i)));
}
// VACUUM too: an index-only scan skips the table only for pages the visibility map marks all-visible.
await database.pool.query("vacuum analyze coaches");

const ORDER_INDEXES = ["coaches_active_order_idx", "coaches_active_state_order_idx"];
const PRICE_INDEXES = [
  "coaches_active_price_asc_idx",
  "coaches_active_price_desc_idx",
  "coaches_active_state_price_asc_idx",
  "coaches_active_state_price_desc_idx",
];

/**
 * EXPLAIN inside a transaction that is rolled back. `withoutOrderIndex` drops the partial
 * active-coaches indexes in the directory's order for the duration (DDL is transactional), except
 * `keep`: on a small table PostgreSQL would rather read every active row through one of them, which
 * hides whether the filter has an index path.
 */
async function explain(
  query: { toSQL(): { sql: string; params: unknown[] } },
  options: { withoutOrderIndex?: boolean; keep?: string; walk?: boolean } = {},
): Promise<string> {
  const { sql, params } = query.toSQL();
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    if (options.walk) await client.query("set local enable_bitmapscan = off");
    // The price orders' indexes (sort-query-plans.test.ts) carry the same columns: on this small table,
    // reading all of one and sorting costs the same as the default order's paths asked about here.
    for (const index of PRICE_INDEXES) await client.query(`drop index ${index}`);
    if (options.withoutOrderIndex) for (const index of ORDER_INDEXES) if (index !== options.keep) await client.query(`drop index ${index}`);
    const result = await client.query(`explain ${sql}`, params);
    return result.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("rollback");
    client.release();
  }
}

const conditionsOf = (query: string): DirectoryConditions =>
  directoryConditions(directoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));

describe("directory query plans", () => {
  it.each([
    ["search", "search=okafor", "coaches_search_vector_idx"],
    ["search via the taxonomy", "search=Polyamory", "coaches_specializations_idx"],
    ["category", "category=Couples%20Therapy", "coaches_specializations_idx"],
    ["experience", "experience=10", "coaches_experience_idx"],
    ["budget", "minRate=200&maxRate=999", "coaches_hourly_rate_idx"],
    ["availability", "availability=weekends", "coaches_availability_idx"],
    ["language", "language=Korean", "coaches_languages_idx"],
    ["location (a state)", "location=Texas", "coaches_active_state_order_idx"],
    ["location (other text)", "location=Springfield", "coaches_location_trgm_idx"],
    ["certification", "certification=AASECT", "coaches_certifications_idx"],
    ["insurance", "insurance=Medicaid", "coaches_insurance_idx"],
    ["gender", "gender=Nonbinary", "coaches_gender_idx"],
    ["professional type", "professionalType=Certified%20Coach", "coaches_professional_type_idx"],
  ])("%s can use %s", async (_label, query, index) => {
    const where = directoryWhere(conditionsOf(query));
    const plan = await explain(directoryCountQuery(database.db, where), { withoutOrderIndex: true, keep: index });
    expect(plan).toContain(index);
  });

  it("the unfiltered first page walks the order index without a sort", async () => {
    const plan = await explain(directoryPageQuery(database.db, directoryWhere(conditionsOf("")), { limit: 24, offset: 0 }));
    expect(plan).toContain("coaches_active_order_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("each rank of a broad search walks the order index without a sort", async () => {
    const ranks = directoryRanks(conditionsOf("search=Technology%20%26%20Modern%20Dating"))!;
    for (const walkFirst of [false, true]) {
      const { first, rest } = rankConditions(ranks, walkFirst);
      for (const where of [first, rest]) {
        const plan = await explain(directoryPageQuery(database.db, where, { limit: 24, offset: 24 }));
        expect(plan).toContain("coaches_active_order_idx");
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });

  it("within a state, each rank and the plain page read that state's coaches in order, without the broad specializations", async () => {
    const ranks = directoryRanks(conditionsOf("category=Family%20%26%20Parenting&location=Texas"));
    const page = { limit: 24, offset: 0 };
    expect(walkFirstRank(ranks, undefined, page)).toBe(true);
    const { first, rest } = rankConditions(ranks!, true);
    for (const where of [first, rest, directoryWhere(conditionsOf("category=Couples%20Therapy&location=Texas"))]) {
      const plan = await explain(directoryPageQuery(database.db, where, page));
      expect(plan).toContain("coaches_active_state_order_idx");
      expect(plan).not.toContain("coaches_specializations_idx");
    }
  });

  it.each([
    ["every filter the order index carries", "language=Spanish&availability=weekends&professionalType=Licensed%20Therapist&gender=Female"],
    ["a certification, insurance, experience and budget", "certification=LMFT&insurance=Aetna&experience=5&minRate=50&maxRate=150"],
    ["a category", "category=Couples%20Therapy"],
  ])("walking the order index for %s reads no table row (an index-only scan)", async (_label, query) => {
    const where = directoryWhere(conditionsOf(query));
    const plan = await explain(directoryPageIdsQuery(database.db, where, { limit: 24, offset: 48 }), { walk: true });
    expect(plan).toContain("Index Only Scan using coaches_active_order_idx");
  });

  it.each([
    ["a category", "category=Couples%20Therapy&location=Texas"],
    ["a language, a day and an insurer", "language=Spanish&availability=weekends&insurance=Aetna&location=TX"],
  ])("walking one state's coaches for %s reads no table row (an index-only scan)", async (_label, query) => {
    const where = directoryWhere(conditionsOf(query));
    const plan = await explain(directoryPageIdsQuery(database.db, where, { limit: 24, offset: 0 }), { walk: true });
    expect(plan).toContain("Index Only Scan using coaches_active_state_order_idx");
  });
});

describe("directory ranks: which queries are ranked, and when the first rank walks the order index", () => {
  it("a first rank walks the order index only when the cached totals show it dense there", () => {
    const ranks = directoryRanks(conditionsOf("search=Technology%20%26%20Modern%20Dating"));
    const page = { limit: 24, offset: 0 };
    expect(walkFirstRank(ranks, undefined, page)).toBe(false);
    expect(walkFirstRank(ranks, { total: 46_927, first: 20_858, active: 97_077 }, page)).toBe(true);
    expect(walkFirstRank(ranks, { total: 1_277, first: 693, active: 97_077 }, page)).toBe(true);
    expect(walkFirstRank(ranks, { total: 1_277, first: 200, active: 97_077 }, page)).toBe(false);
    expect(walkFirstRank(ranks, { total: 46_927, first: 20_858, active: 97_077 }, { limit: 24, offset: 2_400 })).toBe(false);
    expect(walkFirstRank(undefined, { total: 1, first: 1, active: 1 }, page)).toBe(false);
  });

  it.each([
    ["no search or category", ""],
    ["a search that names nothing in the catalogue", "search=okafor"],
    ["a category without related specializations", "category=Couples%20Therapy"],
    ["a search whose exact matches are all of the category", "search=couples%20therapy&category=Couples%20Therapy"],
  ])("%s has no ranks (the plain page query)", (_label, query) => {
    expect(directoryRanks(conditionsOf(query))).toBeUndefined();
  });
});
