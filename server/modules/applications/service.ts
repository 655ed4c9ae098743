// Coach applications (docs/product/coach-application.md):
// received from step 3 with the subscription of step 2, reviewed by staff, published as a live coach.
// Every e-mail is written in the same transaction as its cause.
import type { AdminApplication, ApplicationSubmission, ApplicationUpdate } from "#common/applications";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { CoachLinksService } from "../coach-links/service";
import type { ServerCoachesService } from "../coaches/service";
import type { MailService } from "../mail/service";
import { publishApplication } from "./publishing";
import { listAdminApplications, reviewApplication } from "./review";
import { submitApplication } from "./submission";
import {
  recordSubscriptionStatus,
  subscriptionOfCoach,
  type CoachSubscriptionRecord,
  type RecordSubscriptionOptions,
  type SubscriptionState,
  type SubscriptionStatusReader,
} from "./subscription-state";

export { toAdminApplication } from "./application-view";
export type {
  CoachSubscriptionRecord,
  SubscriptionFacts,
  SubscriptionLapse,
  SubscriptionState,
  SubscriptionStatusReader,
} from "./subscription-state";

export interface ApplicationsService {
  submit(input: ApplicationSubmission): Promise<{ id: string }>;
  list(page: { limit: number; offset: number }): Promise<{ items: AdminApplication[]; total: number }>;
  update(id: string, change: ApplicationUpdate, staffUserId: string): Promise<AdminApplication>;
  publish(id: string, staffUserId: string): Promise<{ coachId: string; application: AdminApplication }>;
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
}

export function createApplicationsService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  coaches: ServerCoachesService;
  coachLinks: Pick<CoachLinksService, "inviteInTransaction">;
  subscriptions: SubscriptionStatusReader;
}): ApplicationsService {
  const { db, mail, coaches } = deps;
  return {
    submit: (input) => submitApplication(deps, input),
    list: (page) => listAdminApplications(db, page),
    update: (id, change, staffUserId) => reviewApplication(db, id, change, staffUserId),
    publish: (id, staffUserId) => publishApplication(deps, id, staffUserId),
    recordSubscriptionStatus: (subscriptionId, state, options) =>
      recordSubscriptionStatus({ db, mail, coaches }, subscriptionId, state, options),
    subscriptionOfCoach: (coachId) => subscriptionOfCoach(db, coachId),
  };
}
