// Named statements against a real PostgreSQL: rendered once per key with their values in the text,
// parsed and planned once per connection; and where the embedded cluster puts its socket.
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { connectDatabase } from "./client";
import { socketDirFor } from "./embedded";
import { queryPrepared } from "./prepared";

// One connection, so the statements it prepared can be read back on it.
const { db } = connectDatabase((await createTestDatabase()).url, { max: 1 });
afterAll(() => db.$client.end());

const preparedLike = async (pattern: string) =>
  (
    await db.$client.query<{ name: string; types: string; statement: string }>(
      "select name, parameter_types::text as types, statement from pg_prepared_statements where statement like $1",
      [pattern],
    )
  ).rows;

describe("named statements", () => {
  it("given a key, are rendered once for that key and answer the values the key names", async () => {
    let builds = 0;
    const keyed = (value: number) => ({
      key: `prepared.test doubled ${value}`,
      build: () => {
        builds += 1;
        return sql`select ${value}::int * 2 as doubled`;
      },
    });
    const answers = [];
    for (const value of [3, 3, 5]) answers.push(await queryPrepared<{ doubled: number }>(db, keyed(value)));
    expect(answers).toEqual([[{ doubled: 6 }], [{ doubled: 6 }], [{ doubled: 10 }]]);
    expect(builds).toBe(2);
  });

  it("carry their values in the text, quoted, and are prepared once on a connection with no parameters", async () => {
    const tricky = `it's a \\ back'slash; select 1 -- $1`;
    const echo = { key: "prepared.test echo", build: () => sql`select ${tricky}::text as echoed, ${7}::int + 1 as eight` };
    const answers = [await queryPrepared(db, echo), await queryPrepared(db, echo)];
    expect(answers).toEqual([[{ echoed: tricky, eight: 8 }], [{ echoed: tricky, eight: 8 }]]);
    const prepared = await preparedLike("%as echoed%");
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ name: expect.stringMatching(/^kd_/), types: "{}" });
  });
});

describe("the embedded cluster's socket", () => {
  it("is in the cluster's folder when its path fits, and absent (TCP only) when it does not", () => {
    expect(socketDirFor("/srv/kindred/data/postgres", 5432)).toBe("/srv/kindred/data/postgres");
    expect(socketDirFor(path.join("/srv", "x".repeat(100), "postgres"), 5432)).toBeUndefined();
    expect(socketDirFor("/srv/kindred data/postgres", 5432)).toBeUndefined();
  });
});
