// Coach applications (docs/product/coach-application.md):
// received from step 3 with the subscription of step 2, reviewed by staff, published as a live coach.
// Every e-mail is written in the same transaction as its cause.
import {
  canChangeApplicationStatus,
  type AdminApplication,
  type ApplicationStatus,
  type ApplicationSubmission,
  type ApplicationUpdate,
} from "#common/applications";
import { CLINICAL_LICENSES } from "#common/catalogue/coach-options";
import { IMAGE_REFERENCE_MESSAGE, isOwnImageReference } from "#common/image-references";
import { parseDollarsToCents } from "#common/money";
import type { Config } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { CoachLinksService } from "../coach-links/service";
import { isUuid } from "#common/uuid";
import type { ServerCoachesService } from "../coaches/service";
import type { MailService, OutboundEmail } from "../mail/service";
import {
  findApplication,
  findSubscribedApplicationOfCoach,
  insertApplication,
  listApplications,
  lockApplicationsOfSubscription,
  updateApplication,
  updateSubscriptionState,
  type ApplicationRow,
} from "./repository";

/** Statuses after which a subscription no longer pays for a live profile. */
const ENDED_SUBSCRIPTION_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);

/** A subscription as the payment provider knows it: its status and the e-mail it was made for. */
export interface SubscriptionFacts {
  status: string;
  customerEmail: string | null;
}

/** Reads a subscription from the payment provider; null when it does not know the id. */
export interface SubscriptionStatusReader {
  factsOf(subscriptionId: string): Promise<SubscriptionFacts | null>;
}

/** What the payment provider says about a subscription; a field left out was not reported. */
export interface SubscriptionState {
  status: string;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}

/**
 * A change of a published coach's subscription the coach is told about: a cancellation now
 * scheduled, a failed renewal (past_due), or the profile taken offline because the subscription
 * ended. Each is found by comparing the recorded state before and after, so a state reported twice
 * (a replayed event, the webhook of a change already recorded) is no change.
 */
export interface SubscriptionLapse {
  kind: "cancellation-scheduled" | "payment-failed" | "offline";
  coachId: string;
  /** The address the subscription was made for (the application's). */
  email: string;
  firstName: string;
  periodEnd: Date | null;
}

/** The subscription recorded for a coach: the one paid with the application published as them. */
export interface CoachSubscriptionRecord {
  subscriptionId: string;
  status: string | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const sameEmail = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

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
  recordSubscriptionStatus(
    subscriptionId: string,
    state: SubscriptionState,
    options?: { occurredAt?: Date; onLapses?: (tx: DatabaseOrTransaction, lapses: SubscriptionLapse[]) => Promise<void> },
  ): Promise<boolean>;
  /** The subscription of the application published as this coach; null for a coach without one. */
  subscriptionOfCoach(coachId: string): Promise<CoachSubscriptionRecord | null>;
}

export function toAdminApplication(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    gender: row.gender,
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    hourlyRate: row.hourlyRate,
    specializations: row.specializations,
    sessionTypes: row.sessionTypes,
    availability: row.availability,
    languages: row.languages,
    certifications: row.certifications,
    insuranceAccepted: row.insuranceAccepted,
    education: row.education,
    currentPractice: row.currentPractice,
    motivation: row.motivation,
    approach: row.approach,
    experienceDescription: row.experienceDescription,
    status: row.status as ApplicationStatus,
    adminNotes: row.adminNotes,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    subscriptionId: row.stripeSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    profileImageUrl: row.profileImageUrl,
    coachId: row.coachId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The directory's language filter says "Mandarin"; the application form says "Chinese (Mandarin)". */
function directoryLanguage(language: string): string {
  return language === "Chinese (Mandarin)" ? "Mandarin" : language;
}

function applicationEmails(mail: MailService, config: Config, row: ApplicationRow): OutboundEmail[] {
  const name = `${row.firstName} ${row.lastName}`;
  const staff = config.adminEmails.length > 0 ? config.adminEmails : [config.supportEmail];
  return [
    {
      kind: "application.received",
      to: row.email,
      replyTo: config.supportEmail,
      subject: "We received your coach application",
      ...mail.compose({
        greeting: `Hi ${row.firstName},`,
        paragraphs: [
          `Thank you for applying to coach on ${mail.brandName}. Your application has been received and will be reviewed within 5-7 business days.`,
          "What happens next: we review your application, run a background verification, invite you to a short virtual interview, then help you set up your profile and get started.",
          "You don't need to do anything now. If anything changes in the meantime, just reply to this e-mail.",
        ],
        footnote: `You received this because you applied at ${mail.siteLink("/coach-apply")}.`,
      }),
    },
    ...staff.map((to) => ({
      kind: "application.staff-notice",
      to,
      subject: `New coach application: ${name}`,
      ...mail.compose({
        greeting: "Hello,",
        paragraphs: [
          `${name} (${row.email}) applied to coach on ${mail.brandName}.`,
          `Title: ${row.title}\nLocation: ${row.location}\nExperience: ${row.experience} years\nSpecializations: ${row.specializations.join(", ")}`,
          row.stripeSubscriptionId
            ? `Subscription: ${row.subscriptionStatus ?? "status unknown"}`
            : "No subscription was paid with this application.",
        ],
        action: { label: "Review applications", url: mail.siteLink("/admin/applications") },
      }),
    })),
  ];
}

export function createApplicationsService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  coaches: ServerCoachesService;
  coachLinks: Pick<CoachLinksService, "inviteInTransaction">;
  subscriptions: SubscriptionStatusReader;
}): ApplicationsService {
  const { db, config, mail, coaches, coachLinks, subscriptions } = deps;

  const mustFind = async (id: string, forUpdate = false, tx = db as Parameters<typeof findApplication>[0]) => {
    const row = isUuid(id) ? await findApplication(tx, id, { forUpdate }) : undefined;
    if (!row) throw notFound("Application not found");
    return row;
  };

  return {
    async submit(input) {
      // The status comes from the provider, never from the browser; and a subscription counts for
      // an application only when it was made for the application's own address (anyone could
      // otherwise quote another applicant's paid subscription id).
      let subscriptionStatus: string | null = null;
      if (input.subscriptionId) {
        const facts = await subscriptions.factsOf(input.subscriptionId);
        if (!facts || !sameEmail(facts.customerEmail, input.email)) {
          throw badRequest("Invalid application: subscriptionId: This subscription was not made for this e-mail address", {
            subscriptionId: "This subscription was not made for this e-mail address",
          });
        }
        subscriptionStatus = facts.status;
      }
      const created = await db.transaction(async (tx) => {
        const row = await insertApplication(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          location: input.location,
          gender: input.gender,
          title: input.title,
          bio: input.bio,
          experience: input.experience,
          hourlyRate: input.hourlyRate,
          specializations: input.specializations,
          sessionTypes: input.sessionTypes,
          availability: input.availability,
          languages: input.languages,
          certifications: input.certifications,
          insuranceAccepted: input.insuranceAccepted,
          education: input.education,
          currentPractice: input.currentPractice,
          motivation: input.motivation,
          approach: input.approach,
          experienceDescription: input.experience_description,
          profileImageUrl: input.profileImageUrl ?? null,
          stripeSubscriptionId: subscriptionStatus === null ? null : input.subscriptionId,
          subscriptionStatus,
        });
        await mail.enqueue(tx, applicationEmails(mail, config, row));
        return row;
      });
      mail.afterCommit();
      return { id: created.id };
    },

    async list(page) {
      const { rows, total } = await listApplications(db, page);
      return { items: rows.map(toAdminApplication), total };
    },

    async update(id, change, staffUserId) {
      return db.transaction(async (tx) => {
        const current = await mustFind(id, true, tx);
        if (
          change.status &&
          !canChangeApplicationStatus({ status: current.status as ApplicationStatus, coachId: current.coachId }, change.status)
        ) {
          throw conflict("This application was published as a coach: it stays approved.");
        }
        const statusChanged = change.status !== undefined && change.status !== current.status;
        const updated = await updateApplication(tx, id, {
          ...change,
          ...(statusChanged || change.adminNotes !== undefined ? { reviewedBy: staffUserId, reviewedAt: new Date() } : {}),
        });
        return toAdminApplication(updated!);
      });
    },

    async publish(id, staffUserId) {
      const result = await db.transaction(async (tx) => {
        const application = await mustFind(id, true, tx);
        if (application.coachId) throw conflict("This application is already published as a coach.");
        // Checked again here: a row stored before the rule (or written around the API) must not
        // put another address on a public profile.
        if (application.profileImageUrl && !isOwnImageReference(application.profileImageUrl)) {
          throw badRequest(
            "This application's profileImageUrl is not an uploaded photo or a generated avatar: remove it or choose another before publishing.",
            {
              profileImageUrl: IMAGE_REFERENCE_MESSAGE,
            },
          );
        }
        const rateCents = parseDollarsToCents(application.hourlyRate) ?? 0;
        const isTherapist = application.certifications.some((c) => (CLINICAL_LICENSES as readonly string[]).includes(c));
        const { id: coachId } = await coaches.createCoach(tx, {
          // Nobody runs the new coach's workspace until the invitation below is opened.
          userId: null,
          firstName: application.firstName,
          lastName: application.lastName,
          title: application.title,
          bio: application.bio,
          specializations: application.specializations,
          experience: application.experience,
          hourlyRateCents: Math.max(0, rateCents),
          availability: application.availability,
          sessionTypes: application.sessionTypes,
          languages: [...new Set(application.languages.map(directoryLanguage))],
          location: application.location,
          certifications: application.certifications,
          gender: application.gender,
          professionalType: isTherapist ? "Licensed Therapist" : "Certified Coach",
          insuranceAccepted: application.insuranceAccepted,
          profileImageUrl: application.profileImageUrl,
          email: application.email,
          phoneNumber: application.phone,
          isActive: true,
        });
        const updated = await updateApplication(tx, id, { status: "approved", reviewedBy: staffUserId, reviewedAt: new Date(), coachId });
        await mail.enqueue(tx, {
          kind: "application.published",
          to: application.email,
          replyTo: config.supportEmail,
          subject: `Your ${mail.brandName} profile is live`,
          ...mail.compose({
            greeting: `Hi ${application.firstName},`,
            paragraphs: [
              `Welcome to ${mail.brandName}! Your application was approved and your coach profile is now live in the directory.`,
              "Clients can now find you and ask for a free 15-minute consultation; requests arrive at this e-mail address.",
              `A second e-mail invites you to the ${mail.brandName} Coach Workspace, where you answer those requests, arrange sessions and keep your profile up to date.`,
            ],
            action: { label: "See your profile", url: mail.siteLink(`/coaches/${coachId}`) },
          }),
        });
        await coachLinks.inviteInTransaction(tx, coachId, staffUserId);
        return { coachId, application: toAdminApplication(updated!) };
      });
      coaches.invalidateDirectoryCache();
      mail.afterCommit();
      return result;
    },

    async recordSubscriptionStatus(subscriptionId, state, options = {}) {
      const { occurredAt, onLapses } = options;
      const ended = ENDED_SUBSCRIPTION_STATUSES.has(state.status);
      const { applied, offline, lapses } = await db.transaction(async (tx) => {
        const locked = await lockApplicationsOfSubscription(tx, subscriptionId);
        const current = occurredAt ? locked.filter((row) => !row.subscriptionEventAt || row.subscriptionEventAt <= occurredAt) : locked;
        const updated = await updateSubscriptionState(
          tx,
          current.map((row) => row.id),
          {
            subscriptionStatus: state.status,
            ...(occurredAt ? { subscriptionEventAt: occurredAt } : {}),
            ...(state.currentPeriodEnd ? { subscriptionPeriodEnd: state.currentPeriodEnd } : {}),
            ...(state.cancelAtPeriodEnd === undefined ? {} : { subscriptionCancelAtPeriodEnd: state.cancelAtPeriodEnd }),
          },
        );
        const found: SubscriptionLapse[] = [];
        let wentOffline = 0;
        for (const after of updated) {
          const before = current.find((row) => row.id === after.id)!;
          if (!after.coachId) continue;
          const lapse = { coachId: after.coachId, email: after.email, firstName: after.firstName, periodEnd: after.subscriptionPeriodEnd };
          if (ended) {
            // The provider reports the end when the paid period is over (cancelled, or unpaid after
            // retries): the coach's profile goes offline then. A coach already
            // offline (staff, or an earlier report) is not told twice.
            if (await coaches.setActive(tx, after.coachId, false)) {
              wentOffline += 1;
              found.push({ ...lapse, kind: "offline" });
            }
            continue;
          }
          if (after.subscriptionCancelAtPeriodEnd && !before.subscriptionCancelAtPeriodEnd)
            found.push({ ...lapse, kind: "cancellation-scheduled" });
          if (after.subscriptionStatus === "past_due" && before.subscriptionStatus !== "past_due")
            found.push({ ...lapse, kind: "payment-failed" });
        }
        if (found.length > 0 && onLapses) await onLapses(tx, found);
        return { applied: updated.length > 0, offline: wentOffline, lapses: found };
      });
      if (offline > 0) coaches.invalidateDirectoryCache();
      if (lapses.length > 0) mail.afterCommit();
      return applied;
    },

    async subscriptionOfCoach(coachId) {
      const row = isUuid(coachId) ? await findSubscribedApplicationOfCoach(db, coachId) : undefined;
      if (!row?.stripeSubscriptionId) return null;
      return {
        subscriptionId: row.stripeSubscriptionId,
        status: row.subscriptionStatus,
        periodEnd: row.subscriptionPeriodEnd,
        cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
      };
    },
  };
}
