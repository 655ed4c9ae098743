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
import { findCoachForBooking, listCoachOptions } from "./repository";
import { consultationInScope, type ConsultationReach, type Scope } from "./scope";

/** A coach as the forms offer them. */
function coachOption(coach: { id: string; firstName: string; lastName: string; isActive: boolean; hourlyRateCents: number }) {
  return {
    id: coach.id,
    name: `${coach.firstName} ${coach.lastName}`,
    isActive: coach.isActive,
    hourlyRate: centsToDecimalString(coach.hourlyRateCents),
  };
}

/** The form's starting values from a consultation request (404 when out of the caller's reach). */
async function prefillFrom(reach: ConsultationReach, fromConsultation: string, scope: Scope): Promise<BookingPrefill> {
  const request = await consultationInScope(reach, fromConsultation, scope);
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

/** The staff form: every coach, and the request's values when arranged from one. */
export async function staffFormData(reach: ConsultationReach, fromConsultation?: string): Promise<BookingFormData> {
  const coaches = (await listCoachOptions(reach.db)).map(coachOption);
  return { coaches, prefill: fromConsultation ? await prefillFrom(reach, fromConsultation, { kind: "staff" }) : null };
}

/** A coach's form: their own profile, and their own request's values (404 for another coach's). */
export async function coachFormData(reach: ConsultationReach, coachId: string, fromConsultation?: string): Promise<CoachBookingFormData> {
  const coach = await findCoachForBooking(reach.db, coachId);
  if (!coach) throw notFound("Coach not found");
  return {
    coach: coachOption(coach),
    prefill: fromConsultation ? await prefillFrom(reach, fromConsultation, { kind: "coach", coachId }) : null,
  };
}
