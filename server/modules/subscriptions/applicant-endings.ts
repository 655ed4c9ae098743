// Ending an applicant's subscription for the applications module (docs/decisions/106): cancelled at
// once and its payment refunded in full, each through the provider with one idempotency key per
// subscription and step, so a repeated call (a retry after an outage, two passes) does it once.
import { AppError } from "../../lib/errors";
import { subscriptionCancelIdempotencyKey, subscriptionRefundIdempotencyKey } from "../payments/service";
import { providerCall, type CoachSubscriptionsDeps } from "./subscriptions-context";

type ProviderDeps = Pick<CoachSubscriptionsDeps, "provider" | "logger">;

export async function cancelNow(deps: ProviderDeps, subscriptionId: string): Promise<{ status: string } | null> {
  const ended = await providerCall(deps)("cancel-subscription-now", () =>
    deps.provider.cancelSubscription(subscriptionId, subscriptionCancelIdempotencyKey(subscriptionId)),
  );
  return ended ? { status: ended.status } : null;
}

export async function refundLatestPayment(deps: ProviderDeps, subscriptionId: string): Promise<{ id: string; amountCents: number } | null> {
  try {
    const refund = await providerCall(deps)("refund-subscription", () =>
      deps.provider.refundSubscriptionPayment({
        subscriptionId,
        idempotencyKey: subscriptionRefundIdempotencyKey(subscriptionId),
        metadata: { subscriptionId, purpose: "coach-application" },
      }),
    );
    return refund ? { id: refund.id, amountCents: refund.amountCents } : null;
  } catch (error) {
    // A subscription the provider does not know was never paid through it: nothing to give back.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
