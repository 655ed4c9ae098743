// The SQL function that writes a coach as the public API answers it (kindred_coach_public_json),
// made from the field description (common/coach-fields.ts): its arguments are the public fields'
// columns in the answer's order, and each value is written as toPublicCoach() writes it. The
// stored column public_json calls it with the same list. A migration creates the function; a test
// compares the migrated database's function with this text and prints the migration to write when
// they differ (docs/adding-a-coach-field.md).
import { COACH_FIELDS, coachFieldEntries, type CoachFieldDescriptions, type CoachFieldKind } from "#common/coach-fields";

export const COACH_PUBLIC_JSON_FUNCTION = "kindred_coach_public_json";

/** Each kind's argument type, as PostgreSQL names it (format_type). */
const SQL_TYPES: Record<CoachFieldKind, string> = {
  uuid: "uuid",
  text: "text",
  nullableText: "text",
  textList: "text[]",
  integer: "integer",
  boolean: "boolean",
  cents: "integer",
  rating: "numeric",
  timestamp: "timestamp with time zone",
};

/** The JSON value of a column of each kind: the same text JSON.stringify(toPublicCoach(row)) writes. */
function jsonValue(kind: CoachFieldKind, column: string): string {
  switch (kind) {
    case "cents":
      return `(${column} / 100.0)::numeric(10, 2)::text`;
    case "rating":
      return `${column}::float8`;
    case "timestamp":
      return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      return column;
  }
}

/** The function's SQL for a description: its arguments, the stored column's call, its body, its CREATE statement and the migration that makes them. */
export function coachPublicJsonSql(fields: CoachFieldDescriptions = COACH_FIELDS) {
  const publicFields = coachFieldEntries(fields).filter(([, field]) => field.public);
  /** The public fields' columns and their types, in the answer's order. */
  const parameters = publicFields.map(([, field]) => ({ name: field.column, type: SQL_TYPES[field.kind] }));
  /** `kindred_coach_public_json(id, first_name, …)`. */
  const call = `${COACH_PUBLIC_JSON_FUNCTION}(${parameters.map((p) => p.name).join(", ")})`;
  /** PostgreSQL keeps a function's body as written: the test compares it, spaces aside. */
  const body = `
  SELECT json_build_object(
    ${publicFields.map(([name, field]) => `'${field.publicName ?? name}', ${jsonValue(field.kind, field.column)}`).join(",\n    ")}
  )::text
`;
  /** The statement that creates the function (a migration's text; the schema's description of SQL objects may use it). */
  const createFunction = `CREATE FUNCTION ${COACH_PUBLIC_JSON_FUNCTION}(${parameters.map((p) => `${p.name} ${p.type}`).join(", ")}) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$${body}$$`;
  /** The migration that makes the function and the stored column again; `oldParameters` is the current function's list. */
  const migration = (oldParameters: string) =>
    [
      `ALTER TABLE "coaches" DROP COLUMN "public_json";--> statement-breakpoint`,
      `DROP FUNCTION ${COACH_PUBLIC_JSON_FUNCTION}(${oldParameters});--> statement-breakpoint`,
      `${createFunction};--> statement-breakpoint`,
      `ALTER TABLE "coaches" ADD COLUMN "public_json" text GENERATED ALWAYS AS (${call}) STORED;`,
    ].join("\n");
  return { parameters, call, body, createFunction, migration };
}

/** The stored column's call, as the table declares it. */
export const coachPublicJsonCall = coachPublicJsonSql().call;
