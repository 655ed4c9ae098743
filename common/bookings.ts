// Bookings (docs/product/bookings-and-payments.md): the staff form's schema (also POST /api/admin/bookings),
// the change schema of PATCH /api/admin/bookings/{id}, the client's and coach's inputs, and the forms'
// data. What an existing booking looks like in the API's answers is in booking-views.ts.
import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-states";
import { BOOKING_SESSION_FORMATS, CONSULTATION_SESSION_TYPES } from "./catalogue/coach-options";
import { clientNameAndEmailFields } from "./client-contact-fields";
import { parseDollarsToCents } from "./money";
import { isValidTimeZone, zoneForIsoOffset } from "./zoned-time";

// The views of an existing booking, kept in booking-views.ts and exported here too for their importers.
export {
  REFUND_STATUSES,
  type AdminBookingView,
  type BookingRefund,
  type CancelAnswer,
  type ClientBooking,
  type CoachBookingView,
  type CoachSessions,
  type MySessions,
  type RefundStatus,
} from "./booking-views";

/** Session types staff can book, with the duration and price each starts from in the form. */
export const BOOKING_SESSION_TYPES = CONSULTATION_SESSION_TYPES;
export type BookingSessionType = (typeof BOOKING_SESSION_TYPES)[number];
export const SESSION_TYPE_PRESETS: Readonly<Record<BookingSessionType, { duration: number; free: boolean }>> = {
  "Free 15 mins consultation": { duration: 15, free: true },
  "50-minute session": { duration: 50, free: false },
  "Couples session": { duration: 80, free: false },
  "Family session": { duration: 80, free: false },
};

export const FREE_CONSULTATION_MINUTES = 15;
export const MAX_BOOKING_CENTS = 1_000_000;
export const BOOKING_NOTES_MAX = 2000;

/** A consultation request's format ("virtual") as a booking format ("video"). */
export function bookingFormatFromConsultation(format: string): "video" | "in-person" {
  return format === "in-person" ? "in-person" : "video";
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const scheduledDate = z
  .string({ error: "Date and time are required" })
  .trim()
  .regex(ISO_WITH_OFFSET, "Date and time must be ISO 8601 with an offset, e.g. 2026-06-02T15:00:00-04:00")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Date and time must be a real date");

const timeZone = z
  .string({ error: "Time zone is required" })
  .trim()
  .min(1, "Time zone is required")
  .refine(isValidTimeZone, "Please choose a time zone");

const duration = z.coerce
  .number({ error: "Duration must be a number of minutes" })
  .int("Duration must be whole minutes")
  .min(5, "Duration must be at least 5 minutes")
  .max(480, "Duration must be at most 480 minutes");

/** Dollars with at most two decimals ("120", "120.5", 120.5) → cents; 0 is a free session. */
const amountCents = z.union([z.string(), z.number()], { error: "Amount is required" }).transform((value, ctx) => {
  const cents = typeof value === "string" && value.trim() === "" ? null : parseDollarsToCents(value);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Amount must be in dollars with at most two decimals" });
    return z.NEVER;
  }
  if (cents < 0) {
    ctx.addIssue({ code: "custom", message: "Amount must be 0 or more" });
    return z.NEVER;
  }
  if (cents > MAX_BOOKING_CENTS) {
    ctx.addIssue({ code: "custom", message: "Amount must be at most $10,000.00" });
    return z.NEVER;
  }
  return cents;
});

/** The fields of a new booking that staff and coaches fill in alike (everything but the coach). */
const bookingFields = {
  ...clientNameAndEmailFields,
  phoneNumber: z
    .string()
    .trim()
    .max(30, "Phone number must be at most 30 characters")
    .refine((v) => v === "" || v.length >= 10, "Please enter a valid phone number")
    .optional()
    .default(""),
  sessionType: z.enum(BOOKING_SESSION_TYPES, { error: "Please select session type" }),
  sessionFormat: z.enum(BOOKING_SESSION_FORMATS.map((f) => f.value) as ["video", "in-person"], { error: "Please select session format" }),
  scheduledDate,
  /** The zone the session is arranged in; without one, the fixed zone of scheduledDate's offset. */
  timeZone: timeZone.optional(),
  duration,
  amount: amountCents,
  notes: z.string().trim().max(BOOKING_NOTES_MAX, `Notes must be at most ${BOOKING_NOTES_MAX} characters`).optional().default(""),
  /** The consultation request this booking answers (the form started from it). */
  consultationRequestId: z.string().trim().optional(),
};

const withTimeZone = <T extends { timeZone?: string; scheduledDate: string }>(booking: T) => ({
  ...booking,
  timeZone: booking.timeZone ?? zoneForIsoOffset(booking.scheduledDate),
});

export const adminBookingSchema = z
  .object({
    coachId: z.string({ error: "Please choose a coach" }).trim().min(1, "Please choose a coach"),
    ...bookingFields,
  })
  .transform(withTimeZone);
export type AdminBookingInput = z.input<typeof adminBookingSchema>;
export type AdminBooking = z.output<typeof adminBookingSchema>;

export const COACH_ID_REFUSED = "coachId cannot be set: a coach arranges sessions with their own profile only";

/**
 * A coach's new session (POST /api/coach/bookings): the staff body without the coach, who is the
 * account's own. A coachId is refused rather than ignored, so a client that believes it can book for
 * another coach learns at once that it cannot.
 */
export const coachBookingSchema = z
  .object({
    coachId: z.never({ error: COACH_ID_REFUSED }).optional(),
    ...bookingFields,
  })
  .transform(({ coachId: _refused, ...booking }) => withTimeZone(booking));
export type CoachBookingInput = Omit<AdminBookingInput, "coachId">;
export type CoachBooking = z.output<typeof coachBookingSchema>;

const BOOKING_STATUS_MESSAGE = "Status must be pending, confirmed, completed, cancelled or no-show";

export const bookingChangeSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: BOOKING_STATUS_MESSAGE }).optional(),
    paymentStatus: z
      .literal("refunded", { error: "Staff can only mark a payment refunded; the payment provider sets the rest" })
      .optional(),
    scheduledDate: scheduledDate.optional(),
    timeZone: timeZone.optional(),
    duration: duration.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");
export type BookingChange = z.output<typeof bookingChangeSchema>;

/**
 * A coach's change of their own session (PATCH /api/coach/bookings/{id}): the staff change without
 * `paymentStatus`. Money records stay with staff, who refund through the payment provider.
 */
export const coachBookingChangeSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: BOOKING_STATUS_MESSAGE }).optional(),
    paymentStatus: z.never({ error: "Only staff record payments and refunds" }).optional(),
    coachId: z.never({ error: COACH_ID_REFUSED }).optional(),
    scheduledDate: scheduledDate.optional(),
    timeZone: timeZone.optional(),
    duration: duration.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");

export const adminBookingListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0, "offset must be 0 or more").default(0),
});

/** The paid sessions a client books at a free time themselves: 50 minutes at the coach's rate. */
export const SELF_SERVICE_SESSION_MINUTES = 50;
export const SELF_SERVICE_SESSION_TYPES = BOOKING_SESSION_TYPES.filter((type) => !SESSION_TYPE_PRESETS[type].free) as Exclude<
  BookingSessionType,
  "Free 15 mins consultation"
>[];

/** A client's own booking of a free time (POST /api/bookings). */
export const clientBookingSchema = z
  .object({
    coachId: z.string({ error: "coachId is required" }).trim().min(1, "coachId is required"),
    start: scheduledDate,
    sessionType: z.enum(SELF_SERVICE_SESSION_TYPES as [string, ...string[]], {
      error: `Please select session type (${SELF_SERVICE_SESSION_TYPES.join(", ")})`,
    }),
    sessionFormat: z.enum(BOOKING_SESSION_FORMATS.map((f) => f.value) as ["video", "in-person"], { error: "Please select session format" }),
    /** The client's own zone (the browser's), so the e-mails give the time there too. */
    timeZone: timeZone.optional(),
  })
  .strict();
export type ClientBookingInput = z.output<typeof clientBookingSchema>;

/** The answer of POST /api/bookings: the held booking, to be paid at /checkout/{id}. */
export interface ClientBookingCreated {
  id: string;
  status: "pending";
  /** Dollars with two decimals, as every booking answer: "120.00". */
  amount: string;
  amountCents: number;
  holdExpiresAt: string;
}

/** A client's move of their own session (POST /api/bookings/{id}/reschedule). */
export const rescheduleSchema = z.object({ start: scheduledDate }).strict();
export type RescheduleInput = z.output<typeof rescheduleSchema>;

/** The coach's 'New session' form: their own profile as the one coach, and a request's details. */
export interface CoachBookingFormData {
  coach: BookingCoachOption;
  prefill: BookingPrefill | null;
}

/** The staff form's starting values when it comes from a consultation request. */
export interface BookingPrefill {
  consultationRequestId: string;
  coachId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  sessionType: BookingSessionType | "";
  sessionFormat: "video" | "in-person";
}

export interface BookingCoachOption {
  id: string;
  name: string;
  isActive: boolean;
  /** Dollars with two decimals. */
  hourlyRate: string;
}

export interface BookingFormData {
  coaches: BookingCoachOption[];
  prefill: BookingPrefill | null;
}
