// Arranging and changing a booking, for staff and for a coach on their own sessions under the same
// rules: a change is planned by planBookingChange (the state machines) and applied on the locked row,
// with its e-mails written in the same transaction.
import { IllegalTransitionError } from "#common/booking-states";
import type { AdminBooking, BookingChange } from "#common/bookings";
import { canMoveTo } from "#common/scheduling/policy";
import { isUuid } from "#common/uuid";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { changesTakenTime, enqueueBookingEmail, type BookingsContext, type Scope } from "./booking-context";
import { consultationInScope } from "./booking-forms";
import { planBookingChange } from "./change-plan";
import { timeTaken } from "./records";
import { bufferOf, findCoachForBooking, findVerifiedAccountIdByEmail, insertBooking, lockBooking, updateBooking } from "./repository";

function transitionConflict(error: unknown): never {
  if (error instanceof IllegalTransitionError) throw new AppError(409, "illegal_transition", error.message);
  throw error;
}

/** Validates and stores a new booking with its e-mails; returns its id. */
export async function createBooking(context: BookingsContext, input: AdminBooking, scope: Scope): Promise<string> {
  const { db, mail, logger, consultations, availability, now } = context;
  const coach = isUuid(input.coachId) ? await findCoachForBooking(db, input.coachId) : undefined;
  if (scope.kind === "coach" && coach && !coach.isActive) {
    throw conflict("Your profile is not live, so sessions cannot be arranged with it until it is published again.");
  }
  if (!coach || !coach.isActive) {
    throw badRequest("Please choose an active coach: inactive coaches cannot be booked.", { coachId: "Please choose an active coach" });
  }
  const scheduledDate = new Date(input.scheduledDate);
  const when = canMoveTo(scheduledDate, new Date(now()), scope.kind);
  if (!when.allowed) throw badRequest(when.reason, { scheduledDate: when.reason.replace(/\.$/, "") });
  if (input.consultationRequestId && !(await consultationInScope(context, input.consultationRequestId, scope))) {
    throw badRequest("The consultation request was not found.", { consultationRequestId: "Consultation request not found" });
  }
  const created = await db.transaction(async (tx) => {
    const clientId = (await findVerifiedAccountIdByEmail(tx, input.email)) ?? null;
    const booking = await insertBooking(tx, {
      bufferMinutes: await bufferOf(tx, coach.id),
      clientId,
      coachId: coach.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      sessionType: input.sessionType,
      sessionFormat: input.sessionFormat,
      scheduledDate,
      timeZone: input.timeZone,
      duration: input.duration,
      amountCents: input.amount,
      notes: input.notes,
      // A free session needs no payment: it is arranged at once ('Scheduled').
      status: input.amount === 0 ? "confirmed" : "pending",
      paymentStatus: "pending",
      // Whether a review of it counts depends on who arranged it (docs/decisions/104).
      arrangedBy: scope.kind,
    }).catch(timeTaken);
    if (input.consultationRequestId) await consultations.markScheduledByBooking(tx, input.consultationRequestId);
    await enqueueBookingEmail(mail, tx, "created", booking, coach);
    await availability.refreshNextFree(tx, coach.id);
    return booking;
  });
  logger.info({ bookingId: created.id, coachId: coach.id, amountCents: created.amountCents, by: scope.kind }, "booking created");
  return created.id;
}

/** Applies a change on the locked row through the state machines, with its e-mails. */
export async function changeBooking(context: BookingsContext, id: string, change: BookingChange, scope: Scope): Promise<void> {
  const { db, mail, availability, now } = context;
  if (!isUuid(id)) throw notFound("Booking not found");
  await db
    .transaction(async (tx) => {
      const current = await lockBooking(tx, id);
      if (!current || (scope.kind === "coach" && current.coachId !== scope.coachId)) throw notFound("Booking not found");
      const coach = await findCoachForBooking(tx, current.coachId);
      if (!coach) throw notFound("Booking not found");
      const { values, email } = planBookingChange(current, change, now(), scope.kind);
      if (Object.keys(values).length === 0) return;
      const updated = await updateBooking(tx, id, values).catch(timeTaken);
      if (email) await enqueueBookingEmail(mail, tx, email, updated, coach);
      if (changesTakenTime(values)) await availability.refreshNextFree(tx, current.coachId);
    })
    .catch(transitionConflict);
}
