// Named (prepared) statements for the hottest read, the directory page (docs/decisions/125-one-directory-read-path.md).
// A statement is given a key that names it exactly, values included; it is rendered once per key,
// with its values written into the text by Drizzle (`inlineParams()`: quoted as string literals),
// and run as one of the driver's named statements. PostgreSQL then parses and plans that text once
// per connection and reuses the plan: a statement without parameters has one plan, and it is the
// plan for these values. With parameters instead, a plan made once for any value walked the wrong
// index (14–46 ms instead of under 1 ms for a filter at 100,000 coaches), and as plain queries every
// run was parsed and planned again (the directory's worst p95 went from 14 to 21.8 ms).
//
// A process names at most MAX_NAMED texts; past that, statements run unnamed (parsed and planned
// every time), so hand-made filter combinations cannot pile up statements on every connection.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { setBounded } from "../lib/bounded-map";
import { DATABASE_CASING, type Database } from "./client";

/** Texts a process names (each a statement of its own on every connection that runs it). */
const MAX_NAMED = 300;
/** How many rendered statements are kept by key; past it, the oldest is forgotten. */
const MAX_RENDERED = 1_000;
const dialect = new PgDialect({ casing: DATABASE_CASING });
const names = new Map<string, string>();
const rendered = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `kd_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** `build()` rendered once per key with its values in the text: the key must name the statement exactly, values included. */
function textFor(key: string, build: () => SQL): string {
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const { sql: text } = dialect.sqlToQuery(build().inlineParams());
  return setBounded(rendered, key, text, MAX_RENDERED);
}

/** Runs the statement `{ key, build }` as a named statement (unnamed past the limit) and answers its rows. */
export async function queryPrepared<Row>(db: Database, statement: { key: string; build: () => SQL }): Promise<Row[]> {
  const text = textFor(statement.key, statement.build);
  const result = await db.$client.query<Row & Record<string, unknown>>({ name: nameFor(text), text });
  return result.rows;
}
