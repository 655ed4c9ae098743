// Cancelling an applicant's subscription and refunding its payment (docs/decisions/106): when no
// application came within the days allowed, or staff rejected the application. The provider is
// called outside any transaction, on a row this process has claimed; each step is recorded as soon
// as it is done, and each call carries one idempotency key per subscription and step, so a retry
// (the provider was down, the process stopped half-way) repeats nothing. The e-mail is written when
// the row is closed, once.
import type { ApplicationRow } from "./repository";
import type { DatabaseOrTransaction } from "../../db/client";
import { AppError } from "../../lib/errors";
import { cancellationEmail } from "./applicant-emails";
import * as repository from "./applicant-subscription-repository";
import type { ApplicantSubscriptionsDeps } from "./applicant-subscriptions";
import { recordSubscriptionStatus } from "./subscription-state";

/** How long a claimed row is left to the process that claimed it (the provider's calls take seconds). */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** The provider's part: the subscription ended, then its payment refunded, each recorded when done. */
async function cancelAndRefund(deps: ApplicantSubscriptionsDeps, row: repository.ApplicantSubscriptionRow, now: Date): Promise<void> {
  const { db, coaches, subscriptions } = deps;
  const id = row.subscriptionId;
  if (!row.subscriptionCancelledAt) {
    const ended = await subscriptions.cancelNow(id);
    await repository.recordCancellationStep(db, id, { subscriptionCancelledAt: now });
    // The application paid with it (a rejected one) shows the ended subscription to staff.
    if (ended) await recordSubscriptionStatus({ db, coaches }, id, { status: ended.status, cancelAtPeriodEnd: false });
  }
  if (!row.refundedAt) {
    const refund = await subscriptions.refundLatestPayment(id);
    await repository.recordCancellationStep(db, id, {
      refundedAt: now,
      refundId: refund?.id ?? null,
      refundedCents: refund?.amountCents ?? null,
    });
  }
}

/** Settles one claimed row; false when the provider could not be reached (the claim runs out and a later pass retries). */
export async function settleCancellation(
  deps: ApplicantSubscriptionsDeps,
  row: repository.ApplicantSubscriptionRow,
  now: Date,
): Promise<boolean> {
  const { db, mail, logger } = deps;
  const id = row.subscriptionId;
  try {
    await cancelAndRefund(deps, row, now);
  } catch (error) {
    logger.error(
      { subscriptionId: id, err: error instanceof AppError ? error.message : error },
      "applicant subscription could not be cancelled and refunded yet; a later pass tries again",
    );
    return false;
  }
  const closed = await db.transaction(async (tx) => {
    const done = await repository.closeCancellation(tx, id, now);
    if (done) await mail.enqueue(tx, cancellationEmail(mail, done));
    return done;
  });
  if (!closed) return false;
  logger.info({ subscriptionId: id, reason: closed.cancelReason, refunded: closed.refundId !== null }, "applicant subscription cancelled");
  return true;
}

/** Claims and settles every cancellation due that nobody holds (or only `subscriptionId`); answers how many were closed. */
export async function settleDueCancellations(deps: ApplicantSubscriptionsDeps, now: Date, subscriptionId?: string): Promise<number> {
  let closed = 0;
  for (;;) {
    const claimed = await repository.claim(deps.db, {
      state: "cancelling",
      now,
      until: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: 20,
      subscriptionId,
    });
    for (const row of claimed) if (await settleCancellation(deps, row, now)) closed += 1;
    // A row that failed stays claimed until its lease runs out, so the next claim does not pick it again.
    if (claimed.length === 0 || subscriptionId) return closed;
  }
}

/** Inside staff's change of an application to rejected: its subscription is to be cancelled and refunded. */
export async function requestRejectionCancellation(tx: DatabaseOrTransaction, application: ApplicationRow): Promise<string | null> {
  const subscriptionId = application.stripeSubscriptionId;
  if (!subscriptionId) return null;
  await repository.requestRejectionCancellation(tx, {
    subscriptionId,
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phone: application.phone,
    location: application.location,
    gender: application.gender,
  });
  return subscriptionId;
}
