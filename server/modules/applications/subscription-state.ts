// The subscription paid with an application, as the payment provider reports it: its state kept
// current on the application, and the changes a published coach is told about (a cancellation, a
// failed renewal, the profile going offline when the subscription ends).
import { isUuid } from "#common/uuid";
import { COACH_SUBSCRIPTION_CENTS } from "#common/application-constants";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { ServerCoachesService } from "../coaches/service";
import { recordSubscriptionPaid } from "../payouts/service";
import { findSubscribedApplicationOfCoach, lockApplicationsOfSubscription, updateSubscriptionState } from "./repository";

/** Statuses after which a subscription no longer pays for a live profile. */
const ENDED_SUBSCRIPTION_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);

/** A subscription as the payment provider knows it: its status and the e-mail it was made for. */
export interface SubscriptionFacts {
  status: string;
  customerEmail: string | null;
}

/** Reads a subscription from the payment provider; null when it does not know the id. */
export interface SubscriptionStatusReader {
  factsOf(subscriptionId: string): Promise<SubscriptionFacts | null>;
}

/**
 * What applications ask the payment provider to do with an applicant's subscription when it is
 * cancelled (no application within the days allowed, or the application rejected). Each is safe to
 * repeat: the provider is called with one idempotency key per subscription and step.
 */
export interface SubscriptionActions extends SubscriptionStatusReader {
  /** Ends it at once; answers its status afterwards, or null when the provider does not know it. */
  cancelNow(subscriptionId: string): Promise<{ status: string } | null>;
  /** Refunds in full what its latest invoice was paid; null when nothing was paid. */
  refundLatestPayment(subscriptionId: string): Promise<{ id: string; amountCents: number } | null>;
}

/** What the payment provider says about a subscription; a field left out was not reported. */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}

/**
 * A change of a published coach's subscription the coach is told about: a cancellation now
 * scheduled, a failed renewal (past_due), or the profile taken offline because the subscription
 * ended. Each is found by comparing the recorded state before and after, so a state reported twice
 * (a replayed event, the webhook of a change already recorded) is no change.
 */
export interface SubscriptionLapse {
  kind: "cancellation-scheduled" | "payment-failed" | "offline";
  coachId: string;
  /** The address the subscription was made for (the application's). */
  email: string;
  firstName: string;
  periodEnd: Date | null;
}

/** The subscription recorded for a coach: the one paid with the application published as them. */
export interface CoachSubscriptionRecord {
  subscriptionId: string;
  status: string | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface RecordSubscriptionOptions {
  occurredAt?: Date;
  onLapses?: (tx: DatabaseOrTransaction, lapses: SubscriptionLapse[]) => Promise<void>;
}

export async function recordSubscriptionStatus(
  deps: { db: Database; coaches: ServerCoachesService },
  subscriptionId: string,
  state: SubscriptionState,
  options: RecordSubscriptionOptions = {},
): Promise<boolean> {
  const { db, coaches } = deps;
  const { occurredAt, onLapses } = options;
  const ended = ENDED_SUBSCRIPTION_STATUSES.has(state.status);
  const { applied, offline } = await db.transaction(async (tx) => {
    const locked = await lockApplicationsOfSubscription(tx, subscriptionId);
    const current = occurredAt ? locked.filter((row) => !row.subscriptionEventAt || row.subscriptionEventAt <= occurredAt) : locked;
    const updated = await updateSubscriptionState(
      tx,
      current.map((row) => row.id),
      {
        subscriptionStatus: state.status,
        ...(occurredAt ? { subscriptionEventAt: occurredAt } : {}),
        ...(state.currentPeriodEnd ? { subscriptionPeriodEnd: state.currentPeriodEnd } : {}),
        ...(state.cancelAtPeriodEnd === undefined ? {} : { subscriptionCancelAtPeriodEnd: state.cancelAtPeriodEnd }),
      },
    );
    const found: SubscriptionLapse[] = [];
    let wentOffline = 0;
    // Each paid period enters the ledger once, as subscription revenue (keyed by subscription and period).
    if (state.status === "active" && state.currentPeriodEnd && updated.length > 0) {
      await recordSubscriptionPaid(tx, {
        paymentKey: `${subscriptionId}:${state.currentPeriodEnd.toISOString()}`,
        coachId: updated.find((row) => row.coachId)?.coachId ?? null,
        amountCents: COACH_SUBSCRIPTION_CENTS,
        occurredAt: occurredAt ?? new Date(),
        description: "Coach subscription",
      });
    }
    for (const after of updated) {
      const before = current.find((row) => row.id === after.id)!;
      if (!after.coachId) continue;
      const lapse = { coachId: after.coachId, email: after.email, firstName: after.firstName, periodEnd: after.subscriptionPeriodEnd };
      if (ended) {
        // The provider reports the end when the paid period is over (cancelled, or unpaid after
        // retries): the coach's profile goes offline then. A coach already
        // offline (staff, or an earlier report) is not told twice.
        if (await coaches.setActive(tx, after.coachId, false)) {
          wentOffline += 1;
          found.push({ ...lapse, kind: "offline" });
        }
        continue;
      }
      if (after.subscriptionCancelAtPeriodEnd && !before.subscriptionCancelAtPeriodEnd)
        found.push({ ...lapse, kind: "cancellation-scheduled" });
      if (after.subscriptionStatus === "past_due" && before.subscriptionStatus !== "past_due")
        found.push({ ...lapse, kind: "payment-failed" });
    }
    if (found.length > 0 && onLapses) await onLapses(tx, found);
    return { applied: updated.length > 0, offline: wentOffline };
  });
  if (offline > 0) coaches.invalidateDirectoryCache();
  return applied;
}

export async function subscriptionOfCoach(db: Database, coachId: string): Promise<CoachSubscriptionRecord | null> {
  const row = isUuid(coachId) ? await findSubscribedApplicationOfCoach(db, coachId) : undefined;
  if (!row?.stripeSubscriptionId) return null;
  return {
    subscriptionId: row.stripeSubscriptionId,
    status: row.subscriptionStatus,
    periodEnd: row.subscriptionPeriodEnd,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
  };
}
