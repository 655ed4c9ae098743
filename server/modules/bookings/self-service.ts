// What a client does to their own session without staff (docs/decisions/083): book a time they
// picked (the free consultation, or a paid session held while they pay), cancel (refunded in full
// outside the policy window before the start, without a refund inside it) and reschedule (outside
// the window only), and the refund's record on the booking (kept in payments.ts). The rule is
// common/scheduling/policy.ts; every decision is taken on the locked row, so two clicks, two tabs or
// a client and a coach at once change a session once and owe at most one refund.
//
// A refund is owed in the same transaction that cancels (refund_status 'pending', the amount), and
// paid afterwards through the payment provider with one idempotency key per booking
// (payments/service.ts `settleRefund`): a provider that is down leaves it pending, and the next
// attempt (a second click, the jobs) asks again under the same key, so money goes back once.
import type { SessionUser } from "#common/auth";
import { PAYMENT_HOLD_MINUTES } from "#common/booking-states";
import {
  bookingFormatFromConsultation,
  FREE_CONSULTATION_MINUTES,
  SELF_SERVICE_SESSION_MINUTES,
  type CancelAnswer,
  type ClientBookingCreated,
  type ClientBookingInput,
} from "#common/bookings";
import { centsToDecimalString } from "#common/money";
import { CONFIRM_BEFORE_BOOKING, TIME_TAKEN } from "#common/scheduling/messages";
import { cancellationPolicy, canMoveTo, canReschedule } from "#common/scheduling/policy";
import { isUuid } from "#common/uuid";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { AvailabilityService } from "../availability/service";
import type { ConsultationRecord } from "../consultations/service";
import type { MailService } from "../mail/service";
import { bookingEmails } from "./emails";
import { owedRefund, recordRefund, refundOwed, type RefundOutcome } from "./payments";
import {
  cancelExpiredHolds,
  findBookingWithCoach,
  findCoachForBooking,
  findVerifiedAccountIdByEmail,
  insertBooking,
  lockBooking,
  updateBooking,
  type BookingRecord,
} from "./repository";
import { timeTaken, type BookingsService, type Client } from "./service";
import { cancelAnswer } from "./views";

export type { RefundOutcome } from "./payments";

export interface SelfServiceDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  bookings: Pick<BookingsService, "findOwn">;
  availability: Pick<AvailabilityService, "offeredSlot" | "hoursOf" | "refreshNextFree">;
  /** A booking of a client's account starts their conversation with the coach, in its transaction. */
  startConversation: (tx: DatabaseOrTransaction, booking: BookingRecord) => Promise<void>;
  now?: () => number;
}

type SelfServiceContext = Required<SelfServiceDeps>;

export interface BookingSelfService {
  /**
   * The free 15-minute consultation at a time the visitor picked, made in the request's transaction:
   * confirmed, for the visitor's address (their account's once verified), both sides e-mailed the
   * invitation; 409 TIME_TAKEN when the time is no longer offered.
   */
  bookConsultation(tx: DatabaseOrTransaction, request: ConsultationRecord, start: Date, clientTimeZone?: string): Promise<BookingRecord>;
  /**
   * A signed-in client books an offered 50-minute time at the coach's rate: a pending booking that
   * holds the time for PAYMENT_HOLD_MINUTES (409 TIME_TAKEN when someone else got it first).
   */
  book(
    user: Pick<SessionUser, "id" | "email" | "firstName" | "lastName" | "emailVerified">,
    input: ClientBookingInput,
  ): Promise<ClientBookingCreated>;
  /** The client cancels their own session; the answer says whether money goes back. */
  cancelForClient(user: Client, id: string): Promise<{ answer: CancelAnswer; refundOwed: boolean }>;
  /** The client moves their own session to `start` (an offered time of the same coach). */
  rescheduleForClient(user: Client, id: string, start: Date): Promise<BookingRecord>;
  /** The refund owed on a booking (its amount and payment intent), or null when none is owed. */
  refundOwed(id: string): Promise<{ bookingId: string; paymentIntentId: string; amountCents: number } | null>;
  /** Records what the provider said of the booking's refund. */
  recordRefund(id: string, outcome: RefundOutcome): Promise<BookingRecord | undefined>;
}

export function createBookingSelfService(deps: SelfServiceDeps): BookingSelfService {
  const context: SelfServiceContext = { ...deps, now: deps.now ?? Date.now };
  return {
    bookConsultation: (tx, request, start, clientTimeZone) => bookPickedConsultation(context, tx, request, start, clientTimeZone),
    book: (user, input) => bookPaidSession(context, user, input),
    cancelForClient: (user, id) => cancelForClient(context, user, id),
    rescheduleForClient: (user, id, start) => rescheduleForClient(context, user, id, start),
    refundOwed: (id) => refundOwed(context.db, id),
    recordRefund: (id, outcome) => recordRefund(context.db, id, outcome),
  };
}

// Booking a time the visitor picked from the offered slots: the free consultation (in the request's
// transaction, confirmed at once) and a paid session that holds its time while the client pays.
async function bookPickedConsultation(
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

async function bookPaidSession(
  { db, mail, logger, availability, startConversation, now }: SelfServiceContext,
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
    await startConversation(tx, booking);
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

// The client cancels or moves their own session, under the booking policy of
// common/scheduling/policy.ts, decided on the locked row.
/** The caller's own booking, locked; another person's answers 404, as an unknown one does. */
async function lockOwn(tx: DatabaseOrTransaction, userId: string, id: string): Promise<BookingRecord> {
  const current = await lockBooking(tx, id);
  if (!current || current.clientId !== userId) throw notFound("Booking not found");
  return current;
}

async function cancelForClient(
  { db, mail, logger, bookings, availability, now }: SelfServiceContext,
  user: Client,
  id: string,
): Promise<{ answer: CancelAnswer; refundOwed: boolean }> {
  // findOwn links the bookings made for a verified address first, and answers null for others'.
  if (!(await bookings.findOwn(user, id))) throw notFound("Booking not found");
  const result = await db.transaction(async (tx) => {
    const current = await lockOwn(tx, user.id, id);
    // A second click or a second tab: already cancelled by this person, the same answer again.
    if (current.status === "cancelled" && current.cancelledBy === "client") return { booking: current, changed: false };
    const decision = cancellationPolicy(current, new Date(now()), "client");
    if (!decision.allowed) throw conflict(decision.reason);
    const values: Partial<BookingRecord> = {
      status: "cancelled",
      cancelledAt: new Date(now()),
      cancelledBy: "client",
      holdExpiresAt: null,
      calendarSequence: current.calendarSequence + 1,
      ...(decision.refund === "full" ? owedRefund(current) : {}),
    };
    const updated = await updateBooking(tx, id, values);
    const coach = (await findBookingWithCoach(tx, id))!.coach;
    await mail.enqueue(tx, bookingEmails(mail, "cancelled", updated, coach));
    await availability.refreshNextFree(tx, updated.coachId);
    return { booking: updated, changed: true };
  });
  if (result.changed) {
    logger.info({ bookingId: id, by: "client", refund: result.booking.refundStatus ?? "none" }, "booking cancelled");
  }
  return {
    answer: cancelAnswer(result.booking),
    refundOwed: result.booking.refundStatus === "pending" || result.booking.refundStatus === "failed",
  };
}

async function rescheduleForClient(
  { db, mail, bookings, availability, now }: SelfServiceContext,
  user: Client,
  id: string,
  start: Date,
): Promise<BookingRecord> {
  if (!(await bookings.findOwn(user, id))) throw notFound("Booking not found");
  const target = canMoveTo(start, new Date(now()), "client");
  if (target.past) throw badRequest(target.reason, { start: target.reason.replace(/\.$/, "") });
  const updated = await db.transaction(async (tx) => {
    const current = await lockOwn(tx, user.id, id);
    const decision = canReschedule(current, new Date(now()), "client");
    if (!decision.allowed) throw conflict(decision.reason);
    if (start.getTime() === current.scheduledDate.getTime()) return current;
    // The new time obeys the same rule as the old one (canMoveTo).
    if (!target.allowed) throw conflict(target.reason);
    // A coach with hours: only a time they offer (this session's own time aside). Without hours,
    // any time the database accepts (no other session of the coach overlaps it).
    const hours = await availability.hoursOf(tx, current.coachId);
    if (hours && !(await availability.offeredSlot(tx, current.coachId, start, current.duration, current.id))) {
      throw conflict(TIME_TAKEN);
    }
    const moved = await updateBooking(tx, id, {
      scheduledDate: start,
      reminderSentAt: null,
      calendarSequence: current.calendarSequence + 1,
    }).catch(timeTaken);
    const coach = (await findBookingWithCoach(tx, id))!.coach;
    await mail.enqueue(tx, bookingEmails(mail, "rescheduled", moved, coach));
    await availability.refreshNextFree(tx, moved.coachId);
    return moved;
  });
  return updated;
}
