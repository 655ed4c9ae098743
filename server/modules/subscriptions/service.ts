// The coach subscription ($49/month; docs/product/coach-application.md#step-2-subscription):
// made through the configured payment provider, its first payment confirmed in the browser, its
// status read from the provider (never from the browser) and kept current by provider events.
import { createHash } from "node:crypto";
import type { CoachSubscriptionAnswer } from "#common/applications";
import { COACH_SUBSCRIPTION_CENTS } from "#common/application-constants";
import {
  CHANGEABLE_SUBSCRIPTION_STATUSES,
  COACH_PLAN,
  NO_COACH_SUBSCRIPTION,
  SUBSCRIPTION_MESSAGES,
  type CoachInvoice,
  type CoachSubscriptionOverview,
  type CoachSubscriptionStatus,
} from "#common/coach-subscription";
import type { CoachSubscriptionReader } from "#common/app-context";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ApplicationsService, CoachSubscriptionRecord, SubscriptionLapse, SubscriptionStatusReader } from "../applications/service";
import type { MailService } from "../mail/service";
import type { PaymentProvider, ProviderInvoice, ProviderSubscription } from "../payments/service";
import { callPaymentProvider, type SubscriptionEventHandler } from "../payments/service";
import { lapseEmail } from "./lapse-emails";
import { recordEventOnce } from "./repository";

export interface CoachSubscriptionsService extends SubscriptionStatusReader, CoachSubscriptionReader {
  create(input: { email: string; name: string }): Promise<CoachSubscriptionAnswer>;
  confirm(subscriptionId: string, token?: TestCardToken): Promise<PaymentOutcome>;
  applyEvent: SubscriptionEventHandler;
  /** Stops the coach's subscription at the end of the paid period; the profile stays live until then. */
  cancelForCoach(coachId: string): Promise<CoachSubscriptionOverview>;
  /** Takes back a scheduled cancellation: the subscription renews as before. */
  resumeForCoach(coachId: string): Promise<CoachSubscriptionOverview>;
}

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
const statusOf = (status: string | null): CoachSubscriptionStatus =>
  status && KNOWN_STATUSES.has(status) ? (status as CoachSubscriptionStatus) : "incomplete";

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
  mail: MailService;
  /** Late-bound: applications and subscriptions need each other. */
  applications: () => ApplicationsService;
}): CoachSubscriptionsService {
  const { db, provider, logger, mail } = deps;

  // A subscription id the provider does not know answers 404 (see callPaymentProvider).
  const callProvider = <T>(what: string, work: () => Promise<T>) => callPaymentProvider(provider, logger, what, work);

  const enqueueLapseEmails = (tx: DatabaseOrTransaction, lapses: SubscriptionLapse[]) =>
    mail.enqueue(
      tx,
      lapses.map((lapse) => lapseEmail(mail, lapse)),
    );

  function overviewOf(subscription: ProviderSubscription, invoices: ProviderInvoice[]): CoachSubscriptionOverview {
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

  async function invoicesOf(subscriptionId: string): Promise<ProviderInvoice[]> {
    try {
      return await callProvider("list-invoices", () => provider.listSubscriptionInvoices(subscriptionId));
    } catch (error) {
      // The status matters more than the invoice list: the page shows it without invoices.
      if (error instanceof AppError) return [];
      throw error;
    }
  }

  async function recordOf(coachId: string): Promise<CoachSubscriptionRecord> {
    const record = await deps.applications().subscriptionOfCoach(coachId);
    if (!record) throw notFound(SUBSCRIPTION_MESSAGES.none);
    return record;
  }

  /** Cancels (true) or resumes (false) at the period's end through the provider, and records the answer. */
  async function changeCancellation(coachId: string, cancelAtPeriodEnd: boolean): Promise<CoachSubscriptionOverview> {
    const record = await recordOf(coachId);
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
        { onLapses: enqueueLapseEmails },
      );
    return overviewOf(changed, await invoicesOf(changed.id));
  }

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
      const { subscription } = event;
      const applied = await deps.applications().recordSubscriptionStatus(
        subscription.id,
        {
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        },
        { occurredAt: event.occurredAt ?? new Date(), onLapses: enqueueLapseEmails },
      );
      return applied ? "applied" : "outdated";
    },

    async overviewForCoach(coachId) {
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
      return overviewOf(live, await invoicesOf(live.id));
    },

    cancelForCoach: (coachId) => changeCancellation(coachId, true),
    resumeForCoach: (coachId) => changeCancellation(coachId, false),
  };
}
