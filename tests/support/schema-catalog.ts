// The schema as PostgreSQL holds it (read from pg_catalog, each object in PostgreSQL's own words),
// and a database made from the schema's description alone: the Drizzle tables through drizzle-kit,
// then the SQL objects described beside them (server/db/schema/sql-objects.ts). Comparing the two
// catalogues is how server/db/schema-description.test.ts holds the migrations and the description
// to each other (docs/decisions/120): PostgreSQL writes both sides, so spelling never differs.
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import type pg from "pg";
import type { SqlIndexInclude, SqlObject } from "../../server/db/schema/sql-objects";

/**
 * Schemas nothing in server/db/schema describes: PostgreSQL's own, the job queue's (installed by
 * graphile-worker's own migrations, server/db/migrate.ts) and drizzle's journal of applied migrations.
 */
export const UNDESCRIBED_SCHEMAS = ["pg_catalog", "information_schema", "graphile_worker", "drizzle"];

/** Object → its definition, keyed "<kind> <schema>.<name>" (a column, constraint or trigger also names its table). */
export type Catalog = Map<string, string>;

const inScope = (alias: string) =>
  `${alias}.nspname <> all($1::text[]) and ${alias}.nspname not like 'pg\\_toast%' and ${alias}.nspname not like 'pg\\_temp%'`;

/** Not an object an extension brought (pg_trgm's and btree_gist's functions and types live in public). */
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend e where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;

const QUERIES: { kind: string; sql: string }[] = [
  { kind: "schema", sql: `select n.nspname as key, '' as def from pg_namespace n where ${inScope("n")}` },
  {
    kind: "extension",
    sql: `select x.extname as key, 'in schema ' || n.nspname as def
      from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname <> 'plpgsql'`,
  },
  {
    kind: "relation",
    sql: `select n.nspname || '.' || c.relname as key,
        case c.relkind when 'r' then 'table' when 'p' then 'partitioned table' when 'v' then 'view'
          when 'm' then 'materialized view' when 'S' then 'sequence' when 'f' then 'foreign table' else 'type' end as def
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where ${inScope("n")} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c') and ${notFromExtension("pg_class", "c.oid")}
        and (c.relkind <> 'c' or not exists (select 1 from pg_type t where t.typrelid = c.oid and t.typtype <> 'c'))`,
  },
  {
    kind: "column",
    sql: `select n.nspname || '.' || c.relname || '.' || a.attname as key,
        format_type(a.atttypid, a.atttypmod)
          || case when a.attnotnull then ' not null' else '' end
          || case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
                  when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end
          || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end as def
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${inScope("n")} and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and ${notFromExtension("pg_class", "c.oid")}`,
  },
  {
    // NOT NULL is a column's (above): PostgreSQL 18 also lists it as a constraint, named after the
    // column's first name, which a renamed column keeps.
    kind: "constraint",
    sql: `select n.nspname || '.' || c.relname || '.' || k.conname as key, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where ${inScope("n")} and k.contype <> 'n'`,
  },
  {
    kind: "index",
    sql: `select n.nspname || '.' || c.relname as key, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where ${inScope("n")}`,
  },
  {
    kind: "function",
    sql: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
        -- A body as written: its line breaks and indentation are not part of what it does.
        case when p.prokind in ('f', 'p') then regexp_replace(pg_get_functiondef(p.oid), '\\s+', ' ', 'g') else 'kind ' || p.prokind::text end as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${inScope("n")} and ${notFromExtension("pg_proc", "p.oid")}`,
  },
  {
    kind: "trigger",
    sql: `select n.nspname || '.' || c.relname || '.' || t.tgname as key, pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where ${inScope("n")} and not t.tgisinternal`,
  },
  {
    kind: "type",
    sql: `select n.nspname || '.' || t.typname as key,
        case t.typtype when 'e' then 'enum (' || (select string_agg(quote_literal(l.enumlabel), ', ' order by l.enumsortorder) from pg_enum l where l.enumtypid = t.oid) || ')'
          when 'd' then 'domain over ' || format_type(t.typbasetype, t.typtypmod) else 'type ' || t.typtype::text end as def
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where ${inScope("n")} and t.typtype in ('e', 'd', 'r', 'm') and ${notFromExtension("pg_type", "t.oid")}`,
  },
];

export async function readCatalog(pool: pg.Pool): Promise<Catalog> {
  const catalog: Catalog = new Map();
  for (const { kind, sql } of QUERIES) {
    const result = await pool.query<{ key: string; def: string }>(sql, kind === "extension" ? [] : [UNDESCRIBED_SCHEMAS]);
    for (const row of result.rows) catalog.set(`${kind} ${row.key}`, row.def);
  }
  return catalog;
}

/** What one catalogue has that the other lacks or holds otherwise, one readable line each (empty: they agree). */
export function catalogDifferences(database: Catalog, description: Catalog): string[] {
  const lines: string[] = [];
  for (const [key, definition] of database) {
    const described = description.get(key);
    if (described === undefined) lines.push(`in the database, described nowhere: ${key}: ${definition}`);
    else if (described !== definition) lines.push(`differs: ${key}\n  database:    ${definition}\n  description: ${described}`);
  }
  for (const [key, definition] of description) {
    if (!database.has(key)) lines.push(`described, not in the database: ${key}: ${definition}`);
  }
  return lines.sort();
}

async function run(pool: pg.Pool, what: string, sql: string): Promise<void> {
  try {
    await pool.query(sql);
  } catch (error) {
    throw new Error(`${what} does not apply: ${(error as Error).message}\n${sql}`, { cause: error });
  }
}

/** Makes a Drizzle-declared index again with the described INCLUDE columns, its key and WHERE unchanged. */
async function addInclude(pool: pg.Pool, include: SqlIndexInclude): Promise<void> {
  const found = await pool.query<{ def: string; predicate: string | null }>(
    `select pg_get_indexdef(i.indexrelid) as def, pg_get_expr(i.indpred, i.indrelid) as predicate
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = $1 and i.indrelid = $2::regclass`,
    [include.index, include.table],
  );
  const index = found.rows[0];
  if (!index) throw new Error(`INCLUDE columns described for ${include.index}, which no Drizzle declaration of ${include.table} makes`);
  const where = index.predicate === null ? "" : ` WHERE ${index.predicate}`;
  if (!index.def.endsWith(where)) throw new Error(`Unexpected definition of ${include.index}: ${index.def}`);
  const key = index.def.slice(0, index.def.length - where.length);
  const columns = include.columns.map((column) => `"${column}"`).join(", ");
  await run(pool, `INCLUDE of ${include.index}`, `DROP INDEX "${include.index}"`);
  await run(pool, `INCLUDE of ${include.index}`, `${key} INCLUDE (${columns})${where}`);
}

/**
 * Makes the schema in an empty database from its description alone: extensions and functions first
 * (the generated columns call the functions), then the Drizzle tables as drizzle-kit would create
 * them from nothing, then the INCLUDE columns, constraints and triggers described beside them.
 */
export async function makeFromDescription(pool: pg.Pool, tables: Record<string, unknown>, objects: readonly SqlObject[]): Promise<void> {
  for (const object of objects) if (object.kind === "extension") await run(pool, `extension ${object.name}`, object.sql);
  for (const object of objects) if (object.kind === "function") await run(pool, `function ${object.name}`, object.sql);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables, undefined, undefined, "snake_case"));
  for (const statement of statements) await run(pool, "Drizzle's statement", statement);
  for (const object of objects) if (object.kind === "include") await addInclude(pool, object);
  for (const object of objects) if (object.kind === "constraint") await run(pool, `constraint ${object.name}`, object.sql);
  for (const object of objects) if (object.kind === "trigger") await run(pool, `trigger ${object.name}`, object.sql);
}

/** Described objects whose name is not the name of what their SQL makes (the catalogue is the one made from the description). */
export function misnamedObjects(catalog: Catalog, objects: readonly SqlObject[]): string[] {
  const keys = [...catalog.keys()];
  const made = (prefix: string) => keys.some((key) => key.startsWith(prefix));
  return objects
    .filter((object) => {
      switch (object.kind) {
        case "extension":
          return !catalog.has(`extension ${object.name}`);
        case "function":
          return !made(`function public.${object.name}(`);
        case "trigger":
        case "constraint":
          return !catalog.has(`${object.kind} public.${object.table}.${object.name}`);
        case "include":
          return !/ INCLUDE \(/.test(catalog.get(`index public.${object.index}`) ?? "");
      }
    })
    .map((object) => `${object.kind} ${"name" in object ? object.name : object.index}`);
}
