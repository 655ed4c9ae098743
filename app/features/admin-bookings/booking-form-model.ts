// What the New Booking form holds and how it becomes the API's input: the starting values (from a
// consultation request's prefill and the chosen coach's rate), the check with the API's own schema
// after date + time + zone are turned into an ISO instant, and the API's field names onto the form's.
import {
  adminBookingSchema,
  coachBookingSchema,
  SESSION_TYPE_PRESETS,
  type BookingCoachOption,
  type BookingPrefill,
  type BookingSessionType,
} from "#common/bookings";
import { toIsoWithOffset, zonedTimeToInstant } from "#common/zoned-time";
import { ApiError } from "../../lib/api";
import { viewerTimeZone } from "./time-zones";

/** The fields a consultation request's prefill fills, then the session's time, length, price and notes. */
export interface BookingFormValues extends Omit<BookingPrefill, "consultationRequestId"> {
  date: string;
  time: string;
  timeZone: string;
  duration: string;
  amount: string;
  notes: string;
}

export type BookingField = keyof BookingFormValues;

export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** What the form reports once the booking exists (both APIs answer at least this). */
export interface CreatedBooking {
  id: string;
  firstName: string;
  lastName: string;
  amountCents: number;
}

export function initialValues(prefill: BookingPrefill | null, coaches: BookingCoachOption[]): BookingFormValues {
  const sessionType = prefill?.sessionType || "50-minute session";
  const coach = coaches.find((c) => c.id === prefill?.coachId);
  const preset = sessionType ? SESSION_TYPE_PRESETS[sessionType] : undefined;
  return {
    coachId: coach?.isActive ? coach.id : "",
    firstName: prefill?.firstName ?? "",
    lastName: prefill?.lastName ?? "",
    email: prefill?.email ?? "",
    phoneNumber: prefill?.phoneNumber ?? "",
    sessionType,
    sessionFormat: prefill?.sessionFormat ?? "video",
    date: "",
    time: "",
    timeZone: viewerTimeZone(),
    duration: String(preset?.duration ?? 50),
    amount: preset?.free ? "0.00" : coach ? coach.hourlyRate : "",
    notes: "",
  };
}

/** The values after a new coach or session type is chosen: the suggested length and price (staff can change both). */
export function withSuggestion(
  values: BookingFormValues,
  coaches: BookingCoachOption[],
  coachId: string,
  sessionType: BookingSessionType | "",
): BookingFormValues {
  const preset = sessionType ? SESSION_TYPE_PRESETS[sessionType] : undefined;
  const coach = coaches.find((c) => c.id === coachId);
  return {
    ...values,
    coachId,
    sessionType,
    duration: preset ? String(preset.duration) : values.duration,
    amount: preset?.free ? "0.00" : coach ? coach.hourlyRate : values.amount,
  };
}

/** A blank form for a coach: their own profile is the coach. */
export const emptyPrefill: BookingPrefill = {
  consultationRequestId: "",
  coachId: "",
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  sessionType: "",
  sessionFormat: "video",
};

/** The API's field names onto the form's. */
const SERVER_FIELD: Record<string, BookingField> = { scheduledDate: "date", amount: "amount", timeZone: "timeZone", duration: "duration" };

/**
 * The request body for the staff API (with the coach) or the coach API (without), and the problems
 * found, by form field; `found` is empty when the booking may be sent.
 */
export function checkBooking(
  values: BookingFormValues,
  { ownCoach, prefill }: { ownCoach: boolean; prefill: BookingPrefill | null },
): { payload: Record<string, unknown>; found: BookingFieldErrors } {
  const found: BookingFieldErrors = {};
  if (!values.date) found.date = "Date is required";
  if (!values.time) found.time = "Time is required";
  const instant = values.date && values.time ? zonedTimeToInstant(values.date, values.time, values.timeZone) : null;
  if (values.date && values.time && !instant) found.date = "Please enter a real date and time";
  const payload = {
    ...(ownCoach ? {} : { coachId: values.coachId }),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    sessionType: values.sessionType,
    sessionFormat: values.sessionFormat,
    scheduledDate: instant ? toIsoWithOffset(instant, values.timeZone) : "",
    timeZone: values.timeZone,
    duration: values.duration,
    amount: values.amount,
    notes: values.notes,
    ...(prefill ? { consultationRequestId: prefill.consultationRequestId } : {}),
  };
  const parsed = (ownCoach ? coachBookingSchema : adminBookingSchema).safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = (SERVER_FIELD[key] ?? key) as BookingField;
      if (key === "scheduledDate" && (found.date || found.time)) continue;
      found[field] ??= issue.message;
    }
  } else if (instant && instant.getTime() < Date.now()) {
    found.date = "The session must be in the future";
  }
  return { payload, found };
}

/** The server's field messages of a refused booking, under the form's fields. */
export function serverFieldErrors(error: unknown): BookingFieldErrors {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const mapped: BookingFieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrors)) mapped[(SERVER_FIELD[key] ?? key) as BookingField] = message;
  return mapped;
}
