// An applicant's subscription between step 2 and step 3 (docs/decisions/106): step 1's entries kept
// with it when it is made, the payment noted once (with the e-mailed link to finish step 3), the link
// restoring step 1's entries in any browser, and what staff see of a paid subscription whose
// application never came ('Incomplete').
import type { PersonalInfo } from "#common/applications";
import { FINISH_APPLICATION_DAYS } from "#common/application-constants";
import {
  FINISH_LINK_MESSAGES,
  type IncompleteApplication,
  type IncompleteApplicationState,
  type ResumedApplication,
} from "#common/incomplete-applications";
import type { Database } from "../../db/client";
import { AppError, conflict } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ServerCoachesService } from "../coaches/service";
import type { MailService } from "../mail/service";
import { finishLinkEmail } from "./applicant-emails";
import * as repository from "./applicant-subscription-repository";
import type { SubscriptionActions } from "./subscription-state";
import { digestOf, LINK_TOKEN_PATTERN, newLinkToken } from "../../lib/link-tokens";

export interface ApplicantSubscriptionsDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  coaches: ServerCoachesService;
  subscriptions: SubscriptionActions;
}

const DAY_MS = 24 * 3_600_000;
export const FINISH_WINDOW_MS = FINISH_APPLICATION_DAYS * DAY_MS;

/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one. */

const linkExpiry = (paidAt: Date) => new Date(paidAt.getTime() + FINISH_WINDOW_MS);

/** Step 2 made (or answered again) the subscription: step 1's entries are kept with it. */
export async function recordApplicantSubscription(db: Database, subscriptionId: string, personal: PersonalInfo): Promise<void> {
  await repository.upsertUnpaid(db, {
    subscriptionId,
    firstName: personal.firstName,
    lastName: personal.lastName,
    email: personal.email.trim().toLowerCase(),
    phone: personal.phone,
    location: personal.location,
    gender: personal.gender,
  });
}

/**
 * The provider says the first payment went through (the confirmation, its event, or a pass asking):
 * the first time, the subscription is open and the payer gets the link to finish step 3. Answers
 * whether this call opened it.
 */
export async function markApplicantSubscriptionPaid(
  deps: Pick<ApplicantSubscriptionsDeps, "db" | "mail">,
  subscriptionId: string,
  paidAt: Date,
): Promise<boolean> {
  const { db, mail } = deps;
  const token = newLinkToken();
  const opened = await db.transaction(async (tx) => {
    const row = await repository.openPaid(tx, subscriptionId, { paidAt, linkDigest: digestOf(token) });
    if (!row) {
      await repository.notePaidAfterSubmission(tx, subscriptionId, paidAt);
      return false;
    }
    await mail.enqueue(tx, finishLinkEmail(mail, row, token, linkExpiry(paidAt)));
    return true;
  });
  return opened;
}

const invalidLink = () => new AppError(404, "finish_link_invalid", FINISH_LINK_MESSAGES.invalid);

/** What the e-mailed link restores: step 1's entries and the subscription, while the link works. */
export async function resumeApplication(db: Database, token: string, now: number): Promise<ResumedApplication> {
  if (!LINK_TOKEN_PATTERN.test(token)) throw invalidLink();
  const row = await repository.findByLinkDigest(db, digestOf(token));
  if (!row?.paidAt) throw invalidLink();
  if (row.state === "submitted") throw conflict(FINISH_LINK_MESSAGES.submitted);
  const expiresAt = linkExpiry(row.paidAt);
  if (row.state !== "open" || expiresAt.getTime() <= now) throw invalidLink();
  return {
    personalInfo: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      location: row.location,
      gender: row.gender as PersonalInfo["gender"],
    },
    subscriptionId: row.subscriptionId,
    expiresAt: expiresAt.toISOString(),
  };
}

const STATE_SEEN_BY_STAFF: Record<string, IncompleteApplicationState> = {
  open: "incomplete",
  cancelling: "cancelling",
  cancelled: "cancelled",
};

function toIncompleteApplication(row: repository.ApplicantSubscriptionRow): IncompleteApplication {
  const paidAt = row.paidAt ?? row.createdAt;
  return {
    subscriptionId: row.subscriptionId,
    state: STATE_SEEN_BY_STAFF[row.state] ?? "incomplete",
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    paidAt: paidAt.toISOString(),
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    cancelsAt: linkExpiry(paidAt).toISOString(),
    cancelledAt: row.closedAt?.toISOString() ?? null,
    refundedCents: row.refundedCents,
  };
}

/** Paid subscriptions whose application never came, as staff see them, newest payment first. */
export async function listIncompleteApplications(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ items: IncompleteApplication[]; total: number }> {
  const { rows, total } = await repository.listIncomplete(db, page);
  return { items: rows.map(toIncompleteApplication), total };
}
