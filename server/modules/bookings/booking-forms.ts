// The 'New session' forms of staff and coaches: the coaches to choose from, and the starting values
// when the session is arranged from a consultation request within the caller's reach.
import {
  bookingFormatFromConsultation,
  BOOKING_SESSION_TYPES,
  type BookingFormData,
  type BookingPrefill,
  type CoachBookingFormData,
} from "#common/bookings";
import { centsToDecimalString } from "#common/money";
import { notFound } from "../../lib/errors";
import { STAFF, type BookingsContext, type Scope } from "./booking-context";
import { findCoachForBooking, listCoachOptions } from "./repository";

type FormContext = Pick<BookingsContext, "db" | "consultations">;

/** The consultation request, when the caller may arrange a booking from it. */
export async function consultationInScope({ db, consultations }: FormContext, id: string, scope: Scope) {
  const request = await consultations.forBooking(db, id);
  return request && (scope.kind === "staff" || request.coachId === scope.coachId) ? request : undefined;
}

/** The form's starting values from a consultation request (404 when out of the caller's reach). */
async function prefillFrom(context: FormContext, fromConsultation: string, scope: Scope): Promise<BookingPrefill> {
  const request = await consultationInScope(context, fromConsultation, scope);
  if (!request) throw notFound("Consultation request not found");
  return {
    consultationRequestId: request.id,
    coachId: request.coachId,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phoneNumber: request.phoneNumber,
    sessionType: (BOOKING_SESSION_TYPES as readonly string[]).includes(request.sessionType)
      ? (request.sessionType as BookingPrefill["sessionType"])
      : "",
    sessionFormat: bookingFormatFromConsultation(request.sessionFormat),
  };
}

export async function staffFormData(context: FormContext, fromConsultation?: string): Promise<BookingFormData> {
  const coaches = (await listCoachOptions(context.db)).map((c) => ({
    id: c.id,
    name: `${c.firstName} ${c.lastName}`,
    isActive: c.isActive,
    hourlyRate: centsToDecimalString(c.hourlyRateCents),
  }));
  return { coaches, prefill: fromConsultation ? await prefillFrom(context, fromConsultation, STAFF) : null };
}

export async function coachFormData(context: FormContext, coachId: string, fromConsultation?: string): Promise<CoachBookingFormData> {
  const coach = await findCoachForBooking(context.db, coachId);
  if (!coach) throw notFound("Coach not found");
  return {
    coach: {
      id: coach.id,
      name: `${coach.firstName} ${coach.lastName}`,
      isActive: coach.isActive,
      hourlyRate: centsToDecimalString(coach.hourlyRateCents),
    },
    prefill: fromConsultation ? await prefillFrom(context, fromConsultation, { kind: "coach", coachId }) : null,
  };
}
