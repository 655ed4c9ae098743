// Staff tools for the coach catalogue (docs/product/staff-portal.md): the Add/Edit coach form
// (admin-coach-form.ts), the bulk import shape (admin-bulk-import.ts), the scraper's request and
// answer (admin-scraper.ts), the staff review, and what the admin API answers. One schema per input,
// used by the form in the browser and by the route on the server, with the exact messages of
// docs/product/staff-portal.md.
import { z } from "zod";
import { reviewCommentSchema } from "./reviews";

export {
  COACH_BIO_MAX,
  COACH_BIO_MIN,
  COACH_MESSAGES,
  coachCreateSchema,
  coachPatchSchema,
  coachUpdateSchema,
  sentFieldsOnly,
  uniqueTrimmed,
  type CoachCreate,
  type CoachCreateInput,
  type CoachPatch,
  type CoachUpdate,
  type CoachUpdateInput,
} from "./admin-coach-form";
export {
  BULK_IMPORT_ERROR_PREVIEW,
  BULK_IMPORT_EXAMPLE,
  BULK_IMPORT_MAX_COACHES,
  BULK_IMPORT_MESSAGES,
  BULK_IMPORT_PAUSE_MS,
  bulkImportCoachSchema,
  bulkImportErrors,
  bulkImportRequestSchema,
  parseBulkImportText,
  type BulkImportAnswer,
  type BulkImportCoach,
  type BulkImportCoachInput,
  type BulkImportResult,
} from "./admin-bulk-import";
export {
  directoryUrlsOf,
  NO_VALID_URLS,
  SCRAPER_DIRECTORY_DOMAIN,
  SCRAPER_MAX_URLS,
  SCRAPER_PREVIEW_COACHES,
  SCRAPER_PREVIEW_SPECIALIZATIONS,
  scrapeRequestSchema,
  type ScrapeAnswer,
  type ScrapedCoach,
} from "./admin-scraper";

// ---- The coach list and the portal's numbers -----------------------------------------------------

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

// A staff review's comment follows the client's rule (the same limit and message); its rating has
// its own whole-stars message and is not coerced, as the staff form sends a number.

export const adminReviewSchema = z.object({
  coachId: z.string({ error: "Coach is required" }).trim().min(1, "Coach is required"),
  rating: z
    .number({ error: "Rating must be at least 1" })
    .int("Rating must be a whole number of stars")
    .min(1, "Rating must be at least 1")
    .max(5, "Rating must be at most 5"),
  comment: reviewCommentSchema.default(""),
  clientName: z
    .string({ error: "Client name is required" })
    .trim()
    .min(1, "Client name is required")
    .max(100, "Client name must be at most 100 characters"),
});
export type AdminReview = z.output<typeof adminReviewSchema>;

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
