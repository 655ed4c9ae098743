// Named statements against a real PostgreSQL: parsed once per connection, run with each call's
// values, and still planned for those values; and where the embedded cluster puts its socket.
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { socketDirFor } from "./embedded";
import { queryPrepared } from "./prepared";

const { db } = await createTestDatabase();

const doubled = (value: number) => sql`select ${value}::int * 2 as doubled`;

describe("named statements", () => {
  it("are prepared once on a connection and answer each call's values", async () => {
    const seen = await db.transaction(async (tx) => {
      const answers = [await queryPrepared<{ doubled: number }>(tx, doubled(2)), await queryPrepared<{ doubled: number }>(tx, doubled(21))];
      const prepared = await tx.execute<{ name: string; statement: string }>(sql`select name, statement from pg_prepared_statements`);
      return { answers, prepared: prepared.rows.filter((row) => row.statement.includes("* 2 as doubled")) };
    });
    expect(seen.answers).toEqual([[{ doubled: 4 }], [{ doubled: 42 }]]);
    expect(seen.prepared).toHaveLength(1);
    expect(seen.prepared[0].name).toMatch(/^kd_/);
  });

  it("given a key, are rendered once for that key and answer the values the key names", async () => {
    let builds = 0;
    const keyed = (value: number) => ({
      key: `prepared.test doubled ${value}`,
      build: () => {
        builds += 1;
        return doubled(value);
      },
    });
    const answers = [];
    for (const value of [3, 3, 5]) answers.push(await queryPrepared<{ doubled: number }>(db, keyed(value)));
    expect(answers).toEqual([[{ doubled: 6 }], [{ doubled: 6 }], [{ doubled: 10 }]]);
    expect(builds).toBe(2);
  });

  it("given a key, carry their values in the text, quoted, so one plan serves every run", async () => {
    const tricky = `it's a \\ back'slash; select 1 -- $1`;
    const echo = { key: "prepared.test echo", build: () => sql`select ${tricky}::text as echoed, ${7}::int + 1 as eight` };
    const seen = await db.transaction(async (tx) => {
      const answers = [await queryPrepared(tx, echo), await queryPrepared(tx, echo)];
      const prepared = await tx.execute<{ types: string }>(
        sql`select parameter_types::text as types from pg_prepared_statements where statement like '%as echoed%'`,
      );
      return { answers, prepared: prepared.rows };
    });
    expect(seen.answers).toEqual([[{ echoed: tricky, eight: 8 }], [{ echoed: tricky, eight: 8 }]]);
    expect(seen.prepared).toEqual([{ types: "{}" }]);
  });

  it("are planned for their values every time (a plan for any value could walk the wrong index)", async () => {
    const rows = await queryPrepared<{ mode: string }>(db, sql`select current_setting('plan_cache_mode') as mode`);
    expect(rows).toEqual([{ mode: "force_custom_plan" }]);
  });
});

describe("the embedded cluster's socket", () => {
  it("is in the cluster's folder when its path fits, and absent (TCP only) when it does not", () => {
    expect(socketDirFor("/srv/kindred/data/postgres", 5432)).toBe("/srv/kindred/data/postgres");
    expect(socketDirFor(path.join("/srv", "x".repeat(100), "postgres"), 5432)).toBeUndefined();
    expect(socketDirFor("/srv/kindred data/postgres", 5432)).toBeUndefined();
  });
});
