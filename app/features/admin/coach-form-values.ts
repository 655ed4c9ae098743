// The values of the Add/Edit Coach form: the lists as arrays, what a new coach and an existing one
// start from, and the fields a server error may name.
import type { FieldPath } from "react-hook-form";
import type { CoachCreateInput } from "#common/admin-coaches";
import { coachFieldEntries } from "#common/coach-fields";
import type { PublicCoach } from "#common/coaches";

export type CoachFormValues = CoachCreateInput & {
  specializations: string[];
  availability: string[];
  sessionTypes: string[];
  languages: string[];
  certifications: string[];
  insuranceAccepted: string[];
};

/** The form's fields: those staff set (common/coach-fields.ts), under the names the API answers and takes. */
const FORM_FIELDS = coachFieldEntries()
  .filter(([, field]) => field.edit?.includes("staff"))
  .map(([name, field]) => ({ ...field, name: field.publicName ?? name }));

/** A field's value before anything is entered: the described default, else its kind's empty value (numbers as input text). */
function emptyValue({ kind, default: start }: (typeof FORM_FIELDS)[number]): unknown {
  if (start !== undefined) return start;
  if (kind === "textList") return [];
  if (kind === "integer" || kind === "cents") return "0";
  if (kind === "boolean") return false;
  return kind === "nullableText" ? null : "";
}

/** What the Add Coach form starts from: each field empty (or its default), English among the languages. */
export const EMPTY_COACH_FORM = {
  ...Object.fromEntries(FORM_FIELDS.map((field) => [field.name, emptyValue(field)])),
  languages: ["English"],
} as unknown as CoachFormValues;

/** The form's yes/no fields (a checkbox each, labelled as described), with who may set them. */
export const COACH_FORM_FLAGS = FORM_FIELDS.filter((field) => field.control === "checkbox").map(({ name, label, edit }) => ({
  name: name as FieldPath<CoachFormValues>,
  label: label ?? name,
  edit: edit ?? [],
}));

/** An existing coach's values: as answered, whole numbers as the text a number input holds. */
export function coachFormValues(coach: PublicCoach): CoachFormValues {
  const answer = coach as unknown as Record<string, unknown>;
  return Object.fromEntries(
    FORM_FIELDS.map(({ name, kind }) => [name, kind === "integer" ? String(answer[name]) : answer[name]]),
  ) as unknown as CoachFormValues;
}

/** The fields a server error may name. */
export const COACH_FORM_FIELDS = FORM_FIELDS.map((field) => field.name) as FieldPath<CoachFormValues>[];
