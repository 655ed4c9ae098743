// Booking a time the visitor picked from the offered slots: the free consultation (in the request's
// transaction, confirmed at once) and a paid session that holds its time while the client pays.
import type { SessionUser } from "#common/auth";
import { PAYMENT_HOLD_MINUTES } from "#common/booking-states";
import {
  bookingFormatFromConsultation,
  FREE_CONSULTATION_MINUTES,
  SELF_SERVICE_SESSION_MINUTES,
  type ClientBookingCreated,
  type ClientBookingInput,
} from "#common/bookings";
import { centsToDecimalString } from "#common/money";
import { CONFIRM_BEFORE_BOOKING, TIME_TAKEN } from "#common/scheduling/messages";
import { isUuid } from "#common/uuid";
import type { DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import type { ConsultationRecord } from "../consultations/service";
import { bookingEmails } from "./emails";
import { timeTaken } from "./records";
import { cancelExpiredHolds, findCoachForBooking, findVerifiedAccountIdByEmail, insertBooking, type BookingRecord } from "./repository";
import type { SelfServiceContext } from "./self-service-context";

export async function bookPickedConsultation(
  { mail, logger, availability }: Pick<SelfServiceContext, "mail" | "logger" | "availability">,
  tx: DatabaseOrTransaction,
  request: ConsultationRecord,
  start: Date,
  clientTimeZone?: string,
): Promise<BookingRecord> {
  const coach = await findCoachForBooking(tx, request.coachId);
  const hours = coach ? await availability.hoursOf(tx, coach.id) : null;
  if (!coach || !hours || !(await availability.offeredSlot(tx, coach.id, start, FREE_CONSULTATION_MINUTES))) throw conflict(TIME_TAKEN);
  const booking = await insertBooking(tx, {
    clientId: (await findVerifiedAccountIdByEmail(tx, request.email)) ?? null,
    coachId: coach.id,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phoneNumber: request.phoneNumber,
    sessionType: "Free 15 mins consultation",
    sessionFormat: bookingFormatFromConsultation(request.sessionFormat),
    scheduledDate: start,
    timeZone: hours.timeZone,
    clientTimeZone: clientTimeZone ?? null,
    duration: FREE_CONSULTATION_MINUTES,
    bufferMinutes: hours.bufferMinutes,
    amountCents: 0,
    status: "confirmed",
    paymentStatus: "pending",
    arrangedBy: "client",
  }).catch(timeTaken);
  await mail.enqueue(tx, bookingEmails(mail, "created", booking, coach));
  await availability.refreshNextFree(tx, coach.id);
  logger.info({ bookingId: booking.id, coachId: coach.id, by: "visitor" }, "free consultation booked at a picked time");
  return booking;
}

export async function bookPaidSession(
  { db, mail, logger, availability, now }: SelfServiceContext,
  user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "emailVerified">,
  input: ClientBookingInput,
): Promise<ClientBookingCreated> {
  // A session belongs to a verified address (decision 012): an unconfirmed account could not see
  // or pay what it booked, so it is asked to confirm first.
  if (!user.emailVerified) throw forbidden(CONFIRM_BEFORE_BOOKING);
  const coach = isUuid(input.coachId) ? await findCoachForBooking(db, input.coachId) : undefined;
  if (!coach || !coach.isActive) throw badRequest("Please choose an active coach.", { coachId: "Please choose an active coach" });
  const start = new Date(input.start);
  const created = await db.transaction(async (tx) => {
    // Holds that ran out free their time first, in the same transaction as the new booking.
    await cancelExpiredHolds(tx, coach.id);
    const hours = await availability.hoursOf(tx, coach.id);
    if (!hours || !(await availability.offeredSlot(tx, coach.id, start, SELF_SERVICE_SESSION_MINUTES))) {
      // Taken by someone (then it is no longer offered) or never offered: the picker refreshes either way.
      throw conflict(TIME_TAKEN);
    }
    const booking = await insertBooking(tx, {
      clientId: user.emailVerified ? user.id : null,
      coachId: coach.id,
      firstName: user.firstName || "Client",
      lastName: user.lastName || "",
      email: user.email,
      sessionType: input.sessionType,
      sessionFormat: input.sessionFormat,
      scheduledDate: start,
      timeZone: hours.timeZone,
      clientTimeZone: input.timeZone ?? null,
      duration: SELF_SERVICE_SESSION_MINUTES,
      bufferMinutes: hours.bufferMinutes,
      amountCents: coach.hourlyRateCents,
      status: "pending",
      paymentStatus: "pending",
      holdExpiresAt: new Date(now() + PAYMENT_HOLD_MINUTES * 60_000),
      arrangedBy: "client",
    }).catch(timeTaken);
    await mail.enqueue(tx, bookingEmails(mail, "created", booking, coach));
    await availability.refreshNextFree(tx, coach.id);
    return booking;
  });
  logger.info({ bookingId: created.id, coachId: coach.id, by: "client" }, "session booked by the client");
  return {
    id: created.id,
    status: "pending",
    amount: centsToDecimalString(created.amountCents),
    amountCents: created.amountCents,
    holdExpiresAt: created.holdExpiresAt!.toISOString(),
  };
}
