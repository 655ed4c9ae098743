// Named (prepared) statements for hot reads: PostgreSQL parses a named statement once per
// connection, and each later run sends only its values, not the whole text (docs/decisions/095).
// Names come from the statement's text; a process names at most MAX_NAMED texts, the rest run
// unnamed, so hand-made filter combinations cannot pile up statements on every connection.
// A statement given a key is also rendered once per key and kept, so a repeated query skips
// building its SQL; the first MAX_INLINED keys of a process are rendered with their values written
// into the text (quoted by the driver), which makes each a statement without parameters that
// PostgreSQL plans once per connection instead of on every run (docs/decisions/099).
import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { setBounded } from "../lib/bounded-map";
import { DATABASE_CASING, type DatabaseOrTransaction } from "./client";

/** How many keys a process renders with their values inline (each a statement of its own on every connection). */
const MAX_INLINED = 100;
/** Texts a process names: the inlined ones and 200 with parameters. */
const MAX_NAMED = 200 + MAX_INLINED;
/** How many rendered statements are kept by key; past it, the oldest is forgotten. */
const MAX_RENDERED = 1_000;
const dialect = new PgDialect({ casing: DATABASE_CASING });
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `kd_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

const rendered = new Map<string, Query>();
let inlinedCount = 0;

/** The query with each $n replaced by its value as a quoted literal (the driver's quoting; the column types its type). */
function withValuesInline(query: Query): Query {
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return value === null || value === undefined ? "null" : pg.escapeLiteral(String(value));
  });
  return { sql: text, params: [] };
}

/** `build()` rendered once per key: the key must name the statement exactly, values included. */
function renderedFor(key: string, build: () => SQL): Query {
  const known = rendered.get(key);
  if (known) return known;
  const query = dialect.sqlToQuery(build());
  const inline = inlinedCount < MAX_INLINED;
  if (inline) inlinedCount += 1;
  return setBounded(rendered, key, inline ? withValuesInline(query) : query, MAX_RENDERED);
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
