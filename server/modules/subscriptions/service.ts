// The coach subscription ($49/month; second specification, Coach application step 2; decisions §6):
// made through the configured payment provider, its first payment confirmed in the browser, its
// status read from the provider (never from the browser) and kept current by provider events.
import { createHash } from "node:crypto";
import { COACH_SUBSCRIPTION_CENTS, type CoachSubscriptionAnswer } from "#common/applications";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import type { Database } from "../../db/client";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ApplicationsService, SubscriptionStatusReader } from "../applications/service";
import type { PaymentProvider, ProviderSubscription } from "../payments/provider";
import { callPaymentProvider, type SubscriptionEventHandler } from "../payments/service";
import { recordEventOnce } from "./repository";

export interface CoachSubscriptionsService extends SubscriptionStatusReader {
  create(input: { email: string; name: string }): Promise<CoachSubscriptionAnswer>;
  confirm(subscriptionId: string, token?: TestCardToken): Promise<PaymentOutcome>;
  applyEvent: SubscriptionEventHandler;
}

const PAID = new Set<ProviderSubscription["status"]>(["active", "trialing"]);

/**
 * One subscription per e-mail per day: a second click, a retry after a declined card or a reload
 * gets the same subscription (and pays it at most once).
 */
export function subscriptionIdempotencyKey(email: string, now = new Date()): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
  return `kindred-coach-subscription-${digest}-${now.toISOString().slice(0, 10)}`;
}

export function createCoachSubscriptionsService(deps: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  /** Late-bound: applications and subscriptions need each other. */
  applications: () => ApplicationsService;
}): CoachSubscriptionsService {
  const { db, provider, logger } = deps;

  // A subscription id the provider does not know answers 404 (see callPaymentProvider).
  const callProvider = <T>(what: string, work: () => Promise<T>) => callPaymentProvider(provider, logger, what, work);

  return {
    async create(input) {
      // One address, however it is typed.
      const email = input.email.trim().toLowerCase();
      const name = input.name.trim();
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
      return { clientSecret: subscription.clientSecret, subscriptionId: subscription.id };
    },

    async confirm(subscriptionId, token) {
      let subscription: ProviderSubscription | null;
      if (provider.confirmSubscriptionWithToken) {
        if (!token) throw badRequest("A card token is required.", { token: "A card token is required" });
        subscription = await callProvider("confirm-subscription", () => provider.confirmSubscriptionWithToken!(subscriptionId, token));
      } else {
        // Stripe confirmed the first payment in the browser; ask Stripe rather than trusting the page.
        subscription = await callProvider("retrieve-subscription", () => provider.retrieveSubscription(subscriptionId));
      }
      if (!subscription) throw notFound("Subscription not found");
      if (PAID.has(subscription.status)) return { status: "succeeded" };
      if (subscription.lastError) return { status: "failed", message: subscription.lastError };
      if (subscription.status === "incomplete" && !provider.confirmSubscriptionWithToken) return { status: "processing" };
      return { status: "failed" };
    },

    async factsOf(subscriptionId) {
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
    },

    async applyEvent(event) {
      const first = await recordEventOnce(db, event.id, event.type);
      if (!first) return "duplicate";
      const applied = await deps.applications().recordSubscriptionStatus(event.subscription.id, event.subscription.status, event.occurredAt ?? new Date());
      return applied ? "applied" : "outdated";
    },
  };
}
