// The Add/Edit coach form of the staff tools (docs/product/staff-portal.md#add-and-edit-coach): one
// schema per input, used by the form in the browser and by the route on the server, with the exact
// messages of docs/product/staff-portal.md; and the list rule the staff tools share (custom entries
// trimmed, not repeated).
import { z } from "zod";
import { coachFieldEntries, type StaffFlagFieldName } from "./coach-fields";
import { optionalImageReference } from "./image-references";
import { parseDollarsToCents } from "./money";

// ---- Images a coach may show -------------------------------------------------------------------

/** Pages load nothing from other hosts: a coach's image is an upload or a generated avatar on our origin. */
const profileImage = optionalImageReference();

// ---- Lists ---------------------------------------------------------------------------------------

/** Custom entries are trimmed and not duplicated (case-insensitively); empty ones are dropped. */
export function uniqueTrimmed(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** A list of short entries, at most `max` of at most `item` characters, trimmed and without repeats. */
export const entryList = (item = 100, max = 60) =>
  z
    .array(z.string().max(item, `Each entry must be at most ${item} characters`), { error: "Must be a list" })
    .max(max, `At most ${max} entries`)
    .transform(uniqueTrimmed);

const requiredList = (message: string) => entryList().refine((v) => v.length > 0, message);

// ---- Add/Edit coach ----------------------------------------------------------------------------

export const COACH_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  website: "Please enter a valid website address starting with http:// or https://",
  bioMin: "Bio must be at least 50 characters",
  bioMax: "Bio must be no more than 800 words (4000 characters)",
  specializations: "At least one specialization is required",
  availability: "At least one availability option is required",
  sessionTypes: "At least one session type is required",
  experience: "Experience must be a whole number of years, 0 or more",
  hourlyRate: "Hourly rate must be 0 or more, in dollars and cents",
} as const;

export const COACH_BIO_MIN = 50;
export const COACH_BIO_MAX = 4000;

/** Dollars as a number or text ("150", "150.5", 150.5) → integer cents; at least 0, step 0.01. */
const dollarsToCents = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const cents = text === "" ? 0 : parseDollarsToCents(text);
    if (cents === null || cents < 0 || cents > 10_000_000) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

const wholeYears = z.union([z.number(), z.string()], { error: COACH_MESSAGES.experience }).transform((value, context) => {
  const text = typeof value === "number" ? String(value) : value.trim();
  if (!/^\d{1,3}$/.test(text === "" ? "0" : text)) {
    context.addIssue({ code: "custom", message: COACH_MESSAGES.experience });
    return z.NEVER;
  }
  return Number(text === "" ? "0" : text);
});

const optionalUrl = z
  .string()
  .trim()
  .max(300, COACH_MESSAGES.website)
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), COACH_MESSAGES.website)
  .default("");

const shortText = (max: number, message = `Must be at most ${max} characters`) => z.string().trim().max(max, message).default("");

/**
 * The yes/no fields staff set, by the description (common/coach-fields.ts): true or false, else
 * "{field} must be true or false"; not sent, a new coach has the field's default.
 */
export const staffFlagFields = Object.fromEntries(
  coachFieldEntries()
    .filter(([, field]) => field.kind === "boolean" && field.edit?.includes("staff"))
    .map(([name, field]) => [name, z.boolean({ error: `${name} must be true or false` }).default(field.default === true)]),
) as { [K in StaffFlagFieldName]: z.ZodDefault<z.ZodBoolean> };

const coachFields = {
  ...staffFlagFields,
  title: shortText(200),
  bio: z
    .string({ error: COACH_MESSAGES.bioMin })
    .trim()
    .min(COACH_BIO_MIN, COACH_MESSAGES.bioMin)
    .max(COACH_BIO_MAX, COACH_MESSAGES.bioMax),
  // Not sent: 0, the stored defaults (the form always sends both).
  experience: wholeYears.default(0),
  hourlyRate: dollarsToCents(COACH_MESSAGES.hourlyRate).default(0),
  specializations: requiredList(COACH_MESSAGES.specializations),
  availability: requiredList(COACH_MESSAGES.availability),
  sessionTypes: requiredList(COACH_MESSAGES.sessionTypes),
  languages: entryList().default([]),
  location: shortText(120),
  certifications: entryList().default([]),
  gender: shortText(40),
  professionalType: shortText(60),
  insuranceAccepted: entryList().default([]),
  profileImageUrl: profileImage,
  website: optionalUrl,
  isActive: z.boolean({ error: "Choose whether the coach is active" }).default(true),
};

/** POST /api/admin/coaches and the Add New Coach form. */
export const coachCreateSchema = z
  .object({
    firstName: z
      .string({ error: COACH_MESSAGES.firstName })
      .trim()
      .min(1, COACH_MESSAGES.firstName)
      .max(100, "First name must be at most 100 characters"),
    lastName: z
      .string({ error: COACH_MESSAGES.lastName })
      .trim()
      .min(1, COACH_MESSAGES.lastName)
      .max(100, "Last name must be at most 100 characters"),
    email: z.string({ error: COACH_MESSAGES.email }).trim().max(254, COACH_MESSAGES.email).pipe(z.email(COACH_MESSAGES.email)),
    phoneNumber: shortText(30, "Phone number must be at most 30 characters"),
    ...coachFields,
  })
  // The title given, or "First Last" when none is given (docs/product/staff-portal.md#add-and-edit-coach).
  .transform((coach) => ({ ...coach, title: coach.title || `${coach.firstName} ${coach.lastName}` }));

/** PATCH /api/admin/coaches/{id} and the Edit Coach form: names, email, phone and website optional. */
export const coachUpdateSchema = z.object({
  // A blank name keeps the coach's current one (a coach always has a name).
  firstName: shortText(100, "First name must be at most 100 characters"),
  lastName: shortText(100, "Last name must be at most 100 characters"),
  email: z
    .string()
    .trim()
    .max(254, COACH_MESSAGES.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, COACH_MESSAGES.email)
    .default(""),
  phoneNumber: shortText(30, "Phone number must be at most 30 characters"),
  ...coachFields,
});

/**
 * PATCH /api/admin/coaches/{id} changes only the fields it is sent ({"isActive": false} deactivates
 * and leaves the rest alone); each field sent is checked by the Edit Coach rules above. The Edit
 * form sends every field, so it behaves as before.
 */
export const coachPatchSchema = coachUpdateSchema.partial();

/** The parsed patch without the defaults zod filled in for fields that were not sent. */
export function sentFieldsOnly(parsed: z.output<typeof coachPatchSchema>, body: unknown): CoachPatch {
  const sent = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(parsed).filter(([field]) => sent[field] !== undefined)) as CoachPatch;
}

export type CoachCreateInput = z.input<typeof coachCreateSchema>;
export type CoachCreate = z.output<typeof coachCreateSchema>;
export type CoachUpdateInput = z.input<typeof coachUpdateSchema>;
export type CoachUpdate = z.output<typeof coachUpdateSchema>;
export type CoachPatch = Partial<CoachUpdate>;
