// The coach application (docs/product/coach-application.md):
// step 1 (personal information), step 3 (professional background), the submitted body, the staff
// edits and the application's states. The forms and the API use these schemas, with the exact messages.
import { z } from "zod";
import {
  APPLICATION_AVAILABILITY,
  APPLICATION_LANGUAGES,
  APPLICATION_SESSION_TYPES,
  APPLICATION_SPECIALIZATIONS,
  GENDERS,
  INSURERS,
} from "./catalogue/coach-options";
import { US_STATE_NAMES } from "./catalogue/us-states";
import { imageReferenceChange, optionalImageReference } from "./image-references";

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

// ---- Step 1: personal information ----------------------------------------------------------------

export const personalInfoSchema = z.object({
  firstName: requiredText("First name is required", 100),
  lastName: requiredText("Last name is required", 100),
  email: z.string({ error: "Valid email is required" }).trim().pipe(z.email("Valid email is required").max(254, "Valid email is required")),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(10, "Phone number is required")
    .max(30, "Please keep this under 30 characters"),
  location: z
    .string({ error: "Location is required" })
    .trim()
    .min(1, "Location is required")
    .refine((v) => US_STATE_NAMES.includes(v), "Location is required"),
  gender: z
    .union([z.enum(GENDERS), z.literal("")])
    .optional()
    .transform((v) => v ?? ""),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;

export const PERSONAL_INFO_DEFAULTS: PersonalInfoInput = { firstName: "", lastName: "", email: "", phone: "", location: "", gender: "" };

// ---- Step 3: professional background -------------------------------------------------------------

const listOf = (options: readonly string[], message: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .refine((v) => options.includes(v), "Please choose from the list"),
      { error: message },
    )
    .min(1, message)
    .transform((values) => [...new Set(values)]);

const longText = (min: number, message: string, max = 4000) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Please keep this under ${max} characters`);

/** Certifications are typed one per line; the API also accepts the list itself. */
const certificationLines = z
  .union([z.string(), z.array(z.string())], { error: "At least one certification is required" })
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter((line) => line.length > 0)),
  ])
  .pipe(
    z
      .array(z.string().max(200, "Please keep each certification under 200 characters"))
      .min(1, "At least one certification is required")
      .max(30, "Please list at most 30 certifications"),
  );

const mustAgree = (message: string) => z.boolean({ error: message }).refine((agreed) => agreed, message);

export const backgroundSchema = z.object({
  title: requiredText("Professional title is required"),
  bio: longText(50, "Bio must be at least 50 characters"),
  // Coerced to a whole number; empty or missing is 0, which the minimum of 1 refuses.
  experience: z
    .union([z.string(), z.number()], { error: "Years of experience is required" })
    .transform((v) => (String(v).trim() === "" || !Number.isFinite(Number(v)) ? 0 : Math.trunc(Number(v))))
    .pipe(z.number().min(1, "Years of experience is required").max(70, "Please enter your years of experience")),
  hourlyRate: z
    .union([z.string(), z.number()], { error: "Hourly rate is required" })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, "Hourly rate is required")
        .refine(
          (v) => v === "" || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 10_000),
          "Please enter a rate in dollars, such as 120 or 99.50",
        ),
    ),
  specializations: listOf(APPLICATION_SPECIALIZATIONS, "At least one specialization is required"),
  sessionTypes: listOf(APPLICATION_SESSION_TYPES, "At least one session type is required"),
  availability: listOf(APPLICATION_AVAILABILITY, "Availability preferences required"),
  languages: listOf(APPLICATION_LANGUAGES, "At least one language is required"),
  certifications: certificationLines,
  insuranceAccepted: z
    .array(
      z
        .string()
        .trim()
        .refine((v) => (INSURERS as readonly string[]).includes(v), "Please choose from the list"),
    )
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  education: longText(1, "Educational background is required", 2000),
  currentPractice: longText(1, "Current practice information is required", 2000),
  motivation: longText(50, "Please provide at least 50 characters explaining your motivation"),
  approach: longText(50, "Please describe your coaching approach (minimum 50 characters)"),
  experience_description: longText(50, "Please describe your relevant experience (minimum 50 characters)"),
  profileImageUrl: optionalImageReference("Please upload the image again"),
  // Booleans that must be true: a form starts them unticked (false), which these messages refuse.
  agreesToTerms: mustAgree("You must agree to the terms"),
  agreesToBackground: mustAgree("Background check consent is required"),
});
export type BackgroundInput = z.input<typeof backgroundSchema>;

/** What the step 3 form starts with (languages default to English). */
export const BACKGROUND_DEFAULTS = {
  title: "",
  bio: "",
  experience: "",
  hourlyRate: "",
  specializations: [] as string[],
  sessionTypes: [] as string[],
  availability: [] as string[],
  languages: ["English"],
  certifications: "",
  insuranceAccepted: [] as string[],
  education: "",
  currentPractice: "",
  motivation: "",
  approach: "",
  experience_description: "",
  profileImageUrl: "",
  agreesToTerms: false,
  agreesToBackground: false,
} satisfies Record<keyof BackgroundInput, unknown>;

// ---- The submitted application (POST /api/coach-applications) -------------------------------------

export const applicationSubmissionSchema = personalInfoSchema.extend(backgroundSchema.shape).extend({
  /** The subscription made in step 2, when there was one (docs/product/coach-application.md#submission). */
  subscriptionId: z.string().trim().max(200).optional(),
  /** Always false: an application never makes a live coach by itself. */
  isActive: z.literal(false).optional(),
});
export type ApplicationSubmission = z.output<typeof applicationSubmissionSchema>;

// ---- States and staff changes -----------------------------------------------------------------------

export const APPLICATION_STATUSES = ["pending", "under_review", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  under_review: "Under review",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * The admin may pick any status freely (docs/product/coach-application.md#application-statuses); the one rule
 * is that a published application stays approved, since a live coach was made from it.
 */
export function canChangeApplicationStatus(from: { status: ApplicationStatus; coachId: string | null }, to: ApplicationStatus): boolean {
  return from.coachId === null || to === "approved";
}

/** PATCH /api/admin/coach-applications/{id}: status and notes, or edited fields (or both). */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: "Please choose a status" }).optional(),
    adminNotes: z.string().trim().max(4000, "Please keep notes under 4000 characters").optional(),
    firstName: requiredText("First name is required", 100).optional(),
    lastName: requiredText("Last name is required", 100).optional(),
    email: z.string().trim().pipe(z.email("Valid email is required")).optional(),
    phone: z.string().trim().min(10, "Phone number is required").max(30).optional(),
    location: z.string().trim().min(1, "Location is required").max(120).optional(),
    title: requiredText("Professional title is required").optional(),
    bio: longText(50, "Bio must be at least 50 characters").optional(),
    experience: z.coerce
      .number({ error: "Experience must be a whole number" })
      .int("Experience must be a whole number")
      .min(0, "Experience must be 0 or greater")
      .max(70)
      .optional(),
    hourlyRate: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, "Please enter a rate in dollars, such as 120 or 99.50"))
      .optional(),
    /** Staff may remove a photo (null) or set one of our own images. */
    profileImageUrl: imageReferenceChange(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Nothing to change" });
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

/** An application as staff see it (GET /api/admin/coach-applications). */
export interface AdminApplication {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  gender: string;
  title: string;
  bio: string;
  experience: number;
  hourlyRate: string;
  specializations: string[];
  sessionTypes: string[];
  availability: string[];
  languages: string[];
  certifications: string[];
  insuranceAccepted: string[];
  education: string;
  currentPractice: string;
  motivation: string;
  approach: string;
  experienceDescription: string;
  status: ApplicationStatus;
  adminNotes: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  profileImageUrl: string | null;
  coachId: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---- Step 2: the subscription ---------------------------------------------------------------------

/**
 * POST /api/create-coach-subscription: step 1's entries, which the server keeps so that an e-mailed
 * link can bring the applicant back to step 3 in any browser, and the name on the subscription
 * (first and last joined; built from them when left out).
 */
export const createCoachSubscriptionSchema = personalInfoSchema.extend({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(201).optional(),
});
export type CreateCoachSubscriptionInput = z.output<typeof createCoachSubscriptionSchema>;

export interface CoachSubscriptionAnswer {
  clientSecret: string;
  subscriptionId: string;
}
