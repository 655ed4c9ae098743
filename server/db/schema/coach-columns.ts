// The coaches table's plain columns, made from the field description (common/coach-fields.ts): each
// field's column of its kind, not null with the kind's empty value as default (the described
// `default` for a yes/no field), except a `required` text (always written) and a nullable text. The
// identifiers, the account link and the timestamps are declared in coaches.ts: they are not plain.
import { boolean, integer, text } from "drizzle-orm/pg-core";
import { COACH_FIELDS, coachFieldEntries, type CoachFieldDescription, type CoachFieldName } from "#common/coach-fields";
import { rating, textList } from "./columns";

/** The column of each kind of plain field. */
const COLUMN_OF = {
  text: (name: string) => text(name).notNull().default(""),
  requiredText: (name: string) => text(name).notNull(),
  nullableText: (name: string) => text(name),
  textList,
  integer: (name: string) => integer(name).notNull().default(0),
  // Whole cents (docs/decisions/121: the public answer writes dollars).
  cents: (name: string) => integer(name).notNull().default(0),
  rating: (name: string) => rating(name).notNull().default(0),
  boolean: (name: string, start = false) => boolean(name).notNull().default(start),
};

type Fields = typeof COACH_FIELDS;
type PlainFieldName = { [K in CoachFieldName]: Fields[K]["kind"] extends "uuid" | "timestamp" ? never : K }[CoachFieldName];
type ColumnKindOf<F> = F extends { kind: "text"; required: true }
  ? "requiredText"
  : F extends { kind: infer K extends keyof typeof COLUMN_OF }
    ? K
    : never;

/** The plain columns, by field name, with the types each kind's column has in Drizzle. */
export type CoachPlainColumns = { [K in PlainFieldName]: ReturnType<(typeof COLUMN_OF)[ColumnKindOf<Fields[K]>]> };

function columnOf(field: CoachFieldDescription) {
  if (field.kind === "boolean") return COLUMN_OF.boolean(field.column, field.default);
  if (field.kind === "text" && field.required) return COLUMN_OF.requiredText(field.column);
  return COLUMN_OF[field.kind as Exclude<keyof typeof COLUMN_OF, "boolean" | "requiredText">](field.column);
}

/** The plain columns of the description's fields, for the table to spread. */
export function coachPlainColumns(): CoachPlainColumns {
  const plain = coachFieldEntries(COACH_FIELDS).filter(([, field]) => field.kind !== "uuid" && field.kind !== "timestamp");
  return Object.fromEntries(plain.map(([name, field]) => [name, columnOf(field)])) as unknown as CoachPlainColumns;
}
