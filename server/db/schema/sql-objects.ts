// What the tables rely on that Drizzle cannot declare: extensions, functions, triggers, exclusion
// constraints and the INCLUDE columns of covering indexes. Each is described beside the table it
// belongs to (server/db/schema/<area>.ts), as the SQL a migration writes, under its name; the tables'
// columns, checks, keys and index keys stay Drizzle declarations. The migrations remain the way a
// change reaches a database: a hand-written migration copies its statement from here, and
// server/db/schema-description.test.ts fails when the migrated database and these descriptions
// disagree, either way (docs/decisions/120).
import { getTableName, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A PostgreSQL extension the schema uses (CREATE EXTENSION). */
export interface SqlExtension {
  kind: "extension";
  name: string;
  sql: string;
}

/** A function, as its latest migration creates it: the body is compared character for character. */
export interface SqlFunction {
  kind: "function";
  name: string;
  sql: string;
}

/** A trigger on `table`. */
export interface SqlTrigger {
  kind: "trigger";
  name: string;
  table: string;
  sql: string;
}

/** A constraint Drizzle cannot declare (an exclusion constraint), added to `table`. */
export interface SqlConstraint {
  kind: "constraint";
  name: string;
  table: string;
  sql: string;
}

/** Columns an index declared in Drizzle also carries (INCLUDE), in their order: an index-only walk reads them. */
export interface SqlIndexInclude {
  kind: "include";
  index: string;
  table: string;
  columns: string[];
}

export type SqlObject = SqlExtension | SqlFunction | SqlTrigger | SqlConstraint | SqlIndexInclude;

export function sqlExtension(name: string): SqlExtension {
  return { kind: "extension", name, sql: `CREATE EXTENSION IF NOT EXISTS ${name}` };
}

export function sqlFunction(name: string, sql: string): SqlFunction {
  return { kind: "function", name, sql };
}

export function sqlTrigger(table: Table, name: string, sql: string): SqlTrigger {
  return { kind: "trigger", name, table: getTableName(table), sql };
}

export function sqlConstraint(table: Table, name: string, sql: string): SqlConstraint {
  return { kind: "constraint", name, table: getTableName(table), sql };
}

export function indexInclude(table: Table, index: string, columns: PgColumn[]): SqlIndexInclude {
  return { kind: "include", index, table: getTableName(table), columns: columns.map((column) => column.name) };
}

/**
 * Public answers (directory, profiles, reviews, posts, sitemap, signed-out pages) are cached in
 * every web process. A change to the tables they are made of notifies every process when its
 * transaction commits, whichever process or script made it (server/modules/public-cache/listener.ts).
 */
export const notifyPublicContent = sqlFunction(
  "kindred_notify_public_content",
  String.raw`CREATE OR REPLACE FUNCTION kindred_notify_public_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kindred_public_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$`,
);

/** The statement-level trigger that notifies the public caches of any change to `table`. */
export function publicContentTrigger(table: Table): SqlTrigger {
  const name = getTableName(table);
  return sqlTrigger(
    table,
    `${name}_public_content`,
    `CREATE TRIGGER ${name}_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name}
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_notify_public_content()`,
  );
}
