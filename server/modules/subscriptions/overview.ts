// The coach's view of their subscription: its status, period and invoices as the provider tells
// them now, or what was last recorded when the provider cannot be asked.
import {
  COACH_PLAN,
  NO_COACH_SUBSCRIPTION,
  type CoachInvoice,
  type CoachSubscriptionOverview,
  type CoachSubscriptionStatus,
} from "#common/coach-subscription";
import { AppError } from "../../lib/errors";
import type { CoachSubscriptionRecord } from "../applications/service";
import type { ProviderInvoice, ProviderSubscription } from "../payments/service";
import { providerCall, type CoachSubscriptionsDeps } from "./subscriptions-context";

function toCoachInvoice(invoice: ProviderInvoice): CoachInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    amountDueCents: invoice.amountDueCents,
    amountPaidCents: invoice.amountPaidCents,
    currency: invoice.currency,
    status: invoice.status,
    createdAt: invoice.createdAt.toISOString(),
    url: invoice.hostedUrl,
  };
}

const KNOWN_STATUSES = new Set<string>([
  "incomplete",
  "incomplete_expired",
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
]);
export const statusOf = (status: string | null): CoachSubscriptionStatus =>
  status && KNOWN_STATUSES.has(status) ? (status as CoachSubscriptionStatus) : "incomplete";

export function overviewOf(subscription: ProviderSubscription, invoices: ProviderInvoice[]): CoachSubscriptionOverview {
  return {
    hasSubscription: true,
    plan: COACH_PLAN,
    status: statusOf(subscription.status),
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    invoices: invoices.map(toCoachInvoice),
    stale: false,
  };
}

/** What was last recorded, when the provider cannot be asked (down, or it no longer knows the id). */
function recordedOverview(record: CoachSubscriptionRecord): CoachSubscriptionOverview {
  return {
    hasSubscription: true,
    plan: COACH_PLAN,
    status: statusOf(record.status),
    currentPeriodEnd: record.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    invoices: [],
    stale: true,
  };
}

export async function invoicesOf(
  deps: Pick<CoachSubscriptionsDeps, "provider" | "logger">,
  subscriptionId: string,
): Promise<ProviderInvoice[]> {
  const callProvider = providerCall(deps);
  try {
    return await callProvider("list-invoices", () => deps.provider.listSubscriptionInvoices(subscriptionId));
  } catch (error) {
    // The status matters more than the invoice list: the page shows it without invoices.
    if (error instanceof AppError) return [];
    throw error;
  }
}

export async function overviewForCoach(deps: CoachSubscriptionsDeps, coachId: string): Promise<CoachSubscriptionOverview> {
  const { provider } = deps;
  const callProvider = providerCall(deps);
  const record = await deps.applications().subscriptionOfCoach(coachId);
  if (!record) return NO_COACH_SUBSCRIPTION;
  let live: ProviderSubscription | null;
  try {
    live = await callProvider("retrieve-subscription", () => provider.retrieveSubscription(record.subscriptionId));
  } catch (error) {
    if (error instanceof AppError) return recordedOverview(record);
    throw error;
  }
  if (!live) return recordedOverview(record);
  return overviewOf(live, await invoicesOf(deps, live.id));
}
