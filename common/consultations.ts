// The consultation request form (docs/product/consultations.md#validation-messages): one schema for the
// slide-over form and POST /api/consultations/request, with the exact messages.
import { z } from "zod";
import { CONSULTATION_SESSION_TYPES } from "./catalogue/coach-options";
import { clientNameAndEmailFields } from "./client-contact-fields";
import { isValidTimeZone } from "./zoned-time";
import { COACH_NOTES_MAX, COACH_REQUESTS_PAGE_SIZE, CONSULTATION_STATUSES } from "./consultation-states";

export const consultationRequestSchema = z.object({
  ...clientNameAndEmailFields,
  phoneNumber: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .min(10, "Please enter a valid phone number")
    .max(30, "Please enter a valid phone number"),
  sessionType: z.enum(CONSULTATION_SESSION_TYPES, { error: "Please select session type" }),
  location: z
    .string({ error: "City or ZIP code is required" })
    .trim()
    .min(1, "City or ZIP code is required")
    .max(120, "Location must be at most 120 characters"),
  sessionFormat: z.enum(["virtual", "in-person"], { error: "Please select session format" }),
  reasonForVisit: z
    .string({ error: "Please share what brings you here today (minimum 10 characters)" })
    .trim()
    .min(10, "Please share what brings you here today (minimum 10 characters)")
    .max(2000, "Please keep this under 2000 characters"),
  coachId: z.string({ error: "Invalid input" }).trim().min(1, "Required"),
  /**
   * A free time the visitor picked for the free 15-minute consultation (ISO 8601 with an offset, as
   * GET /api/coaches/{id}/slots gives it); without it the request is sent as always.
   */
  start: z
    .string({ error: "Please pick a time from the list" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, "Please pick a time from the list")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The visitor's own zone (the browser's), for the e-mails of a picked time; ignored otherwise. */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine((zone) => isValidTimeZone(zone), "Please choose a time zone")
    .optional(),
});

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

export const CONSULTATION_DEFAULTS: Omit<ConsultationRequestInput, "coachId"> = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  sessionType: "Free 15 mins consultation",
  location: "",
  sessionFormat: "virtual",
  reasonForVisit: "",
};

export const consultationStatusChangeSchema = z.object({
  status: z.enum(CONSULTATION_STATUSES, { error: "Choose one of pending, contacted, scheduled or closed" }),
});

/** GET /api/coach/consultations: an optional status filter and the page. */
export const coachConsultationListQuerySchema = z.object({
  status: z.enum(CONSULTATION_STATUSES, { error: "status must be one of pending, contacted, scheduled or closed" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(COACH_REQUESTS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be 0 or more")
    .default(0),
});
export type CoachConsultationListQuery = z.output<typeof coachConsultationListQuerySchema>;

/** PATCH /api/coach/consultations/{id}: a status move, the private notes, or both. */
export const coachConsultationChangeSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { error: "Choose one of pending, contacted, scheduled or closed" }).optional(),
    note: z.string({ error: "Notes must be text" }).max(COACH_NOTES_MAX, `Notes must be at most ${COACH_NOTES_MAX} characters`).optional(),
  })
  .strict()
  .refine((change) => change.status !== undefined || change.note !== undefined, "Nothing to change: send a status, a note, or both");
export type CoachConsultationChange = z.output<typeof coachConsultationChangeSchema>;
