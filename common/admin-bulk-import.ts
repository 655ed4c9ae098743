// The bulk import of coaches (docs/product/staff-portal.md#bulk-import): the shape of one coach, the
// request and the answer, and how the import dialog reads pasted text and lists the problems before
// it sends anything.
import { z } from "zod";
import { COACH_BIO_MAX, COACH_MESSAGES, entryList, staffFlagFields, uniqueTrimmed } from "./admin-coach-form";
import { optionalImageReference } from "./image-references";
import { parseDollarsToCents } from "./money";

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
  // isActive and every other yes/no field: "isActive must be true or false".
  ...staffFlagFields,
  availability: entryList().default([]),
  sessionTypes: entryList().default([]),
  languages: entryList()
    .default(["English"])
    .transform((v) => (v.length > 0 ? v : ["English"])),
  location: optionalText(120).transform((v) => v || "New York, NY"),
  certifications: entryList().default([]),
  gender: optionalText(40).transform((v) => v || "Not specified"),
  professionalType: optionalText(60).transform((v) => v ?? ""),
  insuranceAccepted: entryList().default([]),
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
