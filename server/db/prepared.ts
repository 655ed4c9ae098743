// Named (prepared) statements for hot reads: PostgreSQL parses a named statement once per
// connection, and each later run sends only its values, not the whole text (docs/decisions/095).
// Names come from the statement's text; a process names at most MAX_NAMED texts, the rest run
// unnamed, so hand-made filter combinations cannot pile up statements on every connection.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
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

/** Runs `statement` as a named statement (unnamed past the limit) and answers its rows. */
export async function queryPrepared<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, nameFor(query.sql), false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
