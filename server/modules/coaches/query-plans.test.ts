// The directory's real queries (as the repository builds them) against 3,000 generated coaches with
// fresh statistics: each filter can be answered from its index, and the unfiltered first page walks
// the order index without sorting. Sequential scans are switched off so that the question is
// "is there an index path", not "is the table small".
import { describe, expect, it } from "vitest";
import { coaches } from "../../db/schema";
import { createRandom, generateCoach } from "../../../scripts/lib/generated-coaches";
import { createTestDatabase } from "../../../tests/support/test-database";
import { directoryCountQuery, directoryPageQuery, directoryWhere, type DirectoryConditions } from "./repository";
import { directoryConditions } from "./service";
import { directoryQuerySchema } from "#common/directory-query";

const database = await createTestDatabase();
const random = createRandom(7);
for (let offset = 0; offset < 3000; offset += 500) {
  await database.db.insert(coaches).values(Array.from({ length: 500 }, (_, i) => generateCoach(random, offset + i)));
}
await database.pool.query("analyze coaches");

/**
 * EXPLAIN inside a transaction that is rolled back. `withoutOrderIndex` drops the partial
 * active-coaches index for the duration (DDL is transactional): on a small table PostgreSQL would
 * rather read every active row through it, which hides whether the filter has an index path.
 */
async function explain(query: { toSQL(): { sql: string; params: unknown[] } }, options: { withoutOrderIndex?: boolean } = {}): Promise<string> {
  const { sql, params } = query.toSQL();
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    if (options.withoutOrderIndex) await client.query("drop index coaches_active_order_idx");
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
    ["location (a state)", "location=Texas", "coaches_state_code_idx"],
    ["location (other text)", "location=Springfield", "coaches_location_trgm_idx"],
    ["certification", "certification=AASECT", "coaches_certifications_idx"],
    ["insurance", "insurance=Medicaid", "coaches_insurance_idx"],
    ["gender", "gender=Nonbinary", "coaches_gender_idx"],
    ["professional type", "professionalType=Certified%20Coach", "coaches_professional_type_idx"],
  ])("%s can use %s", async (_label, query, index) => {
    const where = directoryWhere(conditionsOf(query));
    const plan = await explain(directoryCountQuery(database.db, where), { withoutOrderIndex: true });
    expect(plan).toContain(index);
  });

  it("the unfiltered first page walks the order index without a sort", async () => {
    const plan = await explain(directoryPageQuery(database.db, directoryWhere(conditionsOf("")), { limit: 24, offset: 0 }));
    expect(plan).toContain("coaches_active_order_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
