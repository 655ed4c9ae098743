// The periodic pass over applicants' subscriptions (docs/decisions/106), a plain function of `now`
// so that any job runner can call it and tests can run it at any moment:
// - a subscription whose payment was never reported is asked about after a day: paid, it opens
//   (with the link e-mailed); not paid, step 1's entries are deleted;
// - an open one (paid, no application) gets one reminder with a new link after 3 days;
// - after 7 days it is cancelled and its payment refunded, with an e-mail (so is one whose
//   application staff rejected, if that could not be done at once).
// Rows are claimed in the database, so several processes may run it at the same time.
import { FINISH_REMINDER_DAYS } from "#common/application-constants";
import { AppError } from "../../lib/errors";
import { finishReminderEmail } from "./applicant-emails";
import { CLAIM_LEASE_MS, settleDueCancellations } from "./applicant-cancellation";
import * as repository from "./applicant-subscription-repository";
import { digestOf, newLinkToken } from "../../lib/link-tokens";
import { FINISH_WINDOW_MS, markApplicantSubscriptionPaid, type ApplicantSubscriptionsDeps } from "./applicant-subscriptions";

const DAY_MS = 24 * 3_600_000;
const REMINDER_AFTER_MS = FINISH_REMINDER_DAYS * DAY_MS;
/** Stripe lets an unpaid first invoice expire after 23 hours; by a day the answer is final. */
const UNPAID_CHECK_AFTER_MS = DAY_MS;
/** Statuses only a subscription whose first payment went through can have. */
const PAID_STATUSES = new Set(["active", "trialing", "past_due"]);
const BATCH = 50;

/** Unpaid rows older than a day: the provider says whether they were paid after all (a lost event). */
async function checkUnpaid(deps: ApplicantSubscriptionsDeps, now: Date): Promise<number> {
  const claimed = await repository.claim(deps.db, {
    state: "unpaid",
    now,
    until: new Date(now.getTime() + CLAIM_LEASE_MS),
    madeBefore: new Date(now.getTime() - UNPAID_CHECK_AFTER_MS),
    limit: BATCH,
  });
  let changed = 0;
  for (const row of claimed) {
    try {
      const facts = await deps.subscriptions.factsOf(row.subscriptionId);
      if (facts && PAID_STATUSES.has(facts.status)) await markApplicantSubscriptionPaid(deps, row.subscriptionId, now);
      // Never paid: nothing to cancel, and the entries of someone who did not go on are not kept.
      else await repository.deleteUnpaid(deps.db, row.subscriptionId);
      changed += 1;
    } catch (error) {
      deps.logger.warn(
        { subscriptionId: row.subscriptionId, err: error instanceof AppError ? error.message : error },
        "could not ask the payment provider about an unpaid applicant subscription; a later pass tries again",
      );
    }
  }
  return changed;
}

/** One reminder per open subscription, with a new link, in the transaction that records it. */
async function sendReminders(deps: ApplicantSubscriptionsDeps, now: Date): Promise<number> {
  const { db, mail } = deps;
  let total = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const due = await repository.lockDueReminders(tx, now, { remindAfterMs: REMINDER_AFTER_MS, cancelAfterMs: FINISH_WINDOW_MS }, BATCH);
      for (const row of due) {
        const token = newLinkToken();
        await repository.recordReminder(tx, row.subscriptionId, { at: now, digest: digestOf(token) });
        await mail.enqueue(tx, finishReminderEmail(mail, row, token, new Date(row.paidAt!.getTime() + FINISH_WINDOW_MS)));
      }
      return due.length;
    });
    total += sent;
    if (sent < BATCH) break;
  }
  return total;
}

/** One pass at `now` (milliseconds since the epoch); answers how many subscriptions it changed. */
export async function runApplicantSubscriptionPass(deps: ApplicantSubscriptionsDeps, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const checked = await checkUnpaid(deps, now);
  const reminded = await sendReminders(deps, now);
  await repository.markAbandoned(deps.db, now, FINISH_WINDOW_MS);
  const cancelled = await settleDueCancellations(deps, now);
  return checked + reminded + cancelled;
}
