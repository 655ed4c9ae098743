// Bookings (docs/product/bookings-and-payments.md): staff create and change them, coaches create and change
// their own under the same rules (one create and one change function, scoped to the caller), clients see
// their own, payments and reviews act on them. Every status and paymentStatus change goes through the state
// machines of common/booking-states.ts on the locked row, with its e-mails written in the same transaction.
//
// In order: the service and its dependencies; reading bookings (staff, coach, client); arranging a
// booking; changing one (planned without the database in change-plan.ts, then applied on the locked
// row). Whose bookings a call may touch is scope.ts, the 'New session' forms new-session-forms.ts, a
// client's own changes self-service.ts, the money payments.ts, the answers' shapes views.ts, the SQL
// repository.ts.
import { IllegalTransitionError, isUpcoming } from "#common/booking-states";
import {
  type AdminBooking,
  type AdminBookingView,
  type BookingChange,
  type BookingFormData,
  type ClientBooking,
  type CoachBooking,
  type CoachBookingFormData,
  type CoachBookingView,
  type CoachSessions,
  type MySessions,
} from "#common/bookings";
import type { BookingsReader } from "#common/app-context";
import type { SessionUser } from "#common/auth";
import type { Page } from "#common/coaches";
import { TIME_TAKEN } from "#common/scheduling/messages";
import { canMoveTo } from "#common/scheduling/policy";
import { isUuid } from "#common/uuid";
import type { AccountHolder } from "../../context";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import type { AvailabilityService } from "../availability/service";
import type { ConsultationAdminService } from "../consultations/admin-service";
import type { MailService } from "../mail/service";
import { withAttendance } from "../video-sessions/service";
import { bookingEmails } from "./emails";
import { applyPaymentReport, attachPaymentIntent, type PaymentReport, type PaymentReportResult } from "./payments";
import {
  anonymiseClientBookings,
  bufferOf,
  claimBookingsForAccount,
  countUpcomingForAccount,
  findBookingWithCoach,
  findCoachForBooking,
  findVerifiedAccountIdByEmail,
  insertBooking,
  listBookingsForAdmin,
  listBookingsForClient,
  listBookingsForCoach,
  lockBooking,
  updateBooking,
  type BookingRecord,
  type BookingWithCoach,
} from "./repository";
import { planBookingChange } from "./change-plan";
import { coachFormData, staffFormData } from "./new-session-forms";
import { consultationInScope, type Scope } from "./scope";
import { toAdminBookingView, toClientBooking, toCoachBookingView } from "./views";

export { toAdminBookingView, toClientBooking, toCoachBookingView } from "./views";
export { planBookingChange, type BookingChangePlan } from "./change-plan";
export type { PaymentReport, PaymentReportResult } from "./payments";

export interface BookingsDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  /** The requests bookings are arranged from. */
  consultations: Pick<ConsultationAdminService, "forBooking" | "markScheduledByBooking">;
  /** The coach's next free time follows every change of their sessions (docs/decisions/109). */
  availability: Pick<AvailabilityService, "refreshNextFree">;
  /** A booking of a client's account starts their conversation with the coach, in its transaction. */
  startConversation: (tx: DatabaseOrTransaction, booking: BookingRecord) => Promise<void>;
  now?: () => number;
  /** PLATFORM_FEE_PERCENT, fixed on each booking when it is paid. */
  platformFeePercent: number;
}

export interface BookingsService extends BookingsReader {
  create(input: AdminBooking, actor: AuditActor): Promise<AdminBookingView>;
  change(id: string, change: BookingChange, actor: AuditActor): Promise<AdminBookingView>;
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
  findOwn(user: Client, id: string): Promise<BookingWithCoach | null>;
  /** Remembers the provider's payment intent of a booking (the same one every time). */
  attachPaymentIntent(bookingId: string, paymentIntentId: string): Promise<void>;
  applyPaymentReport(report: PaymentReport): Promise<PaymentReportResult>;
  /** How many of an account's sessions are still to come (an account with some cannot be deleted). */
  countUpcomingForAccount(db: DatabaseOrTransaction, user: AccountHolder): Promise<number>;
  /** Inside an account deletion: its bookings stay for the records, without the person's details. */
  forgetClient(tx: DatabaseOrTransaction, user: AccountHolder): Promise<void>;
}

export function createBookingsService(deps: BookingsDeps): BookingsService {
  const context: BookingsContext = { ...deps, now: deps.now ?? Date.now };
  const { db, now } = context;

  return {
    listForClient: (user) => listClientBookings(db, user, now),
    getForClient: (user, id) => getClientBooking(db, user, id),
    findOwn: (user, id) => findOwnBooking(db, user, id),
    listForAdmin: (page) => listAdminBookings(db, page, now),
    formData: (fromConsultation) => staffFormData(context, fromConsultation),
    coachFormData: (coachId, fromConsultation) => coachFormData(context, coachId, fromConsultation),
    listForCoach: (coachId) => listCoachSessions(db, coachId, now),

    async createForCoach(coachId, input) {
      const id = await createBooking(context, { ...input, coachId }, { kind: "coach", coachId });
      return readCoachViewUnchecked(db, id, now);
    },

    async changeForCoach(coachId, id, change) {
      await changeBooking(context, id, change, { kind: "coach", coachId });
      return readCoachViewUnchecked(db, id, now);
    },

    async create(input, actor) {
      return readAdminView(db, await createBooking(context, input, { kind: "staff", actor }), now);
    },

    adminView: (id) => (isUuid(id) ? readAdminView(db, id, now) : Promise.reject(notFound("Booking not found"))),
    coachView: (coachId, id) => readCoachView(db, coachId, id, now),
    countUpcomingForAccount,
    forgetClient: anonymiseClientBookings,

    async change(id, change, actor) {
      await changeBooking(context, id, change, { kind: "staff", actor });
      return readAdminView(db, id, now);
    },

    attachPaymentIntent: (bookingId, paymentIntentId) => attachPaymentIntent(db, bookingId, paymentIntentId),
    applyPaymentReport: (report) => applyPaymentReport(context, report),
  };
}

/** The dependencies with the clock settled. */
type BookingsContext = Required<BookingsDeps>;

/** The fields of `row` named by `keys`, for an audit row's before and after. */
function fieldsOf(row: object, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]]));
}

/** A client as the bookings know them. */
export type Client = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** Whether a change of a booking can free or take time (its status, time, length, hold or buffer). */
function changesTakenTime(values: Partial<BookingRecord>): boolean {
  return ["status", "scheduledDate", "duration", "holdExpiresAt", "bufferMinutes", "coachId", "overlapAllowed"].some(
    (key) => key in values,
  );
}

/** PostgreSQL's exclusion_violation (two sessions of one coach overlapping) becomes a 409. */
export function timeTaken(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === "23P01") throw conflict(TIME_TAKEN);
  throw error;
}

// Reading bookings: one as staff or its coach see it (404 when unknown or another coach's), the
// lists of the admin page and the coach's Sessions, and a client's own.
async function readBooking(db: Database, id: string): Promise<BookingWithCoach> {
  const row = await findBookingWithCoach(db, id);
  if (!row) throw notFound("Booking not found");
  return row;
}

async function readAdminView(db: Database, id: string, now: () => number): Promise<AdminBookingView> {
  return toAdminBookingView(await readBooking(db, id), now());
}

/** A booking as its coach sees it, without the ownership check (for a booking the coach just made or changed). */
async function readCoachViewUnchecked(db: Database, id: string, now: () => number): Promise<CoachBookingView> {
  return toCoachBookingView(await readBooking(db, id), now());
}

async function readCoachView(db: Database, coachId: string, id: string, now: () => number): Promise<CoachBookingView> {
  const row = isUuid(id) ? await findBookingWithCoach(db, id) : undefined;
  if (!row || row.booking.coachId !== coachId) throw notFound("Booking not found");
  return toCoachBookingView(row, now());
}

async function listAdminBookings(
  db: Database,
  page: { limit: number; offset: number },
  now: () => number,
): Promise<Page<AdminBookingView>> {
  const { rows, total } = await listBookingsForAdmin(db, page);
  const at = now();
  return { items: rows.map((row) => toAdminBookingView(row, at)), total };
}

async function listCoachSessions(db: Database, coachId: string, now: () => number): Promise<CoachSessions> {
  const at = now();
  const all = await withAttendance(
    db,
    (await listBookingsForCoach(db, coachId)).map((row) => toCoachBookingView(row, at)),
    new Date(at),
  );
  return {
    upcoming: all.filter((b) => isUpcoming(b, at)),
    // Most recent first.
    past: all.filter((b) => !isUpcoming(b, at)).reverse(),
  };
}

/**
 * Links the bookings made for the account's address, once the address is proved: before that,
 * anyone could register a client's address and see the client's sessions, phone and notes.
 */
async function claim(db: Database, user: Client): Promise<void> {
  if (user.emailVerified) await claimBookingsForAccount(db, user.id, user.email);
}

async function findOwnBooking(db: Database, user: Client, id: string): Promise<BookingWithCoach | null> {
  if (!isUuid(id)) return null;
  let row = await findBookingWithCoach(db, id);
  if (row && user.emailVerified && row.booking.clientId === null && row.booking.email.toLowerCase() === user.email.toLowerCase()) {
    await claim(db, user);
    row = await findBookingWithCoach(db, id);
  }
  return row && row.booking.clientId === user.id ? row : null;
}

async function listClientBookings(db: Database, user: Client, now: () => number): Promise<MySessions> {
  await claim(db, user);
  const rows = await listBookingsForClient(db, user.id);
  const at = now();
  const all = await withAttendance(db, rows.map(toClientBooking), new Date(at));
  return {
    upcoming: all.filter((b) => isUpcoming(b, at)),
    // Most recent first.
    history: all.filter((b) => !isUpcoming(b, at)).reverse(),
  };
}

async function getClientBooking(db: Database, user: Client, id: string): Promise<ClientBooking | null> {
  const row = await findOwnBooking(db, user, id);
  return row ? toClientBooking(row) : null;
}

// Arranging and changing a booking, for staff and for a coach on their own sessions under the same
// rules: a change is planned by planBookingChange (the state machines) and applied on the locked row,
// with its e-mails written in the same transaction.
function transitionConflict(error: unknown): never {
  if (error instanceof IllegalTransitionError) throw new AppError(409, "illegal_transition", error.message);
  throw error;
}

/** Validates and stores a new booking with its e-mails; returns its id. */
async function createBooking(context: BookingsContext, input: AdminBooking, scope: Scope): Promise<string> {
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
    if (scope.kind === "staff" && scope.actor) {
      await recordAuditEvent(tx, {
        actor: scope.actor,
        action: "booking.create",
        entity: "booking",
        entityId: booking.id,
        before: null,
        after: booking,
      });
    }
    await context.startConversation(tx, booking);
    await mail.enqueue(tx, bookingEmails(mail, "created", booking, coach));
    await availability.refreshNextFree(tx, coach.id);
    return booking;
  });
  logger.info({ bookingId: created.id, coachId: coach.id, amountCents: created.amountCents, by: scope.kind }, "booking created");
  return created.id;
}

/** Applies a change on the locked row through the state machines, with its e-mails. */
async function changeBooking(context: BookingsContext, id: string, change: BookingChange, scope: Scope): Promise<void> {
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
      if (scope.kind === "staff" && scope.actor) {
        const keys = Object.keys(values);
        await recordAuditEvent(tx, {
          actor: scope.actor,
          action: values.status === "cancelled" ? "booking.cancel" : "booking.update",
          entity: "booking",
          entityId: id,
          before: fieldsOf(current, keys),
          after: fieldsOf(updated, keys),
        });
      }
      if (email) await mail.enqueue(tx, bookingEmails(mail, email, updated, coach));
      if (changesTakenTime(values)) await availability.refreshNextFree(tx, current.coachId);
    })
    .catch(transitionConflict);
}
