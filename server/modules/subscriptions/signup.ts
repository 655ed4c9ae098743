// Taking out the subscription at step 2 of the coach application: made through the provider (one
// per address per day), its first payment confirmed, and its facts read back for the application.
import { createHash } from "node:crypto";
import type { CoachSubscriptionAnswer, CreateCoachSubscriptionInput } from "#common/applications";
import { COACH_SUBSCRIPTION_CENTS } from "#common/application-constants";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { SubscriptionFacts } from "../applications/service";
import type { ProviderSubscription } from "../payments/service";
import { providerCall, type CoachSubscriptionsDeps } from "./subscriptions-context";

type ProviderDeps = Pick<CoachSubscriptionsDeps, "provider" | "logger">;
type SignupDeps = ProviderDeps & Pick<CoachSubscriptionsDeps, "applications">;

/** The statuses of a subscription whose first payment went through. */
export const PAID = new Set<string>(["active", "trialing"]);

/**
 * One subscription per e-mail per day: a second click, a retry after a declined card or a reload
 * gets the same subscription (and pays it at most once).
 */
export function subscriptionIdempotencyKey(email: string, now = new Date()): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return `kindred-coach-subscription-${digest}-${now.toISOString().slice(0, 10)}`;
}

/**
 * Makes (or, for the same address the same day, answers again) the subscription, and keeps step 1's
 * entries with it so that the e-mailed link can restore them in any browser.
 */
export async function createSubscription(deps: SignupDeps, input: CreateCoachSubscriptionInput): Promise<CoachSubscriptionAnswer> {
  const { provider } = deps;
  const callProvider = providerCall(deps);
  // One address, however it is typed.
  const email = input.email.trim().toLowerCase();
  const name = (input.name ?? `${input.firstName} ${input.lastName}`).trim();
  const subscription = await callProvider("create-subscription", () =>
    provider.createSubscription({
      email,
      name,
      amountCents: COACH_SUBSCRIPTION_CENTS,
      interval: "month",
      idempotencyKey: subscriptionIdempotencyKey(email),
      metadata: { purpose: "coach-subscription" },
    }),
  );
  await deps.applications().recordApplicantSubscription(subscription.id, { ...input, email });
  return { clientSecret: subscription.clientSecret, subscriptionId: subscription.id };
}

export async function confirmSubscription(deps: SignupDeps, subscriptionId: string, token?: TestCardToken): Promise<PaymentOutcome> {
  const { provider } = deps;
  const callProvider = providerCall(deps);
  let subscription: ProviderSubscription | null;
  if (provider.confirmSubscriptionWithToken) {
    if (!token) throw badRequest("A card token is required.", { token: "A card token is required" });
    subscription = await callProvider("confirm-subscription", () => provider.confirmSubscriptionWithToken!(subscriptionId, token));
  } else {
    // Stripe confirmed the first payment in the browser; ask Stripe rather than trusting the page.
    subscription = await callProvider("retrieve-subscription", () => provider.retrieveSubscription(subscriptionId));
  }
  if (!subscription) throw notFound("Subscription not found");
  if (PAID.has(subscription.status)) {
    // The payer is e-mailed the link to finish the application (once, however often this is asked).
    await deps.applications().markSubscriptionPaid(subscription.id);
    return { status: "succeeded" };
  }
  if (subscription.lastError) return { status: "failed", message: subscription.lastError };
  if (subscription.status === "incomplete" && !provider.confirmSubscriptionWithToken) return { status: "processing" };
  return { status: "failed" };
}

export async function subscriptionFacts(deps: ProviderDeps, subscriptionId: string): Promise<SubscriptionFacts | null> {
  const { provider } = deps;
  const callProvider = providerCall(deps);
  if (!/^[\w-]{1,200}$/.test(subscriptionId)) return null;
  let subscription: ProviderSubscription | null;
  try {
    // An unknown id answers 404 here: for the application, that is "not a subscription of yours".
    subscription = await callProvider("retrieve-subscription", () => provider.retrieveSubscription(subscriptionId));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  return subscription ? { status: subscription.status, customerEmail: subscription.customerEmail } : null;
}
