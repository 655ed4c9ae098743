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

export const EMPTY_COACH_FORM: CoachFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  website: "",
  title: "",
  bio: "",
  experience: "0",
  hourlyRate: "0",
  specializations: [],
  availability: [],
  sessionTypes: [],
  languages: ["English"],
  location: "",
  certifications: [],
  gender: "",
  professionalType: "",
  insuranceAccepted: [],
  profileImageUrl: null,
  isActive: true,
};

/** The form's fields: those staff set (common/coach-fields.ts), under the names the API answers and takes. */
const FORM_FIELDS = coachFieldEntries()
  .filter(([, field]) => field.edit?.includes("staff"))
  .map(([name, field]) => ({ name: field.publicName ?? name, kind: field.kind }));

/** An existing coach's values: as answered, whole numbers as the text a number input holds. */
export function coachFormValues(coach: PublicCoach): CoachFormValues {
  const answer = coach as unknown as Record<string, unknown>;
  return Object.fromEntries(
    FORM_FIELDS.map(({ name, kind }) => [name, kind === "integer" ? String(answer[name]) : answer[name]]),
  ) as unknown as CoachFormValues;
}

/** The fields a server error may name. */
export const COACH_FORM_FIELDS = FORM_FIELDS.map((field) => field.name) as FieldPath<CoachFormValues>[];
