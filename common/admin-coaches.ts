// Staff tools for the coach catalogue (docs/product/staff-portal.md): the Add/Edit coach form, the bulk
// import shape, the scraper's request and answer, the staff review, and what the admin API answers. One
// schema per input, used by the form in the browser and by the route on the server, with the exact messages
// of docs/product/staff-portal.md.
import { z } from "zod";
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

const list = (item = 100, max = 60) =>
  z
    .array(z.string().max(item, `Each entry must be at most ${item} characters`), { error: "Must be a list" })
    .max(max, `At most ${max} entries`)
    .transform(uniqueTrimmed);

const requiredList = (message: string) => list().refine((v) => v.length > 0, message);

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

const coachFields = {
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
  languages: list().default([]),
  location: shortText(120),
  certifications: list().default([]),
  gender: shortText(40),
  professionalType: shortText(60),
  insuranceAccepted: list().default([]),
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

/** A coach as staff see it: everything the public sees (inactive coaches too). */
export type { PublicCoach as AdminCoach } from "./coaches";

export interface AdminStats {
  totalCoaches: number;
  activeCoaches: number;
  /** Mean rating of the coaches with reviews; 0 when none (docs/product/staff-portal.md#portal-home). */
  averageRating: number;
}

export const DELETE_COACH_CONFIRMATION = "Are you sure you want to delete this coach? This action cannot be undone.";
export const COACH_HAS_BOOKINGS_MESSAGE =
  "This coach has bookings and cannot be deleted. Deactivate the coach instead (Edit → uncheck Active): they disappear from the directory and can no longer be booked.";

// ---- Staff review ----------------------------------------------------------------------------------

export const REVIEW_COMMENT_MAX = 150;

export const adminReviewSchema = z.object({
  coachId: z.string({ error: "Coach is required" }).trim().min(1, "Coach is required"),
  rating: z
    .number({ error: "Rating must be at least 1" })
    .int("Rating must be a whole number of stars")
    .min(1, "Rating must be at least 1")
    .max(5, "Rating must be at most 5"),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, "Review must be 150 words or less").default(""),
  clientName: z
    .string({ error: "Client name is required" })
    .trim()
    .min(1, "Client name is required")
    .max(100, "Client name must be at most 100 characters"),
});
export type AdminReviewInput = z.input<typeof adminReviewSchema>;
export type AdminReview = z.output<typeof adminReviewSchema>;

// ---- Bulk import -----------------------------------------------------------------------------------

export const BULK_IMPORT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  bio: "Bio must be at least 100 characters",
  specializations: "At least one specialization required",
  experience: "Experience must be 0 or greater",
  hourlyRate: "Invalid hourly rate format",
  email: "If provided, email must be a valid email address.",
  website: "If provided, website must be a valid URL.",
} as const;

export const BULK_IMPORT_PAUSE_MS = 100;
export const BULK_IMPORT_ERROR_PREVIEW = 3;
export const BULK_IMPORT_MAX_COACHES = 500;

const isBlankOrNa = (v: string) => v.trim() === "" || v.trim().toUpperCase() === "N/A";
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** One coach of a bulk import (docs/product/staff-portal.md#bulk-import). */
export const bulkImportCoachSchema = z.object({
  firstName: z
    .string({ error: BULK_IMPORT_MESSAGES.firstName })
    .trim()
    .min(1, BULK_IMPORT_MESSAGES.firstName)
    .max(100, "First name must be at most 100 characters"),
  lastName: z
    .string({ error: BULK_IMPORT_MESSAGES.lastName })
    .trim()
    .min(1, BULK_IMPORT_MESSAGES.lastName)
    .max(100, "Last name must be at most 100 characters"),
  title: optionalText(200),
  bio: z.string({ error: BULK_IMPORT_MESSAGES.bio }).trim().min(100, BULK_IMPORT_MESSAGES.bio).max(COACH_BIO_MAX, COACH_MESSAGES.bioMax),
  specializations: z
    .array(z.string().max(100, "Each entry must be at most 100 characters"), { error: BULK_IMPORT_MESSAGES.specializations })
    .max(60, "At most 60 entries")
    .transform(uniqueTrimmed)
    .refine((v) => v.length > 0, BULK_IMPORT_MESSAGES.specializations),
  experience: z
    .number({ error: BULK_IMPORT_MESSAGES.experience })
    .int(BULK_IMPORT_MESSAGES.experience)
    .min(0, BULK_IMPORT_MESSAGES.experience)
    .max(100, BULK_IMPORT_MESSAGES.experience),
  hourlyRate: z
    .union([z.string(), z.number()], { error: BULK_IMPORT_MESSAGES.hourlyRate })
    .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
    .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), BULK_IMPORT_MESSAGES.hourlyRate)
    .transform((v) => parseDollarsToCents(v) ?? 0),
  email: z
    .string({ error: BULK_IMPORT_MESSAGES.email })
    .trim()
    .max(254, BULK_IMPORT_MESSAGES.email)
    .refine((v) => isBlankOrNa(v) || v.includes("@"), BULK_IMPORT_MESSAGES.email)
    .optional()
    .transform((v) => (v === undefined || isBlankOrNa(v) ? "" : v)),
  phoneNumber: optionalText(30).transform((v) => (v === undefined || isBlankOrNa(v) ? "" : v)),
  website: z
    .string({ error: BULK_IMPORT_MESSAGES.website })
    .trim()
    .max(300, BULK_IMPORT_MESSAGES.website)
    .refine((v) => isBlankOrNa(v) || /^http/i.test(v), BULK_IMPORT_MESSAGES.website)
    .optional()
    .transform((v) => (v === undefined || isBlankOrNa(v) ? "" : v)),
  /** An image on our own origin, or none (the generated avatar is shown). */
  profileImageUrl: optionalImageReference("profileImageUrl must be an image uploaded to this site or a generated avatar"),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  availability: list().default([]),
  sessionTypes: list().default([]),
  languages: list()
    .default(["English"])
    .transform((v) => (v.length > 0 ? v : ["English"])),
  location: optionalText(120).transform((v) => v || "New York, NY"),
  certifications: list().default([]),
  gender: optionalText(40).transform((v) => v || "Not specified"),
  professionalType: optionalText(60).transform((v) => v ?? ""),
  insuranceAccepted: list().default([]),
});
export type BulkImportCoachInput = z.input<typeof bulkImportCoachSchema>;
export type BulkImportCoach = z.output<typeof bulkImportCoachSchema>;

/** POST /api/admin/bulk-import: each coach is checked on its own, so the list itself is loose. */
export const bulkImportRequestSchema = z.object({
  coaches: z
    .array(z.unknown(), { error: "coaches must be a list of coach objects" })
    .min(1, "Add at least one coach")
    .max(BULK_IMPORT_MAX_COACHES, `Import at most ${BULK_IMPORT_MAX_COACHES} coaches at a time`),
});

export type BulkImportResult =
  | { index: number; ok: true; coach: { id: string; firstName: string; lastName: string }; warnings: string[] }
  | { index: number; ok: false; name: string; message: string; errors?: Record<string, string> };

export interface BulkImportAnswer {
  imported: number;
  failed: number;
  results: BulkImportResult[];
}

/** The first message of each invalid coach, numbered from 1, as the import dialog lists them. */
export function bulkImportErrors(coaches: readonly unknown[]): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  coaches.forEach((coach, index) => {
    const result = bulkImportCoachSchema.safeParse(coach);
    if (!result.success) problems.push({ index, message: `Coach ${index + 1}: ${result.error.issues[0]?.message ?? "Invalid coach"}` });
  });
  return problems;
}

/** Reads the pasted or uploaded text: one coach object or an array of them. Throws on bad JSON. */
export function parseBulkImportText(text: string): unknown[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : [parsed];
}

export const BULK_IMPORT_EXAMPLE: BulkImportCoachInput[] = [
  {
    firstName: "Elena",
    lastName: "Vasquez",
    bio: "Licensed marriage and family therapist helping couples rebuild trust after infidelity and learn to argue without wounding each other. I combine the Gottman Method with emotionally focused therapy.",
    specializations: ["Couples Therapy", "Conflict Resolution"],
    experience: 12,
    hourlyRate: "175.00",
    email: "elena.vasquez@example.com",
    phoneNumber: "(512) 555-0142",
    website: "https://elenavasquez.example.com",
    isActive: true,
    availability: ["weekdays", "evenings"],
    sessionTypes: ["Individual", "Couples"],
    languages: ["English", "Spanish"],
    location: "Austin, TX",
    certifications: ["LMFT", "Gottman Method"],
    gender: "Female",
    insuranceAccepted: ["Aetna", "Cigna"],
  },
];

// ---- Scraper ---------------------------------------------------------------------------------------

export const SCRAPER_DIRECTORY_DOMAIN = "psychologytoday.com";
export const SCRAPER_MAX_URLS = 20;
export const SCRAPER_PREVIEW_COACHES = 3;
export const SCRAPER_PREVIEW_SPECIALIZATIONS = 4;
export const NO_VALID_URLS = { title: "No Valid URLs", description: "Please enter at least one Psychology Today profile URL." } as const;

/** The rows the admin typed that name the directory (the dialog's rule before it calls the server). */
export function directoryUrlsOf(rows: readonly string[]): string[] {
  return rows.map((r) => r.trim()).filter((r) => r !== "" && r.toLowerCase().includes(SCRAPER_DIRECTORY_DOMAIN));
}

export const scrapeRequestSchema = z.object({
  urls: z
    .array(z.string().trim().max(2000, "URL is too long"), { error: NO_VALID_URLS.description })
    .transform((urls) => directoryUrlsOf(urls))
    .refine((urls) => urls.length > 0, NO_VALID_URLS.description)
    .refine((urls) => urls.length <= SCRAPER_MAX_URLS, `Scrape at most ${SCRAPER_MAX_URLS} profiles at a time`),
});

/** A scraped coach: the bulk import shape, ready for "Import N Coaches". */
export type ScrapedCoach = BulkImportCoachInput & { sourceUrl: string };

export interface ScrapeAnswer {
  coaches: ScrapedCoach[];
  errors: { url: string; message: string }[];
  summary: { totalScraped: number; avgRate: number; avgExperience: number; uniqueSpecializations: number };
}

// ---- Consultation requests and the outbox ---------------------------------------------------------------

export interface AdminConsultationRequest {
  id: string;
  coachId: string;
  coachName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  sessionType: string;
  location: string;
  sessionFormat: string;
  reasonForVisit: string;
  status: string;
  /** Still pending 24 hours or more after it arrived. */
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminOutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export const ADMIN_LIST_PAGE_SIZE = 25;
