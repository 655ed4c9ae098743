// A coach's earnings and Kindred's payouts (docs/product/earnings-and-payouts.md): what the Coach
// Workspace's Earnings page and the staff payouts report show, as the API answers it. Every amount is
// integer cents; a balance may be negative (a refund after the coach was paid, repaid by later earnings).

/** The kinds of ledger entries a coach sees, one line each. */
export const EARNING_ENTRY_KINDS = ["session", "fee", "released", "refund", "fee-refund", "payout", "payout-returned"] as const;
export type EarningEntryKind = (typeof EARNING_ENTRY_KINDS)[number];

/** One line of a coach's earnings: a movement of their money, newest first. */
export interface EarningEntry {
  id: string;
  kind: EarningEntryKind;
  /** Signed: + what the coach earns or gets back, − what goes to the fee, a refund or a payout. */
  amountCents: number;
  /** Which balance it moved: pending (until 48 hours after the session) or available. */
  balance: "pending" | "available";
  occurredAt: string;
  /** The session it belongs to, when it does: its id, date and client's name. */
  booking: { id: string; scheduledDate: string; clientName: string; sessionType: string } | null;
  /** The payout it belongs to, when it does. */
  payoutId: string | null;
  description: string;
}

/** A coach's payout account as the Earnings page shows it. */
export interface PayoutAccountView {
  provider: "test" | "stripe";
  payoutsEnabled: boolean;
  last4: string | null;
}

/** `GET /api/coach/earnings`. */
export interface CoachEarnings {
  pendingCents: number;
  availableCents: number;
  /** The next scheduled payout run (PAYOUT_SCHEDULE), ISO. */
  nextPayoutAt: string;
  /** The platform fee applied to sessions paid from now on (PLATFORM_FEE_PERCENT). */
  feePercent: number;
  /** The smallest available balance that is paid out. */
  minimumPayoutCents: number;
  payoutAccount: PayoutAccountView | null;
  entries: EarningEntry[];
  /** Per calendar month (UTC), newest first: the monthly statement. */
  statements: MonthlyStatement[];
}

export interface MonthlyStatement {
  /** "2026-11". */
  month: string;
  grossCents: number;
  feeCents: number;
  refundedCents: number;
  paidOutCents: number;
}

/** A payout run's figures for staff, per period (`GET /api/admin/payouts`). */
export interface PayoutPeriodReport {
  /** The period's key: the scheduled run it belongs to (ISO date-time). */
  period: string;
  grossCents: number;
  feeCents: number;
  refundedCents: number;
  paidOutCents: number;
  failedCents: number;
  payouts: PayoutView[];
}

export interface PayoutView {
  id: string;
  coachId: string;
  coachName: string;
  amountCents: number;
  status: "pending" | "paid" | "failed";
  failureMessage: string | null;
  createdAt: string;
}

/** `GET /api/admin/payouts`. */
export interface AdminPayoutsReport {
  periods: PayoutPeriodReport[];
  /** Platform revenue (session fees net of refunds, plus subscriptions) per month, oldest first: the chart. */
  revenueByMonth: { month: string; feeCents: number; subscriptionCents: number }[];
}

/** `GET /api/admin/ledger?coachId`: one coach's ledger for staff. */
export interface AdminCoachLedger {
  coachId: string;
  coachName: string;
  pendingCents: number;
  availableCents: number;
  entries: EarningEntry[];
}

export const EARNINGS_TEXTS = {
  pending: "Pending",
  available: "Available",
  nextPayout: "Next payout",
  noAccount: "Connect a payout account to be paid.",
  payoutFailed: "Your payout could not be made",
} as const;
