// What the server makes from the coach field description (common/coach-fields.ts): the public
// answer of a coach record, the values an editor may write, and the directory's field filters as
// query values and SQL conditions. Each is made from a description passed in (the real one by
// default), so a test can add a field to a copy and see it reach the answer.
import {
  COACH_FIELDS,
  coachFieldEntries,
  type CoachFieldDescriptions,
  type CoachFieldEditor,
  type CoachFieldKind,
} from "#common/coach-fields";
import type { PublicCoach } from "#common/coaches";
import { centsToDecimalString } from "#common/money";
import { sql, type SQL } from "drizzle-orm";
import { coaches } from "../../db/schema";

/** A value as the public answer writes it (the stored public JSON writes the same: server/db/schema/coach-public-json.ts). */
function publicValue(kind: CoachFieldKind, value: unknown): unknown {
  if (kind === "cents") return centsToDecimalString(value as number);
  if (kind === "timestamp") return (value as Date).toISOString();
  return value;
}

/** Writes a record's public fields, in the description's order, under their answer's names. */
export function publicCoachWriter(fields: CoachFieldDescriptions = COACH_FIELDS): (row: object) => PublicCoach {
  const written = coachFieldEntries(fields)
    .filter(([, field]) => field.public)
    .map(([name, field]) => ({ name, answerName: field.publicName ?? name, kind: field.kind }));
  return (row) => {
    const values = row as Record<string, unknown>;
    const coach: Record<string, unknown> = {};
    for (const field of written) coach[field.answerName] = publicValue(field.kind, values[field.name]);
    return coach as unknown as PublicCoach;
  };
}

/**
 * The fields `editor` may set, by field name, from a checked input that names them as the answer
 * does (`hourlyRate`, already in cents). Fields not sent are left out.
 */
export function editableValues(
  input: object,
  editor: CoachFieldEditor,
  fields: CoachFieldDescriptions = COACH_FIELDS,
): Record<string, unknown> {
  const given = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [name, field] of coachFieldEntries(fields)) {
    if (!field.edit?.includes(editor)) continue;
    const value = given[field.publicName ?? name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** A field filter's value as the parsed query holds it. */
export type FieldFilterValue = string | number | boolean;

/**
 * The values of the field filters a query sets, by query key, in the description's order. The
 * category (`topic`) and the location are left out: their conditions go through the catalogue and
 * the states (directory-pages.ts, repository.ts).
 */
export function fieldFilterValues(query: object, fields: CoachFieldDescriptions = COACH_FIELDS): Record<string, FieldFilterValue> {
  const values: Record<string, FieldFilterValue> = {};
  const given = query as Record<string, FieldFilterValue | undefined>;
  for (const [, { filter }] of coachFieldEntries(fields)) {
    if (!filter || filter.match === "topic" || filter.match === "location") continue;
    for (const key of filter.match === "range" ? [filter.key, filter.maxKey] : [filter.key]) {
      const value = given[key];
      if (value !== undefined && value !== "") values[key] = value;
    }
  }
  return values;
}

const column = (name: string) => sql`${coaches}.${sql.identifier(name)}`;

/**
 * The conditions of the field filters set in `values`, each written to use its index: GIN over the
 * lower-cased copy of a list, a B-tree on lower(text), on a number or on the rate.
 */
export function fieldFilterConditions(values: Record<string, FieldFilterValue>, fields: CoachFieldDescriptions = COACH_FIELDS): SQL[] {
  const conditions: SQL[] = [];
  for (const [, field] of coachFieldEntries(fields)) {
    const { filter } = field;
    if (!filter) continue;
    const value = values[filter.key];
    if (filter.match === "range") {
      const max = values[filter.maxKey];
      if (value !== undefined) conditions.push(sql`${column(field.column)} >= ${value}`);
      if (max !== undefined) conditions.push(sql`${column(field.column)} <= ${max}`);
      continue;
    }
    if (value === undefined) continue;
    if (filter.match === "list") conditions.push(sql`${column(filter.indexedAs)} @> ARRAY[${String(value).toLowerCase()}]::text[]`);
    else if (filter.match === "equals") conditions.push(sql`lower(${column(field.column)}) = ${String(value).toLowerCase()}`);
    else if (filter.match === "atLeast") conditions.push(sql`${column(field.column)} >= ${value}`);
    else if (filter.match === "flag") conditions.push(sql`${column(field.column)} = true`);
  }
  return conditions;
}
