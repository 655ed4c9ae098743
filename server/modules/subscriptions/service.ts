// The coach subscription ($49/month; docs/product/coach-application.md#step-2-subscription):
// made through the configured payment provider, its first payment confirmed in the browser, its
// status read from the provider (never from the browser) and kept current by provider events.
import type { CoachSubscriptionAnswer, CreateCoachSubscriptionInput } from "#common/applications";
import type { CoachSubscriptionOverview } from "#common/coach-subscription";
import type { CoachSubscriptionReader } from "#common/app-context";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import type { SubscriptionActions } from "../applications/service";
import type { SubscriptionEventHandler } from "../payments/service";
import { cancelNow, refundLatestPayment } from "./applicant-endings";
import { overviewForCoach } from "./overview";
import { confirmSubscription, createSubscription, subscriptionFacts } from "./signup";
import { applySubscriptionEvent, changeCancellation } from "./subscription-changes";
import type { CoachSubscriptionsDeps } from "./subscriptions-context";

export { subscriptionIdempotencyKey } from "./signup";

export interface CoachSubscriptionsService extends SubscriptionActions, CoachSubscriptionReader {
  create(input: CreateCoachSubscriptionInput): Promise<CoachSubscriptionAnswer>;
  confirm(subscriptionId: string, token?: TestCardToken): Promise<PaymentOutcome>;
  applyEvent: SubscriptionEventHandler;
  /** Stops the coach's subscription at the end of the paid period; the profile stays live until then. */
  cancelForCoach(coachId: string): Promise<CoachSubscriptionOverview>;
  /** Takes back a scheduled cancellation: the subscription renews as before. */
  resumeForCoach(coachId: string): Promise<CoachSubscriptionOverview>;
}

export function createCoachSubscriptionsService(deps: CoachSubscriptionsDeps): CoachSubscriptionsService {
  return {
    create: (input) => createSubscription(deps, input),
    confirm: (subscriptionId, token) => confirmSubscription(deps, subscriptionId, token),
    factsOf: (subscriptionId) => subscriptionFacts(deps, subscriptionId),
    cancelNow: (subscriptionId) => cancelNow(deps, subscriptionId),
    refundLatestPayment: (subscriptionId) => refundLatestPayment(deps, subscriptionId),
    applyEvent: (event) => applySubscriptionEvent(deps, event),
    overviewForCoach: (coachId) => overviewForCoach(deps, coachId),
    cancelForCoach: (coachId) => changeCancellation(deps, coachId, true),
    resumeForCoach: (coachId) => changeCancellation(deps, coachId, false),
  };
}
