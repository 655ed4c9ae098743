// The Terms' 24-hour rule as the product's policy, written once: the cancel and reschedule services
// decide with these functions, and the pages show the same sentences before a person confirms.
//
// A client may reschedule, and is refunded in full when cancelling, 24 hours or more before the
// start; inside 24 hours a client may still cancel, without a refund, and may not reschedule. A coach
// or staff may cancel or reschedule at any time before the start, and their cancellation refunds in
// full. Once a session has started it can only be completed or marked as a no-show.
import { isOpenBooking, isPaid } from "../booking-states";

export type PolicyActor = "client" | "coach" | "staff";

export const POLICY_WINDOW_HOURS = 24;
const POLICY_WINDOW_MS = POLICY_WINDOW_HOURS * 3_600_000;

// The sentences people read. The Terms and the FAQ say "Sessions may be rescheduled up to 24 hours
// before the session", "Cancellations made 24 hours or more in advance" and "before the scheduled
// time"; these keep those words, and say plainly what the product does where the Terms say "may".
export const RESCHEDULE_POLICY = "Sessions may be rescheduled up to 24 hours before the session.";
export const CANCELLATION_REFUND_POLICY = "Cancellations made 24 hours or more before the scheduled time are refunded in full.";
export const LATE_CANCELLATION_POLICY = "Cancellations made less than 24 hours before the scheduled time are not refunded.";
export const NO_SHOW_POLICY = "Missed sessions (no-shows) are non-refundable.";
export const PROVIDER_CANCELLATION_POLICY = "Sessions cancelled by the coach or by our staff are refunded in full.";
/** The policy as one paragraph, for a page or an e-mail that states it whole. */
export const CANCELLATION_POLICY_TEXT = [
  RESCHEDULE_POLICY,
  CANCELLATION_REFUND_POLICY,
  LATE_CANCELLATION_POLICY,
  NO_SHOW_POLICY,
  PROVIDER_CANCELLATION_POLICY,
].join(" ");

export const POLICY_REASONS = {
  nothingToRefund: "Nothing has been paid for this session, so there is nothing to refund.",
  rescheduleTooLate: `${RESCHEDULE_POLICY} This session starts in less than 24 hours: it can still be cancelled, without a refund.`,
  started: "This session has already started, so it can no longer be cancelled or rescheduled.",
  notStarted: "This session has not started yet.",
  rescheduleAllowed: "This session can be moved to another free time.",
  noShowAllowed: "This session has started and can be marked as a no-show.",
  noShowNotByClient: "Only the coach or our staff can mark a session as a no-show.",
  closed: {
    cancelled: "This session is already cancelled.",
    completed: "This session is completed.",
    "no-show": "This session was marked as a no-show.",
  } as Readonly<Record<string, string>>,
  closedOther: "This session can no longer be changed.",
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

function startOf(booking: PolicyBooking): number {
  return new Date(booking.scheduledDate).getTime();
}

function closedReason(status: string): string {
  return POLICY_REASONS.closed[status] ?? POLICY_REASONS.closedOther;
}

function hasPayment(booking: PolicyBooking): boolean {
  return isPaid(booking.paymentStatus) && (booking.amountCents === undefined || booking.amountCents > 0);
}

/** 24 hours or more before the start (exactly 24 hours counts as in time). */
export function isBeforePolicyWindow(booking: PolicyBooking, now: Date): boolean {
  return startOf(booking) - now.getTime() >= POLICY_WINDOW_MS;
}

/** The last moment a client may reschedule, or cancel with a full refund. */
export function policyDeadline(booking: PolicyBooking): Date {
  return new Date(startOf(booking) - POLICY_WINDOW_MS);
}

export function cancellationPolicy(booking: PolicyBooking, now: Date, actor: PolicyActor): CancellationDecision {
  if (!isOpenBooking(booking.status)) return { allowed: false, refund: "none", reason: closedReason(booking.status) };
  // A session with an unreadable start is treated as started: nothing is refunded on a guess.
  const start = startOf(booking);
  if (!(now.getTime() < start)) return { allowed: false, refund: "none", reason: POLICY_REASONS.started };
  const paid = hasPayment(booking);
  if (actor === "client" && !isBeforePolicyWindow(booking, now)) {
    return { allowed: true, refund: "none", reason: paid ? LATE_CANCELLATION_POLICY : POLICY_REASONS.nothingToRefund };
  }
  if (!paid) return { allowed: true, refund: "none", reason: POLICY_REASONS.nothingToRefund };
  return { allowed: true, refund: "full", reason: actor === "client" ? CANCELLATION_REFUND_POLICY : PROVIDER_CANCELLATION_POLICY };
}

export function canReschedule(booking: PolicyBooking, now: Date, actor: PolicyActor): PolicyDecision {
  if (!isOpenBooking(booking.status)) return { allowed: false, reason: closedReason(booking.status) };
  if (!(now.getTime() < startOf(booking))) return { allowed: false, reason: POLICY_REASONS.started };
  if (actor === "client" && !isBeforePolicyWindow(booking, now)) return { allowed: false, reason: POLICY_REASONS.rescheduleTooLate };
  return { allowed: true, reason: POLICY_REASONS.rescheduleAllowed };
}

/** After the start, the coach or staff may record that the client did not come (never refunded). */
export function canMarkNoShow(booking: PolicyBooking, now: Date, actor: PolicyActor): PolicyDecision {
  if (actor === "client") return { allowed: false, reason: POLICY_REASONS.noShowNotByClient };
  if (!isOpenBooking(booking.status)) return { allowed: false, reason: closedReason(booking.status) };
  const start = startOf(booking);
  if (!Number.isFinite(start) || now.getTime() < start) return { allowed: false, reason: POLICY_REASONS.notStarted };
  return { allowed: true, reason: POLICY_REASONS.noShowAllowed };
}
