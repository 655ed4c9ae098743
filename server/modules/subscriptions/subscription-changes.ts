// What changes a coach's subscription after it was taken out: the coach cancelling or resuming it at
// the period's end, and the provider's events. Each change is recorded on the application, with the
// e-mails of the lapses it brings.
import { CHANGEABLE_SUBSCRIPTION_STATUSES, SUBSCRIPTION_MESSAGES, type CoachSubscriptionOverview } from "#common/coach-subscription";
import { conflict, notFound } from "../../lib/errors";
import type { CoachSubscriptionRecord } from "../applications/service";
import type { SubscriptionEventHandler, SubscriptionEventResult } from "../payments/service";
import { invoicesOf, overviewOf, statusOf } from "./overview";
import { recordEventOnce } from "./repository";
import { PAID } from "./signup";
import { lapseEmailWriter, providerCall, type CoachSubscriptionsDeps } from "./subscriptions-context";

async function recordOf(deps: CoachSubscriptionsDeps, coachId: string): Promise<CoachSubscriptionRecord> {
  const record = await deps.applications().subscriptionOfCoach(coachId);
  if (!record) throw notFound(SUBSCRIPTION_MESSAGES.none);
  return record;
}

/** Cancels (true) or resumes (false) at the period's end through the provider, and records the answer. */
export async function changeCancellation(
  deps: CoachSubscriptionsDeps,
  coachId: string,
  cancelAtPeriodEnd: boolean,
): Promise<CoachSubscriptionOverview> {
  const { provider } = deps;
  const callProvider = providerCall(deps);
  const record = await recordOf(deps, coachId);
  const live = await callProvider("retrieve-subscription", () => provider.retrieveSubscription(record.subscriptionId));
  if (!live) throw notFound(SUBSCRIPTION_MESSAGES.none);
  const status = statusOf(live.status);
  if (!CHANGEABLE_SUBSCRIPTION_STATUSES.includes(status)) {
    throw conflict(status === "incomplete" ? SUBSCRIPTION_MESSAGES.notPaid : SUBSCRIPTION_MESSAGES.ended);
  }
  // Asked twice (a second click, a second tab): already so, nothing to change or announce.
  const changed =
    live.cancelAtPeriodEnd === cancelAtPeriodEnd
      ? live
      : await callProvider(cancelAtPeriodEnd ? "cancel-subscription" : "resume-subscription", () =>
          provider.setCancelAtPeriodEnd(record.subscriptionId, cancelAtPeriodEnd),
        );
  if (!changed) throw notFound(SUBSCRIPTION_MESSAGES.none);
  // Recorded at once (the test provider sends no events; Stripe's arrives later and then changes nothing).
  await deps
    .applications()
    .recordSubscriptionStatus(
      changed.id,
      { status: changed.status, currentPeriodEnd: changed.currentPeriodEnd, cancelAtPeriodEnd: changed.cancelAtPeriodEnd },
      { onLapses: lapseEmailWriter(deps.mail) },
    );
  return overviewOf(changed, await invoicesOf(deps, changed.id));
}

export async function applySubscriptionEvent(
  deps: CoachSubscriptionsDeps,
  event: Parameters<SubscriptionEventHandler>[0],
): Promise<SubscriptionEventResult> {
  const { db } = deps;
  const first = await recordEventOnce(db, event.id, event.type);
  if (!first) return "duplicate";
  const { subscription } = event;
  const applied = await deps.applications().recordSubscriptionStatus(
    subscription.id,
    {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    },
    { occurredAt: event.occurredAt ?? new Date(), onLapses: lapseEmailWriter(deps.mail) },
  );
  // The first payment went through (the browser may have closed before confirming): the payer is
  // e-mailed the link to finish the application, once.
  if (PAID.has(subscription.status)) await deps.applications().markSubscriptionPaid(subscription.id);
  return applied ? "applied" : "outdated";
}
