// The coach subscription ($49/month; docs/product/coach-application.md#step-2-subscription):
// made through the configured payment provider, its first payment confirmed in the browser, its
// status read from the provider (never from the browser) and kept current by provider events.
//
// In order: the service and its dependencies (with the provider call and the lapse e-mails its parts
// share); taking the subscription out; what the coach sees of it; changing it afterwards; ending an
// applicant's at once.
import { createHash } from "node:crypto";
import type { CoachSubscriptionAnswer, CreateCoachSubscriptionInput } from "#common/applications";
import { COACH_SUBSCRIPTION_CENTS } from "#common/application-constants";
import type { CoachSubscriptionReader } from "#common/app-context";
import {
  CHANGEABLE_SUBSCRIPTION_STATUSES,
  COACH_PLAN,
  NO_COACH_SUBSCRIPTION,
  SUBSCRIPTION_MESSAGES,
  type CoachInvoice,
  type CoachSubscriptionOverview,
  type CoachSubscriptionStatus,
} from "#common/coach-subscription";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type {
  ApplicationsService,
  CoachSubscriptionRecord,
  SubscriptionActions,
  SubscriptionFacts,
  SubscriptionLapse,
} from "../applications/service";
import type { MailService } from "../mail/service";
import {
  callPaymentProvider,
  subscriptionCancelIdempotencyKey,
  subscriptionRefundIdempotencyKey,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderSubscription,
  type SubscriptionEventHandler,
  type SubscriptionEventResult,
} from "../payments/service";
import { recordProviderEventOnce } from "../provider-events/service";
import { lapseEmail } from "./lapse-emails";

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

export interface CoachSubscriptionsDeps {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  mail: MailService;
  /** Late-bound: applications and subscriptions need each other. */
  applications: () => ApplicationsService;
}

type ProviderDeps = Pick<CoachSubscriptionsDeps, "provider" | "logger">;
type ProviderCall = <T>(what: string, work: () => Promise<T>) => Promise<T>;

/** Calls the provider; a subscription id the provider does not know answers 404 (see callPaymentProvider). */
function providerCall({ provider, logger }: ProviderDeps): ProviderCall {
  return (what, work) => callPaymentProvider(provider, logger, what, work);
}

/** Writes the e-mails of the changes a coach is told about, in the transaction that recorded them. */
function lapseEmailWriter(mail: MailService): (tx: DatabaseOrTransaction, lapses: SubscriptionLapse[]) => Promise<void> {
  return (tx, lapses) =>
    mail.enqueue(
      tx,
      lapses.map((lapse) => lapseEmail(mail, lapse)),
    );
}

// Taking out the subscription at step 2 of the coach application: made through the provider (one
// per address per day), its first payment confirmed, and its facts read back for the application.
type SignupDeps = ProviderDeps & Pick<CoachSubscriptionsDeps, "applications">;

/** The statuses of a subscription whose first payment went through. */
const PAID = new Set<string>(["active", "trialing"]);

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
async function createSubscription(deps: SignupDeps, input: CreateCoachSubscriptionInput): Promise<CoachSubscriptionAnswer> {
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

async function confirmSubscription(deps: SignupDeps, subscriptionId: string, token?: TestCardToken): Promise<PaymentOutcome> {
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

async function subscriptionFacts(deps: ProviderDeps, subscriptionId: string): Promise<SubscriptionFacts | null> {
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

// The coach's view of their subscription: its status, period and invoices as the provider tells
// them now, or what was last recorded when the provider cannot be asked.
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

async function invoicesOf(deps: Pick<CoachSubscriptionsDeps, "provider" | "logger">, subscriptionId: string): Promise<ProviderInvoice[]> {
  const callProvider = providerCall(deps);
  try {
    return await callProvider("list-invoices", () => deps.provider.listSubscriptionInvoices(subscriptionId));
  } catch (error) {
    // The status matters more than the invoice list: the page shows it without invoices.
    if (error instanceof AppError) return [];
    throw error;
  }
}

async function overviewForCoach(deps: CoachSubscriptionsDeps, coachId: string): Promise<CoachSubscriptionOverview> {
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

// What changes a coach's subscription after it was taken out: the coach cancelling or resuming it at
// the period's end, and the provider's events. Each change is recorded on the application, with the
// e-mails of the lapses it brings.
async function recordOf(deps: CoachSubscriptionsDeps, coachId: string): Promise<CoachSubscriptionRecord> {
  const record = await deps.applications().subscriptionOfCoach(coachId);
  if (!record) throw notFound(SUBSCRIPTION_MESSAGES.none);
  return record;
}

/** Cancels (true) or resumes (false) at the period's end through the provider, and records the answer. */
async function changeCancellation(
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

async function applySubscriptionEvent(
  deps: CoachSubscriptionsDeps,
  event: Parameters<SubscriptionEventHandler>[0],
): Promise<SubscriptionEventResult> {
  const { db } = deps;
  const first = await recordProviderEventOnce(db, event.id, event.type);
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

// Ending an applicant's subscription for the applications module (docs/decisions/106): cancelled at
// once and its payment refunded in full, each through the provider with one idempotency key per
// subscription and step, so a repeated call (a retry after an outage, two passes) does it once.
async function cancelNow(deps: ProviderDeps, subscriptionId: string): Promise<{ status: string } | null> {
  const ended = await providerCall(deps)("cancel-subscription-now", () =>
    deps.provider.cancelSubscription(subscriptionId, subscriptionCancelIdempotencyKey(subscriptionId)),
  );
  return ended ? { status: ended.status } : null;
}

async function refundLatestPayment(deps: ProviderDeps, subscriptionId: string): Promise<{ id: string; amountCents: number } | null> {
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
