// The ledger's rules (docs/product/earnings-and-payouts.md#the-ledger): which balanced entries each
// money event writes. Every function runs inside the caller's database transaction, so an event and
// what it changed elsewhere (the booking paid, the refund recorded, the payout made) commit together,
// and each is written once per idempotency key (the provider's payment, refund or payout id).
import type { DatabaseOrTransaction } from "../../db/client";
import * as repository from "./repository";

/** The platform fee of a payment: PLATFORM_FEE_PERCENT of it, rounded to the nearest cent. */
export function platformFeeCents(amountCents: number, feePercent: number): number {
  return Math.round((amountCents * feePercent) / 100);
}

/** A client paid for a session: the money is Kindred's cash, the fee its revenue, the rest the coach's (pending). */
export async function recordSessionPaid(
  tx: DatabaseOrTransaction,
  event: {
    bookingId: string;
    coachId: string;
    paymentId: string;
    amountCents: number;
    feeCents: number;
    occurredAt: Date;
    description: string;
  },
): Promise<boolean> {
  if (event.amountCents <= 0) return false;
  return repository.insertLedgerTransaction(tx, {
    kind: "session-paid",
    idempotencyKey: `session-paid:${event.paymentId}`,
    coachId: event.coachId,
    bookingId: event.bookingId,
    occurredAt: event.occurredAt,
    description: event.description,
    lines: [
      { account: "cash", amountCents: event.amountCents },
      { account: "fee_revenue", amountCents: -event.feeCents },
      { account: "coach_pending", coachId: event.coachId, amountCents: -(event.amountCents - event.feeCents) },
    ],
  });
}

/**
 * Money given back to the client (in full or in part): the coach's share and the fee are reversed in
 * proportion, from the pending balance, or from the available one once the share was released (which
 * may leave it negative: later earnings repay it). At most what was paid and not refunded yet.
 */
export async function recordRefund(
  tx: DatabaseOrTransaction,
  event: { bookingId: string; refundKey: string; amountCents: number; occurredAt: Date; description: string },
): Promise<boolean> {
  await repository.lockLedgerKey(tx, `booking:${event.bookingId}`);
  const paid = await repository.paidTransactionOf(tx, event.bookingId);
  if (paid.length === 0) return false;
  const coachId = paid[0].coachId as string;
  const paidCents = paid.find((line) => line.account === "cash")?.amount ?? 0;
  const shareCents = -(paid.find((line) => line.account === "coach_pending")?.amount ?? 0);
  const ledger = await repository.bookingLedger(tx, event.bookingId);
  // A booking's cash is what it paid less what was given back.
  const refundedBefore = paidCents - (ledger.byAccount.get("cash") ?? 0);
  const refund = Math.min(event.amountCents, paidCents - refundedBefore);
  if (refund <= 0) return false;
  // Cumulative rounding: the shares reversed over several partial refunds add up to the whole share.
  const shareBack =
    Math.round((shareCents * (refundedBefore + refund)) / paidCents) - Math.round((shareCents * refundedBefore) / paidCents);
  const released = ledger.kinds.has("session-released");
  return repository.insertLedgerTransaction(tx, {
    kind: "refund",
    idempotencyKey: `refund:${event.refundKey}`,
    coachId,
    bookingId: event.bookingId,
    occurredAt: event.occurredAt,
    description: event.description,
    lines: [
      { account: "cash", amountCents: -refund },
      { account: "fee_revenue", amountCents: refund - shareBack },
      { account: released ? "coach_available" : "coach_pending", coachId, amountCents: shareBack },
    ],
  });
}

/** The session's hold is over: what is left of the coach's share moves from pending to available. */
export async function recordRelease(
  tx: DatabaseOrTransaction,
  event: { bookingId: string; occurredAt: Date; description: string },
): Promise<boolean> {
  const ledger = await repository.bookingLedger(tx, event.bookingId);
  if (!ledger.kinds.has("session-paid") || ledger.kinds.has("session-released") || !ledger.coachId) return false;
  const pending = -(ledger.byAccount.get("coach_pending") ?? 0);
  if (pending <= 0) return false;
  return repository.insertLedgerTransaction(tx, {
    kind: "session-released",
    idempotencyKey: `session-released:${event.bookingId}`,
    coachId: ledger.coachId,
    bookingId: event.bookingId,
    occurredAt: event.occurredAt,
    description: event.description,
    lines: [
      { account: "coach_pending", coachId: ledger.coachId, amountCents: pending },
      { account: "coach_available", coachId: ledger.coachId, amountCents: -pending },
    ],
  });
}

/** A payout leaves Kindred for the coach's account. */
export async function recordPayout(
  tx: DatabaseOrTransaction,
  payout: { id: string; coachId: string; amountCents: number; occurredAt: Date },
): Promise<boolean> {
  return repository.insertLedgerTransaction(tx, {
    kind: "payout",
    idempotencyKey: `payout:${payout.id}`,
    coachId: payout.coachId,
    payoutId: payout.id,
    occurredAt: payout.occurredAt,
    description: "Payout",
    lines: [
      { account: "coach_available", coachId: payout.coachId, amountCents: payout.amountCents },
      { account: "cash", amountCents: -payout.amountCents },
    ],
  });
}

/** A payout that failed or was taken back: the money is the coach's available balance again. */
export async function recordPayoutReturned(
  tx: DatabaseOrTransaction,
  payout: { id: string; coachId: string; amountCents: number; occurredAt: Date; description: string },
): Promise<boolean> {
  return repository.insertLedgerTransaction(tx, {
    kind: "payout-returned",
    idempotencyKey: `payout-returned:${payout.id}`,
    coachId: payout.coachId,
    payoutId: payout.id,
    occurredAt: payout.occurredAt,
    description: payout.description,
    lines: [
      { account: "coach_available", coachId: payout.coachId, amountCents: -payout.amountCents },
      { account: "cash", amountCents: payout.amountCents },
    ],
  });
}

/** A coach paid their subscription: Kindred's cash and subscription revenue. */
export async function recordSubscriptionPaid(
  tx: DatabaseOrTransaction,
  event: { paymentKey: string; coachId: string | null; amountCents: number; occurredAt: Date; description: string },
): Promise<boolean> {
  if (event.amountCents <= 0) return false;
  return repository.insertLedgerTransaction(tx, {
    kind: "subscription-paid",
    idempotencyKey: `subscription-paid:${event.paymentKey}`,
    coachId: event.coachId,
    occurredAt: event.occurredAt,
    description: event.description,
    lines: [
      { account: "cash", amountCents: event.amountCents },
      { account: "subscription_revenue", amountCents: -event.amountCents },
    ],
  });
}
