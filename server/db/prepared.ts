// Named (prepared) statements for hot reads: PostgreSQL parses a named statement once per
// connection, and each later run sends only its values, not the whole text (docs/decisions/095).
// Names come from the statement's text; a process names at most MAX_NAMED texts, the rest run
// unnamed, so hand-made filter combinations cannot pile up statements on every connection.
// A statement given a key is also rendered (text and values) once per key and kept, so a repeated
// query skips building its SQL (docs/decisions/099).
import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { DATABASE_CASING, type DatabaseOrTransaction } from "./client";

const MAX_NAMED = 200;
const dialect = new PgDialect({ casing: DATABASE_CASING });
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `kd_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** How many rendered statements are kept by key; past it, the oldest is forgotten. */
export const MAX_RENDERED = 1_000;
const rendered = new Map<string, Query>();

/** `build()` rendered to text and values, once per key: the key must name the statement exactly, values included. */
function renderedFor(key: string, build: () => SQL): Query {
  const known = rendered.get(key);
  if (known) return known;
  const query = dialect.sqlToQuery(build());
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, query);
  return query;
}

/**
 * Runs a statement as a named statement (unnamed past the limit) and answers its rows: `statement`
 * itself, or `{ key, build }`, rendered once per key (the key names the statement, values included).
 */
export async function queryPrepared<Row>(db: DatabaseOrTransaction, statement: SQL | { key: string; build: () => SQL }): Promise<Row[]> {
  const query = "build" in statement ? renderedFor(statement.key, statement.build) : dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, nameFor(query.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
