// Every field of a coach, described once (docs/decisions/121, docs/adding-a-coach-field.md): its
// column, how its value is held, whether the public answer carries it (and under which name), who
// may set it, its label and form control, and whether and how the directory filters by it. The
// public type (PublicCoach), the row mapping, the stored public JSON's SQL function and the
// directory's field filters are derived from this object, or checked against it by a test.
// Data only, without imports: the server reads all of it, a browser bundle only what it imports.

/**
 * How a field's value is held in code and written in the public answer:
 * `cents` is whole cents in code and dollars with two decimals in answers ("125.50"); `rating` is
 * numeric(3,2) read as a number; `timestamp` is a Date in code and ISO 8601 text in answers.
 */
export type CoachFieldKind = "uuid" | "text" | "nullableText" | "textList" | "integer" | "boolean" | "cents" | "rating" | "timestamp";

/** The value of each kind as the public answer carries it. */
export interface CoachFieldPublicValue {
  uuid: string;
  text: string;
  nullableText: string | null;
  textList: string[];
  integer: number;
  boolean: boolean;
  cents: string;
  rating: number;
  timestamp: string;
}

/** Who may set a field: staff (the Add/Edit Coach form and the bulk import), the coach (the workspace's Profile form). */
export type CoachFieldEditor = "staff" | "coach";

/** The form control a field is edited with. */
export type CoachFieldControl =
  "text" | "textarea" | "email" | "tel" | "url" | "number" | "money" | "select" | "checkboxes" | "specializations" | "image" | "checkbox";

/**
 * How the directory filters by a field, under the query key `key`:
 * - `list`: the coach's list holds the value, case-insensitively (GIN over the lower-cased copy `indexedAs`);
 * - `equals`: the text equals the value, case-insensitively (a B-tree index on lower(column));
 * - `atLeast`: the number is at least the value, a whole number up to `max` (else "{key} must be {what}");
 * - `range`: dollars between `key` and `maxKey` (either may be absent);
 * - `location`: a state (its name or abbreviation) or else part of the text (hand-written condition);
 * - `topic`: the category, through the topic catalogue (hand-written condition);
 * - `flag`: a boolean column that is true when the address says `key=true`.
 */
export type CoachFieldFilter =
  | { key: string; match: "list"; indexedAs: string }
  | { key: string; match: "equals" | "location" | "topic" | "flag" }
  | { key: string; match: "atLeast"; max: number; what: string }
  | { key: string; match: "range"; maxKey: string };

export interface CoachFieldDescription {
  /** The column's name in SQL. */
  column: string;
  kind: CoachFieldKind;
  /** In the public answer (GET /api/coaches, the profile, the staff and workspace answers) and the stored public JSON. */
  public: boolean;
  /** The answer's name when it is not the field's own (hourlyRateCents is answered as hourlyRate, in dollars). */
  publicName?: string;
  /** Who may set it; absent: nobody (the database or the server fills it). */
  edit?: readonly CoachFieldEditor[];
  label?: string;
  control?: CoachFieldControl;
  filter?: CoachFieldFilter;
  /** Always written (a text column without a default: the name). */
  required?: boolean;
  /** What a new coach has when none is given (the column's default, the forms' starting value); absent: the kind's empty value. */
  default?: boolean;
}

const BOTH = ["staff", "coach"] as const;

/** In the order of the public answer's fields (the stored public JSON keeps it too). */
export const COACH_FIELDS = {
  id: { column: "id", kind: "uuid", public: true },
  userId: { column: "user_id", kind: "uuid", public: false },
  firstName: { column: "first_name", kind: "text", required: true, public: true, edit: BOTH, label: "First name", control: "text" },
  lastName: { column: "last_name", kind: "text", required: true, public: true, edit: BOTH, label: "Last name", control: "text" },
  title: { column: "title", kind: "text", public: true, edit: BOTH, label: "Title", control: "text" },
  bio: { column: "bio", kind: "text", public: true, edit: BOTH, label: "Bio", control: "textarea" },
  specializations: {
    column: "specializations",
    kind: "textList",
    public: true,
    edit: BOTH,
    label: "Specializations",
    control: "specializations",
    filter: { key: "category", match: "topic" },
  },
  experience: {
    column: "experience",
    kind: "integer",
    public: true,
    edit: BOTH,
    label: "Years of experience",
    control: "number",
    filter: { key: "experience", match: "atLeast", max: 100, what: "a whole number of years" },
  },
  hourlyRateCents: {
    column: "hourly_rate_cents",
    kind: "cents",
    public: true,
    publicName: "hourlyRate",
    edit: BOTH,
    label: "Hourly rate ($)",
    control: "money",
    filter: { key: "minRate", match: "range", maxKey: "maxRate" },
  },
  rating: { column: "rating", kind: "rating", public: true },
  totalReviews: { column: "total_reviews", kind: "integer", public: true },
  isActive: {
    column: "is_active",
    kind: "boolean",
    public: true,
    edit: ["staff"],
    label: "Active (shown in the directory and bookable)",
    control: "checkbox",
    default: true,
  },
  availability: {
    column: "availability",
    kind: "textList",
    public: true,
    edit: BOTH,
    label: "Availability",
    control: "checkboxes",
    filter: { key: "availability", match: "list", indexedAs: "availability_lc" },
  },
  sessionTypes: { column: "session_types", kind: "textList", public: true, edit: BOTH, label: "Session types", control: "checkboxes" },
  languages: {
    column: "languages",
    kind: "textList",
    public: true,
    edit: BOTH,
    label: "Languages",
    control: "checkboxes",
    filter: { key: "language", match: "list", indexedAs: "languages_lc" },
  },
  location: {
    column: "location",
    kind: "text",
    public: true,
    edit: BOTH,
    label: "Location",
    control: "text",
    filter: { key: "location", match: "location" },
  },
  certifications: {
    column: "certifications",
    kind: "textList",
    public: true,
    edit: BOTH,
    label: "Certifications",
    control: "checkboxes",
    filter: { key: "certification", match: "list", indexedAs: "certifications_lc" },
  },
  gender: {
    column: "gender",
    kind: "text",
    public: true,
    edit: BOTH,
    label: "Gender",
    control: "select",
    filter: { key: "gender", match: "equals" },
  },
  professionalType: {
    column: "professional_type",
    kind: "text",
    public: true,
    edit: BOTH,
    label: "Professional type",
    control: "select",
    filter: { key: "professionalType", match: "equals" },
  },
  insuranceAccepted: {
    column: "insurance_accepted",
    kind: "textList",
    public: true,
    edit: BOTH,
    label: "Insurance accepted",
    control: "checkboxes",
    filter: { key: "insurance", match: "list", indexedAs: "insurance_lc" },
  },
  profileImageUrl: {
    column: "profile_image_url",
    kind: "nullableText",
    public: true,
    edit: BOTH,
    label: "Profile image",
    control: "image",
  },
  // Staff set the address; the coach's own form shows it and refuses a change (common/coach-profile.ts).
  email: { column: "email", kind: "text", public: true, edit: ["staff"], label: "Email", control: "email" },
  phoneNumber: { column: "phone_number", kind: "text", public: true, edit: BOTH, label: "Phone", control: "tel" },
  website: { column: "website", kind: "text", public: true, edit: BOTH, label: "Website", control: "url" },
  // A licence staff checked against the state board that has not expired (docs/product/verified-licences.md):
  // written by the server from coach_licences (server/modules/licences), never by a form.
  licenseVerified: {
    column: "license_verified",
    kind: "boolean",
    public: true,
    label: "License verified",
    filter: { key: "verified", match: "flag" },
    default: false,
  },
  /** The issuing state's name and the expiry date (YYYY-MM-DD) of that licence; null without one. */
  verifiedLicenseState: { column: "verified_license_state", kind: "nullableText", public: true },
  verifiedLicenseExpiresOn: { column: "verified_license_expires_on", kind: "nullableText", public: true },
  createdAt: { column: "created_at", kind: "timestamp", public: true },
  updatedAt: { column: "updated_at", kind: "timestamp", public: true },
} as const satisfies CoachFieldDescriptions;

/** A description of every field (COACH_FIELDS; a test adds a field to a copy of it). */
export type CoachFieldDescriptions = Readonly<Record<string, CoachFieldDescription>>;

/** The entries of a description, in order, with their names. */
export function coachFieldEntries(fields: CoachFieldDescriptions = COACH_FIELDS): [string, CoachFieldDescription][] {
  return Object.entries(fields);
}

type Fields = typeof COACH_FIELDS;

/** A field's name in code (the Drizzle table's property and the record's key). */
export type CoachFieldName = keyof Fields;

/** The fields the public answer carries. */
export type PublicCoachFieldName = { [K in CoachFieldName]: Fields[K]["public"] extends true ? K : never }[CoachFieldName];

/** The name a field has in the public answer. */
export type PublicNameOf<K extends CoachFieldName> = Fields[K] extends { publicName: infer N extends string } ? N : K;

/** The public answer's fields, as the description makes them (PublicCoach adds the next free time). */
export type PublicCoachFields = { [K in PublicCoachFieldName as PublicNameOf<K>]: CoachFieldPublicValue[Fields[K]["kind"]] };

/** The fields staff set (the Add/Edit Coach form, the bulk import). */
export type StaffSetFieldName = {
  [K in CoachFieldName]: Fields[K] extends { edit: readonly (infer E)[] } ? ("staff" extends E ? K : never) : never;
}[CoachFieldName];

/** The yes/no fields staff set (a checkbox on the Add/Edit Coach form, true or false in the bulk import). */
export type StaffFlagFieldName = {
  [K in CoachFieldName]: Fields[K] extends { kind: "boolean"; edit: readonly (infer E)[] } ? ("staff" extends E ? K : never) : never;
}[CoachFieldName];

/** The value of each kind of filter once the query is parsed (range: cents). */
export interface CoachFieldFilterValue {
  list: string;
  equals: string;
  location: string;
  topic: string;
  flag: true;
  atLeast: number;
  range: number;
}

// null, not never, for a field without a filter: `never extends { key: infer Q }` would hold, with Q as string.
type FilterOf<K extends CoachFieldName> = Fields[K] extends { filter: infer F extends CoachFieldFilter } ? F : null;
type MatchOf<K extends CoachFieldName> = FilterOf<K> extends { match: infer M extends keyof CoachFieldFilterValue } ? M : never;

/** The parsed field filters by query key (the directory query's filters besides the search). */
export type CoachFieldFilterValues = {
  [K in CoachFieldName as FilterOf<K> extends { key: infer Q extends string } ? Q : never]?: CoachFieldFilterValue[MatchOf<K>];
} & {
  [K in CoachFieldName as FilterOf<K> extends { maxKey: infer Q extends string } ? Q : never]?: number;
};

/** The query keys of the field filters. */
export type CoachFieldFilterKey = keyof CoachFieldFilterValues;
