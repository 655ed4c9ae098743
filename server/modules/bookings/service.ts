// Bookings (docs/product/bookings-and-payments.md): staff create and change them, coaches create and change
// their own under the same rules (one create and one change function, scoped to the caller), clients see
// their own, payments and reviews act on them. Every status and paymentStatus change goes through the state
// machines of common/booking-states.ts on the locked row, with its e-mails written in the same transaction.
import {
  allowedBookingStatuses,
  canChangeBookingStatus,
  canChangePaymentStatus,
  IllegalTransitionError,
  isOpenBooking,
  isPaid,
  isUpcoming,
} from "#common/booking-states";
import {
  bookingFormatFromConsultation,
  BOOKING_SESSION_TYPES,
  type AdminBooking,
  type AdminBookingView,
  type BookingChange,
  type BookingFormData,
  type BookingPrefill,
  type ClientBooking,
  type CoachBooking,
  type CoachBookingFormData,
  type CoachBookingView,
  type CoachSessions,
} from "#common/bookings";
import type { BookingsReader } from "#common/app-context";
import type { SessionUser } from "#common/auth";
import type { Page } from "#common/coaches";
import { centsToDecimalString } from "#common/money";
import type { AccountHolder } from "../../context";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ConsultationAdminService } from "../consultations/admin-service";
import { isUuid } from "#common/uuid";
import type { MailService } from "../mail/service";
import { bookingEmails, type BookingEmailKind } from "./emails";
import { planBookingChange, PAST_GRACE_MS } from "./change-plan";
import { owedRefund, refundOf, timeTaken } from "./records";
import {
  bufferOf,
  claimBookingsForAccount,
  findVerifiedAccountIdByEmail,
  findBookingWithCoach,
  findCoachForBooking,
  insertBooking,
  listBookingsForAdmin,
  listBookingsForClient,
  listBookingsForCoach,
  listCoachOptions,
  lockBooking,
  lockBookingByPaymentIntent,
  recordPaymentEvent,
  updateBooking,
  type BookingCoach,
  type BookingRecord,
  type BookingWithCoach,
  anonymiseClientBookings,
  countUpcomingForAccount,
} from "./repository";

/** A session may be arranged a little in the past (a form left open), not more. */

export function toClientBooking({ booking, coach }: BookingWithCoach): ClientBooking {
  return {
    id: booking.id,
    coach: {
      id: coach.id,
      firstName: coach.firstName,
      lastName: coach.lastName,
      title: coach.title,
      profileImageUrl: coach.profileImageUrl,
    },
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phoneNumber: booking.phoneNumber,
    sessionType: booking.sessionType,
    sessionFormat: booking.sessionFormat,
    scheduledDate: booking.scheduledDate.toISOString(),
    timeZone: booking.timeZone,
    duration: booking.duration,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    amount: centsToDecimalString(booking.amountCents),
    amountCents: booking.amountCents,
    notes: booking.notes,
    refund: refundOf(booking),
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

export function toAdminBookingView(row: BookingWithCoach, now: number = Date.now()): AdminBookingView {
  const { booking, coach } = row;
  return {
    ...toClientBooking(row),
    clientId: booking.clientId,
    coachIsActive: coach.isActive,
    calendarSequence: booking.calendarSequence,
    reminderSentAt: booking.reminderSentAt?.toISOString() ?? null,
    paymentIntentId: booking.paymentIntentId,
    allowedStatuses: allowedBookingStatuses(booking, now),
  };
}

export function toCoachBookingView(row: BookingWithCoach, now: number = Date.now()): CoachBookingView {
  return {
    ...toClientBooking(row),
    calendarSequence: row.booking.calendarSequence,
    allowedStatuses: allowedBookingStatuses(row.booking, now),
    canReschedule: isOpenBooking(row.booking.status),
  };
}

/**
 * Whose bookings a call may touch: staff any coach's; a coach only their own, and another coach's
 * booking or consultation request is answered like an unknown one.
 */
type Scope = { kind: "staff" } | { kind: "coach"; coachId: string };
const STAFF: Scope = { kind: "staff" };

/** A provider's report about a payment, already verified by the payments module. */
export interface PaymentReport {
  /** Unique per event: a second report with the same id changes nothing. */
  eventId: string;
  type: "succeeded" | "failed" | "processing" | "canceled" | "refunded";
  paymentIntentId: string;
  /** From the intent's metadata, when the booking does not know the intent yet. */
  bookingId?: string;
  amountCents?: number;
  currency?: string;
}

export type PaymentReportResult = "applied" | "duplicate" | "unchanged" | "unknown-booking" | "amount-mismatch";

export interface BookingsService extends BookingsReader {
  create(input: AdminBooking): Promise<AdminBookingView>;
  change(id: string, change: BookingChange): Promise<AdminBookingView>;
  listForAdmin(page: { limit: number; offset: number }): Promise<Page<AdminBookingView>>;
  formData(fromConsultation?: string): Promise<BookingFormData>;
  /** The coach's own sessions: upcoming soonest first, past latest first. */
  listForCoach(coachId: string): Promise<CoachSessions>;
  /** The coach's 'New session' form; a request of another coach answers 404. */
  coachFormData(coachId: string, fromConsultation?: string): Promise<CoachBookingFormData>;
  /** A session the coach arranges with their own profile, under the staff rules. */
  createForCoach(coachId: string, input: CoachBooking): Promise<CoachBookingView>;
  /** A change of the coach's own session; another coach's answers 404 and changes nothing. */
  changeForCoach(coachId: string, id: string, change: BookingChange): Promise<CoachBookingView>;
  /** A booking as staff see it (404 when unknown). */
  adminView(id: string): Promise<AdminBookingView>;
  /** The coach's own booking as they see it (404 for another coach's). */
  coachView(coachId: string, id: string): Promise<CoachBookingView>;
  /** The client's own booking with its coach, or null (someone else's, or unknown). */
  findOwn(user: Pick<SessionUser, "id" | "email" | "emailVerified">, id: string): Promise<BookingWithCoach | null>;
  /** Remembers the provider's payment intent of a booking (the same one every time). */
  attachPaymentIntent(bookingId: string, paymentIntentId: string): Promise<void>;
  applyPaymentReport(report: PaymentReport): Promise<PaymentReportResult>;
  /** How many of an account's sessions are still to come (an account with some cannot be deleted). */
  countUpcomingForAccount(db: DatabaseOrTransaction, user: AccountHolder): Promise<number>;
  /** Inside an account deletion: its bookings stay for the records, without the person's details. */
  forgetClient(tx: DatabaseOrTransaction, user: AccountHolder): Promise<void>;
}

function transitionConflict(error: unknown): never {
  if (error instanceof IllegalTransitionError) throw new AppError(409, "illegal_transition", error.message);
  throw error;
}

export function createBookingsService(deps: {
  db: Database;
  mail: MailService;
  logger: Logger;
  /** The requests bookings are arranged from. */
  consultations: Pick<ConsultationAdminService, "forBooking" | "markScheduledByBooking">;
  now?: () => number;
}): BookingsService {
  const { db, mail, logger, consultations } = deps;
  const now = deps.now ?? Date.now;

  async function enqueue(tx: DatabaseOrTransaction, kind: BookingEmailKind, booking: BookingRecord, coach: BookingCoach) {
    await mail.enqueue(tx, bookingEmails(mail, kind, booking, coach));
  }

  /**
   * Links the bookings made for the account's address, once the address is proved: before that,
   * anyone could register a client's address and see the client's sessions, phone and notes.
   */
  async function claim(user: Pick<SessionUser, "id" | "email" | "emailVerified">) {
    if (user.emailVerified) await claimBookingsForAccount(db, user.id, user.email);
  }

  async function findOwn(user: Pick<SessionUser, "id" | "email" | "emailVerified">, id: string): Promise<BookingWithCoach | null> {
    if (!isUuid(id)) return null;
    let row = await findBookingWithCoach(db, id);
    if (row && user.emailVerified && row.booking.clientId === null && row.booking.email.toLowerCase() === user.email.toLowerCase()) {
      await claim(user);
      row = await findBookingWithCoach(db, id);
    }
    return row && row.booking.clientId === user.id ? row : null;
  }

  async function readRow(id: string): Promise<BookingWithCoach> {
    const row = await findBookingWithCoach(db, id);
    if (!row) throw notFound("Booking not found");
    return row;
  }

  async function readView(id: string): Promise<AdminBookingView> {
    return toAdminBookingView(await readRow(id), now());
  }

  /** The consultation request, when the caller may arrange a booking from it. */
  async function consultationInScope(id: string, scope: Scope) {
    const request = await consultations.forBooking(db, id);
    return request && (scope.kind === "staff" || request.coachId === scope.coachId) ? request : undefined;
  }

  /** The form's starting values from a consultation request (404 when out of the caller's reach). */
  async function prefillFrom(fromConsultation: string, scope: Scope): Promise<BookingPrefill> {
    const request = await consultationInScope(fromConsultation, scope);
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

  /** Validates and stores a new booking with its e-mails; returns its id. */
  async function createBooking(input: AdminBooking, scope: Scope): Promise<string> {
    const coach = isUuid(input.coachId) ? await findCoachForBooking(db, input.coachId) : undefined;
    if (scope.kind === "coach" && coach && !coach.isActive) {
      throw conflict("Your profile is not live, so sessions cannot be arranged with it until it is published again.");
    }
    if (!coach || !coach.isActive) {
      throw badRequest("Please choose an active coach: inactive coaches cannot be booked.", { coachId: "Please choose an active coach" });
    }
    const scheduledDate = new Date(input.scheduledDate);
    if (scheduledDate.getTime() < now() - PAST_GRACE_MS) {
      throw badRequest("The session must be in the future.", { scheduledDate: "The session must be in the future" });
    }
    if (input.consultationRequestId && !(await consultationInScope(input.consultationRequestId, scope))) {
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
      }).catch(timeTaken);
      if (input.consultationRequestId) await consultations.markScheduledByBooking(tx, input.consultationRequestId);
      await enqueue(tx, "created", booking, coach);
      return booking;
    });
    mail.afterCommit();
    logger.info({ bookingId: created.id, coachId: coach.id, amountCents: created.amountCents, by: scope.kind }, "booking created");
    return created.id;
  }

  /** Applies a change on the locked row through the state machines, with its e-mails. */
  async function changeBooking(id: string, change: BookingChange, scope: Scope): Promise<void> {
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
        if (email) await enqueue(tx, email, updated, coach);
      })
      .catch(transitionConflict);
    mail.afterCommit();
  }

  return {
    async listForClient(user) {
      await claim(user);
      const rows = await listBookingsForClient(db, user.id);
      const at = now();
      const all = rows.map(toClientBooking);
      return {
        upcoming: all.filter((b) => isUpcoming(b, at)),
        // Most recent first.
        history: all.filter((b) => !isUpcoming(b, at)).reverse(),
      };
    },

    async getForClient(user, id) {
      const row = await findOwn(user, id);
      return row ? toClientBooking(row) : null;
    },

    findOwn,

    async listForAdmin(page) {
      const { rows, total } = await listBookingsForAdmin(db, page);
      const at = now();
      return { items: rows.map((row) => toAdminBookingView(row, at)), total };
    },

    async formData(fromConsultation) {
      const coaches = (await listCoachOptions(db)).map((c) => ({
        id: c.id,
        name: `${c.firstName} ${c.lastName}`,
        isActive: c.isActive,
        hourlyRate: centsToDecimalString(c.hourlyRateCents),
      }));
      return { coaches, prefill: fromConsultation ? await prefillFrom(fromConsultation, STAFF) : null };
    },

    async coachFormData(coachId, fromConsultation) {
      const coach = await findCoachForBooking(db, coachId);
      if (!coach) throw notFound("Coach not found");
      return {
        coach: {
          id: coach.id,
          name: `${coach.firstName} ${coach.lastName}`,
          isActive: coach.isActive,
          hourlyRate: centsToDecimalString(coach.hourlyRateCents),
        },
        prefill: fromConsultation ? await prefillFrom(fromConsultation, { kind: "coach", coachId }) : null,
      };
    },

    async listForCoach(coachId) {
      const at = now();
      const all = (await listBookingsForCoach(db, coachId)).map((row) => toCoachBookingView(row, at));
      return {
        upcoming: all.filter((b) => isUpcoming(b, at)),
        // Most recent first.
        past: all.filter((b) => !isUpcoming(b, at)).reverse(),
      };
    },

    async createForCoach(coachId, input) {
      const id = await createBooking({ ...input, coachId }, { kind: "coach", coachId });
      return toCoachBookingView(await readRow(id), now());
    },

    async changeForCoach(coachId, id, change) {
      await changeBooking(id, change, { kind: "coach", coachId });
      return toCoachBookingView(await readRow(id), now());
    },

    async create(input) {
      return readView(await createBooking(input, STAFF));
    },

    adminView: (id) => (isUuid(id) ? readView(id) : Promise.reject(notFound("Booking not found"))),

    async coachView(coachId, id) {
      const row = isUuid(id) ? await findBookingWithCoach(db, id) : undefined;
      if (!row || row.booking.coachId !== coachId) throw notFound("Booking not found");
      return toCoachBookingView(row, now());
    },

    countUpcomingForAccount,
    forgetClient: anonymiseClientBookings,

    async change(id, change) {
      await changeBooking(id, change, STAFF);
      return readView(id);
    },

    async attachPaymentIntent(bookingId, paymentIntentId) {
      await db.transaction(async (tx) => {
        const current = await lockBooking(tx, bookingId);
        if (!current) throw notFound("Booking not found");
        if (current.paymentIntentId !== paymentIntentId) await updateBooking(tx, bookingId, { paymentIntentId });
      });
    },

    async applyPaymentReport(report) {
      const outcome = await db.transaction(async (tx): Promise<PaymentReportResult> => {
        if (!(await recordPaymentEvent(tx, report.eventId, `payment.${report.type}`))) return "duplicate";
        let booking = await lockBookingByPaymentIntent(tx, report.paymentIntentId);
        if (!booking && report.bookingId && isUuid(report.bookingId)) {
          const byId = await lockBooking(tx, report.bookingId);
          if (byId && byId.paymentIntentId === null) booking = byId;
        }
        if (!booking) {
          logger.warn({ paymentIntentId: report.paymentIntentId, eventId: report.eventId }, "payment report for no known booking");
          return "unknown-booking";
        }
        const coach = await findCoachForBooking(tx, booking.coachId);
        if (!coach) return "unknown-booking";

        if (report.type === "succeeded") {
          if (isPaid(booking.paymentStatus)) return "unchanged";
          if (report.amountCents !== booking.amountCents || (report.currency ?? "usd") !== "usd") {
            logger.error(
              {
                bookingId: booking.id,
                paymentIntentId: report.paymentIntentId,
                charged: report.amountCents,
                expected: booking.amountCents,
              },
              "payment amount differs from the booking's: not confirmed, needs staff attention",
            );
            return "amount-mismatch";
          }
          if (!canChangePaymentStatus(booking.paymentStatus, "succeeded")) return "unchanged";
          // Paid: the self-service hold has done its work.
          const values: Partial<BookingRecord> = {
            paymentStatus: "succeeded",
            paymentIntentId: report.paymentIntentId,
            holdExpiresAt: null,
          };
          if (canChangeBookingStatus(booking.status, "confirmed")) {
            values.status = "confirmed";
            values.calendarSequence = booking.calendarSequence + 1;
          } else if (booking.status === "cancelled") {
            // Paid after it was called off (a hold that ran out while the card went through): the
            // payment is owed back in full, and the payments module pays it back after this commit.
            Object.assign(
              values,
              owedRefund({ paymentStatus: "succeeded", amountCents: booking.amountCents, refundStatus: booking.refundStatus }),
            );
            logger.warn({ bookingId: booking.id, paymentIntentId: report.paymentIntentId }, "a cancelled booking was paid: refunding it");
          }
          const updated = await updateBooking(tx, booking.id, values);
          if (updated.status === "confirmed") await enqueue(tx, "paid", updated, coach);
          return "applied";
        }

        const target = { failed: "failed", processing: "processing", canceled: "pending", refunded: "refunded" }[report.type];
        // Events may arrive late or out of order: the machine keeps a later state from being undone.
        if (!canChangePaymentStatus(booking.paymentStatus, target)) return "unchanged";
        // The provider confirms a refund (ours, or one made in its dashboard): the booking says so.
        const refund: Partial<BookingRecord> =
          target === "refunded" ? { refundStatus: "succeeded", refundAmountCents: booking.refundAmountCents ?? booking.amountCents } : {};
        await updateBooking(tx, booking.id, { paymentStatus: target, ...refund });
        return "applied";
      });
      if (outcome === "applied") mail.afterCommit();
      return outcome;
    },
  };
}
