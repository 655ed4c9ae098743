// The booking change rules, decided here and nowhere else: who may cancel, reschedule or change the
// status of a session, when, and what a cancellation refunds; and the sentences that state the rule
// (the Terms, the FAQ, checkout, My Sessions' dialogs, the e-mails). The client's services, the staff
// and coach change plan, the views the API answers and the pages that offer the actions all ask these
// functions, so the window's length is written once, in POLICY_WINDOW_HOURS.
//
// A client may reschedule, and is refunded in full when cancelling, 24 hours or more before the
// start (exactly 24 hours counts as in time); inside 24 hours a client may still cancel, without a
// refund, and may not reschedule; once the session has started the client can change nothing. A
// coach or staff may cancel or move an open session at any time (staff correct records, and a session
// whose time passed unpaid is called off or moved), and their cancellation refunds in full what was
// paid. Completed and no-show follow the state machine's clock (common/booking-states.ts).
import { allowedBookingStatuses, isOpenBooking, isPaid, type BookingChangeActor, type BookingStatus } from "../booking-states";

export type PolicyActor = "client" | BookingChangeActor;

export const POLICY_WINDOW_HOURS = 24;
const POLICY_WINDOW_MS = POLICY_WINDOW_HOURS * 3_600_000;
const WINDOW = `${POLICY_WINDOW_HOURS} hours`;

/** A new time staff or a coach give may be this far in the past (the form was open a while). */
export const PAST_GRACE_MS = 5 * 60_000;

// The sentences people read, in the Terms' and the FAQ's words, and plainly what the product does
// where the Terms say "may".
export const RESCHEDULE_POLICY = `Sessions may be rescheduled up to ${WINDOW} before the session.`;
export const CANCELLATION_REFUND_POLICY = `Cancellations made ${WINDOW} or more before the scheduled time are refunded in full.`;
export const LATE_CANCELLATION_POLICY = `Cancellations made less than ${WINDOW} before the scheduled time are not refunded.`;
export const NO_SHOW_POLICY = "Missed sessions (no-shows) are non-refundable.";
export const PROVIDER_CANCELLATION_POLICY = "Sessions cancelled by the coach or by our staff are refunded in full.";
/** The policy as one paragraph, for a page or an e-mail that states it whole (checkout). */
export const CANCELLATION_POLICY_TEXT = [
  RESCHEDULE_POLICY,
  CANCELLATION_REFUND_POLICY,
  LATE_CANCELLATION_POLICY,
  NO_SHOW_POLICY,
  PROVIDER_CANCELLATION_POLICY,
].join(" ");

/** The Terms of Service's 'Cancellation and Refunds' section, one item per line. */
export const TERMS_CANCELLATION_CLAUSES: readonly string[] = [
  RESCHEDULE_POLICY,
  `Sessions cancelled ${WINDOW} or more before the scheduled time may receive a full refund.`,
  `Sessions cancelled less than ${WINDOW} before the scheduled time may incur cancellation fees.`,
  `In practice: cancellations made ${WINDOW} or more before the scheduled time are refunded in full; cancellations made less than ${WINDOW} before it are not refunded (the fee is the session's price); sessions cancelled by the coach or by our staff are refunded in full.`,
  NO_SHOW_POLICY,
];

/** The contact FAQ's answer to 'Can I reschedule a session?' (the page adds the link to the Terms). */
export const FAQ_RESCHEDULE_ANSWER = `Yes. ${RESCHEDULE_POLICY} Cancellations made ${WINDOW} or more in advance may receive a full refund; later cancellations may incur fees, and missed sessions are non-refundable.`;

/** What a client's late cancellation means for their payment (`amount` already formatted). */
export function lateCancellationOutcome(amount: string): string {
  return `This session starts in less than ${WINDOW}: your payment of ${amount} will not be refunded.`;
}

export const POLICY_REASONS = {
  nothingToRefund: "Nothing has been paid for this session, so there is nothing to refund.",
  rescheduleTooLate: `${RESCHEDULE_POLICY} This session starts in less than ${WINDOW}: it can still be cancelled, without a refund.`,
  started: "This session has already started, so it can no longer be cancelled or rescheduled.",
  rescheduleAllowed: "This session can be moved to another free time.",
  newTimePast: "The new time must be in the future.",
  sessionPast: "The session must be in the future.",
  closed: {
    cancelled: "This session is already cancelled.",
    completed: "This session is completed.",
    "no-show": "This session was marked as a no-show.",
  } as Readonly<Record<string, string>>,
  closedOther: "This session can no longer be changed.",
  /** Staff and coaches read about the record. */
  cannotMove: (status: string) => `A ${status} booking cannot be moved.`,
} as const;

export interface PolicyBooking {
  /** The session's start (ISO 8601 or a Date). */
  scheduledDate: string | Date;
  status: string;
  paymentStatus: string;
  /** When known, a session that cost nothing has nothing to refund whatever its payment status. */
  amountCents?: number;
}

export interface CancellationDecision {
  allowed: boolean;
  refund: "full" | "none";
  reason: string;
}

export interface PolicyDecision {
  allowed: boolean;
  reason: string;
}

/** A new time's verdict; `past` says the time itself is gone (a bad input) rather than too late. */
export interface NewTimeDecision extends PolicyDecision {
  past: boolean;
}

function startOf(booking: Pick<PolicyBooking, "scheduledDate">): number {
  return new Date(booking.scheduledDate).getTime();
}

function closedReason(status: string): string {
  return POLICY_REASONS.closed[status] ?? POLICY_REASONS.closedOther;
}

function hasPayment(booking: PolicyBooking): boolean {
  return isPaid(booking.paymentStatus) && (booking.amountCents === undefined || booking.amountCents > 0);
}

// A session with an unreadable start is treated as started: nothing is refunded or moved on a guess.
function hasStarted(booking: PolicyBooking, now: Date): boolean {
  return !(now.getTime() < startOf(booking));
}

/** The policy window's length or more before the start (exactly that long counts as in time). */
export function isBeforePolicyWindow(booking: Pick<PolicyBooking, "scheduledDate">, now: Date): boolean {
  return startOf(booking) - now.getTime() >= POLICY_WINDOW_MS;
}

/** The last moment a client may reschedule, or cancel with a full refund. */
export function policyDeadline(booking: PolicyBooking): Date {
  return new Date(startOf(booking) - POLICY_WINDOW_MS);
}

export function cancellationPolicy(booking: PolicyBooking, now: Date, actor: PolicyActor): CancellationDecision {
  if (!isOpenBooking(booking.status)) return { allowed: false, refund: "none", reason: closedReason(booking.status) };
  const paid = hasPayment(booking);
  if (actor === "client") {
    if (hasStarted(booking, now)) return { allowed: false, refund: "none", reason: POLICY_REASONS.started };
    if (!isBeforePolicyWindow(booking, now)) {
      return { allowed: true, refund: "none", reason: paid ? LATE_CANCELLATION_POLICY : POLICY_REASONS.nothingToRefund };
    }
  }
  if (!paid) return { allowed: true, refund: "none", reason: POLICY_REASONS.nothingToRefund };
  return { allowed: true, refund: "full", reason: actor === "client" ? CANCELLATION_REFUND_POLICY : PROVIDER_CANCELLATION_POLICY };
}

/** Whether the session may be moved at all (where to: `canMoveTo`). */
export function canReschedule(booking: PolicyBooking, now: Date, actor: PolicyActor): PolicyDecision {
  if (!isOpenBooking(booking.status)) {
    return { allowed: false, reason: actor === "client" ? closedReason(booking.status) : POLICY_REASONS.cannotMove(booking.status) };
  }
  if (actor === "client") {
    if (hasStarted(booking, now)) return { allowed: false, reason: POLICY_REASONS.started };
    if (!isBeforePolicyWindow(booking, now)) return { allowed: false, reason: POLICY_REASONS.rescheduleTooLate };
  }
  return { allowed: true, reason: POLICY_REASONS.rescheduleAllowed };
}

/**
 * Whether a session may be moved to `start`: a client only to a time itself outside the window (so a
 * move never turns into a late, unrefundable session by itself); staff or a coach to any time from
 * a few minutes ago on.
 */
export function canMoveTo(start: Date, now: Date, actor: PolicyActor): NewTimeDecision {
  if (actor !== "client") {
    const past = !(start.getTime() >= now.getTime() - PAST_GRACE_MS);
    return { allowed: !past, past, reason: past ? POLICY_REASONS.sessionPast : POLICY_REASONS.rescheduleAllowed };
  }
  if (!(start.getTime() > now.getTime())) return { allowed: false, past: true, reason: POLICY_REASONS.newTimePast };
  if (!isBeforePolicyWindow({ scheduledDate: start }, now))
    return { allowed: false, past: false, reason: POLICY_REASONS.rescheduleTooLate };
  return { allowed: true, past: false, reason: POLICY_REASONS.rescheduleAllowed };
}

/** The statuses staff or the coach may give the session now (a client changes a status only by cancelling). */
export function statusChanges(
  booking: { status: string; scheduledDate: Date | string; duration: number },
  now: Date,
  actor: PolicyActor,
): BookingStatus[] {
  if (actor === "client") return [];
  return allowedBookingStatuses(booking, now.getTime(), actor);
}
