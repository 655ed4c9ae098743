// Bookings (docs/product/bookings-and-payments.md): staff create and change them, coaches create and change
// their own under the same rules (one create and one change function, scoped to the caller), clients see
// their own, payments and reviews act on them. Every status and paymentStatus change goes through the state
// machines of common/booking-states.ts on the locked row, with its e-mails written in the same transaction.
import type {
  AdminBooking,
  AdminBookingView,
  BookingChange,
  BookingFormData,
  CoachBooking,
  CoachBookingFormData,
  CoachBookingView,
  CoachSessions,
} from "#common/bookings";
import type { BookingsReader } from "#common/app-context";
import type { SessionUser } from "#common/auth";
import type { Page } from "#common/coaches";
import { isUuid } from "#common/uuid";
import type { AccountHolder } from "../../context";
import type { DatabaseOrTransaction } from "../../db/client";
import { notFound } from "../../lib/errors";
import { STAFF, type BookingsContext, type BookingsDeps } from "./booking-context";
import { coachFormData, staffFormData } from "./booking-forms";
import { listAdminBookings, listCoachSessions, readAdminView, readCoachView, readCoachViewUnchecked } from "./booking-reads";
import { changeBooking, createBooking } from "./booking-writes";
import { findOwnBooking, getClientBooking, listClientBookings } from "./client-bookings";
import { applyPaymentReport, attachPaymentIntent, type PaymentReport, type PaymentReportResult } from "./payment-reports";
import { anonymiseClientBookings, countUpcomingForAccount, type BookingWithCoach } from "./repository";

export { toAdminBookingView, toClientBooking, toCoachBookingView } from "./booking-views";
export type { PaymentReport, PaymentReportResult } from "./payment-reports";

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

    async create(input) {
      return readAdminView(db, await createBooking(context, input, STAFF), now);
    },

    adminView: (id) => (isUuid(id) ? readAdminView(db, id, now) : Promise.reject(notFound("Booking not found"))),
    coachView: (coachId, id) => readCoachView(db, coachId, id, now),
    countUpcomingForAccount,
    forgetClient: anonymiseClientBookings,

    async change(id, change) {
      await changeBooking(context, id, change, STAFF);
      return readAdminView(db, id, now);
    },

    attachPaymentIntent: (bookingId, paymentIntentId) => attachPaymentIntent(db, bookingId, paymentIntentId),
    applyPaymentReport: (report) => applyPaymentReport(context, report),
  };
}
