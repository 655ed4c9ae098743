// Coach applications (docs/product/coach-application.md):
// received from step 3 with the subscription of step 2, reviewed by staff, published as a live coach.
// Every e-mail is written in the same transaction as its cause.
import type { AdminApplication, ApplicationSubmission, ApplicationUpdate, PersonalInfo } from "#common/applications";
import type { IncompleteApplication, ResumedApplication } from "#common/incomplete-applications";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AuditActor } from "../audit/service";
import type { CoachLinksService } from "../coach-links/service";
import type { ServerCoachesService } from "../coaches/service";
import type { MailService } from "../mail/service";
import { settleDueCancellations } from "./applicant-cancellation";
import { toAdminApplication } from "./application-view";
import { runApplicantSubscriptionPass } from "./applicant-pass";
import {
  listIncompleteApplications,
  markApplicantSubscriptionPaid,
  recordApplicantSubscription,
  resumeApplication,
} from "./applicant-subscriptions";
import { publishApplication } from "./publishing";
import { findApplicationOrThrow, listAdminApplications, reviewApplication } from "./review";
import { submitApplication } from "./submission";
import {
  recordSubscriptionStatus,
  subscriptionOfCoach,
  type CoachSubscriptionRecord,
  type RecordSubscriptionOptions,
  type SubscriptionActions,
  type SubscriptionState,
} from "./subscription-state";

export { toAdminApplication };
export type {
  CoachSubscriptionRecord,
  SubscriptionFacts,
  SubscriptionLapse,
  SubscriptionActions,
  SubscriptionState,
  SubscriptionStatusReader,
} from "./subscription-state";

export interface ApplicationsService {
  submit(input: ApplicationSubmission): Promise<{ id: string }>;
  list(page: { limit: number; offset: number }): Promise<{ items: AdminApplication[]; total: number }>;
  update(id: string, change: ApplicationUpdate, actor: AuditActor): Promise<AdminApplication>;
  publish(id: string, actor: AuditActor): Promise<{ coachId: string; application: AdminApplication }>;
  /**
   * Keeps an application's subscription state current: from provider events (`occurredAt`: an
   * event older than the one already applied changes nothing) and from the provider's answer to a
   * change made here (no `occurredAt`). When the subscription has ended, the published coach goes
   * offline. `onLapses` runs inside the same transaction with the changes a coach is told about.
   * Answers whether anything was recorded.
   */
  recordSubscriptionStatus(subscriptionId: string, state: SubscriptionState, options?: RecordSubscriptionOptions): Promise<boolean>;
  /** The subscription of the application published as this coach; null for a coach without one. */
  subscriptionOfCoach(coachId: string): Promise<CoachSubscriptionRecord | null>;

  // ---- Between step 2 and step 3 (docs/decisions/106) ----
  /** Step 2 made the subscription: step 1's entries are kept with it until the application comes. */
  recordApplicantSubscription(subscriptionId: string, personal: PersonalInfo): Promise<void>;
  /** The provider reported the first payment: the first time, the payer is e-mailed the link to finish. */
  markSubscriptionPaid(subscriptionId: string): Promise<void>;
  /** What the e-mailed link restores (404 when it no longer works, 409 once the application came). */
  resume(token: string): Promise<ResumedApplication>;
  /** Paid subscriptions without an application ('Incomplete'), and those cancelled for it. */
  listIncomplete(page: { limit: number; offset: number }): Promise<{ items: IncompleteApplication[]; total: number }>;
  /** The periodic pass at `now`: reminders, cancellations and refunds; answers how many it changed. */
  runPass(now: number): Promise<number>;
}

export function createApplicationsService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  coaches: ServerCoachesService;
  coachLinks: Pick<CoachLinksService, "inviteInTransaction">;
  subscriptions: SubscriptionActions;
  logger: Logger;
  now?: () => number;
}): ApplicationsService {
  const { db, coaches } = deps;
  const now = deps.now ?? Date.now;
  return {
    submit: (input) => submitApplication(deps, input),
    list: (page) => listAdminApplications(db, page),
    async update(id, change, actor) {
      const { application, cancelSubscriptionId } = await reviewApplication(db, id, change, actor);
      if (!cancelSubscriptionId) return application;
      // Rejected: cancelled and refunded at once when the provider answers, else by the next passes;
      // the answer shows the subscription as it is now.
      await settleDueCancellations(deps, new Date(now()), cancelSubscriptionId);
      return toAdminApplication(await findApplicationOrThrow(db, id));
    },
    publish: (id, actor) => publishApplication(deps, id, actor),
    recordSubscriptionStatus: (subscriptionId, state, options) => recordSubscriptionStatus({ db, coaches }, subscriptionId, state, options),
    subscriptionOfCoach: (coachId) => subscriptionOfCoach(db, coachId),
    recordApplicantSubscription: (subscriptionId, personal) => recordApplicantSubscription(db, subscriptionId, personal),
    async markSubscriptionPaid(subscriptionId) {
      await markApplicantSubscriptionPaid(deps, subscriptionId, new Date(now()));
    },
    resume: (token) => resumeApplication(db, token, now()),
    listIncomplete: (page) => listIncompleteApplications(db, page),
    runPass: (at) => runApplicantSubscriptionPass(deps, at),
  };
}
