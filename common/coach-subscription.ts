// A coach's own subscription as the Coach Workspace shows it (GET /api/coach/subscription, and the
// answers of .../cancel and .../resume): the plan, the provider's status, the paid period, whether
// it stops at the period's end, and the provider's invoices. One declaration for both sides.
import { COACH_SUBSCRIPTION_CENTS } from "./application-constants";
import { formatDollars } from "./money";

export interface CoachPlan {
  amountCents: number;
  currency: "usd";
  interval: "month";
  /** "$49.00 / month" */
  label: string;
}

export const COACH_PLAN: CoachPlan = {
  amountCents: COACH_SUBSCRIPTION_CENTS,
  currency: "usd",
  interval: "month",
  label: `${formatDollars(COACH_SUBSCRIPTION_CENTS)} / month`,
};

export interface CoachInvoice {
  id: string;
  number: string | null;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** draft, open, paid, uncollectible or void. */
  status: string;
  createdAt: string;
  /** The provider's page for the invoice (https), when there is one. */
  url: string | null;
}

/** The provider's subscription statuses, and "none" for a coach without a subscription. */
export type CoachSubscriptionStatus =
  "none" | "incomplete" | "incomplete_expired" | "active" | "trialing" | "past_due" | "canceled" | "unpaid" | "paused";

export interface CoachSubscriptionOverview {
  /** False for a coach staff added without an application: there is nothing to show or cancel. */
  hasSubscription: boolean;
  plan: CoachPlan;
  status: CoachSubscriptionStatus;
  /** End of the paid period (ISO); null when unknown. */
  currentPeriodEnd: string | null;
  /** True when the subscription stops at currentPeriodEnd; the profile stays live until then. */
  cancelAtPeriodEnd: boolean;
  /** Newest first; the built-in test provider keeps none. */
  invoices: CoachInvoice[];
  /**
   * True when the payment provider could not be asked: status and period are the ones last
   * recorded, and the invoices are missing.
   */
  stale: boolean;
}

export const NO_COACH_SUBSCRIPTION: CoachSubscriptionOverview = {
  hasSubscription: false,
  plan: COACH_PLAN,
  status: "none",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  invoices: [],
  stale: false,
};

/** Statuses in which the subscription still pays for a live profile and can be cancelled or resumed. */
export const CHANGEABLE_SUBSCRIPTION_STATUSES: readonly CoachSubscriptionStatus[] = ["active", "trialing", "past_due"];

export const SUBSCRIPTION_STATUS_LABELS: Record<CoachSubscriptionStatus, string> = {
  none: "No subscription",
  incomplete: "Payment pending",
  incomplete_expired: "Expired",
  active: "Active",
  trialing: "Trial",
  past_due: "Payment failed",
  canceled: "Cancelled",
  unpaid: "Unpaid",
  paused: "Paused",
};

/** The words of the Subscription page's toasts, and the API's refusals. */
export const SUBSCRIPTION_MESSAGES = {
  none: "You have no subscription: your profile was added by our team.",
  ended: "This subscription has ended: it can no longer be cancelled or resumed.",
  notPaid: "This subscription's first payment was never made: there is nothing to cancel or resume.",
  cancelled: "Subscription cancelled",
  resumed: "Subscription resumed",
  cancelFailed: "Could not cancel the subscription",
  resumeFailed: "Could not resume the subscription",
} as const;

/** "June 2, 2026": a period's end as a date, in the viewer's zone (UTC when none is given). */
export function formatPeriodEnd(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}
