// What a client does to their own session without staff (docs/decisions/083): cancel (refunded in
// full outside the policy window before the start, without a refund inside it) and reschedule
// (outside the window only), and the refund's record on the booking. The rule is
// common/scheduling/policy.ts; every decision is taken on the locked row, so two clicks, two tabs or
// a client and a coach at once change a session once and owe at most one refund.
//
// A refund is owed in the same transaction that cancels (refund_status 'pending', the amount), and
// paid afterwards through the payment provider with one idempotency key per booking
// (payments/service.ts `settleRefund`): a provider that is down leaves it pending, and the next
// attempt (a second click, the jobs) asks again under the same key, so money goes back once.
import type { SessionUser } from "#common/auth";
import type { CancelAnswer, ClientBookingCreated, ClientBookingInput } from "#common/bookings";
import type { DatabaseOrTransaction } from "../../db/client";
import type { ConsultationRecord } from "../consultations/service";
import { cancelForClient, rescheduleForClient } from "./client-changes";
import { bookPaidSession, bookPickedConsultation } from "./picked-time-booking";
import { recordRefund, refundOwed, type RefundOutcome } from "./refund-records";
import type { BookingRecord } from "./repository";
import type { SelfServiceContext, SelfServiceDeps } from "./self-service-context";

export type { RefundOutcome } from "./refund-records";

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
  cancelForClient(
    user: Pick<SessionUser, "id" | "email" | "emailVerified">,
    id: string,
  ): Promise<{ answer: CancelAnswer; refundOwed: boolean }>;
  /** The client moves their own session to `start` (an offered time of the same coach). */
  rescheduleForClient(user: Pick<SessionUser, "id" | "email" | "emailVerified">, id: string, start: Date): Promise<BookingRecord>;
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
