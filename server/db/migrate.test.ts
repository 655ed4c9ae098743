// Applying migrations leaves the tables ready to be read fast: vacuumed (visibility map for
// index-only scans) and analysed (statistics for the planner) when a migration was applied, and
// left alone when there was nothing to apply (docs/decisions/122).
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { runMigrations } from "./migrate";

const database = await createTestDatabase({ empty: true });

async function maintenance() {
  const { rows } = await database.pool.query<{ vacuumed: Date | null; analysed: Date | null; vacuums: number }>(
    `select last_vacuum as vacuumed, last_analyze as analysed, vacuum_count::int as vacuums
       from pg_stat_user_tables where schemaname = 'public' and relname = 'coaches'`,
  );
  return rows[0];
}

describe("applying migrations", () => {
  it("vacuums and analyses the database after applying migrations, and not when none was new", async () => {
    await runMigrations(database);
    const first = await maintenance();
    expect(first.vacuumed).toBeInstanceOf(Date);
    expect(first.analysed).toBeInstanceOf(Date);
    expect(first.vacuums).toBe(1);

    await runMigrations(database);
    expect((await maintenance()).vacuums).toBe(1);
  });
});
