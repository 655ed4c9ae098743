// Publishing an approved application as a live coach: the directory profile, the welcome e-mail and
// the invitation to the coach workspace, all in one transaction.
import type { AdminApplication } from "#common/applications";
import { CLINICAL_LICENSES } from "#common/catalogue/coach-options";
import { IMAGE_REFERENCE_MESSAGE, isOwnImageReference } from "#common/image-references";
import { parseDollarsToCents } from "#common/money";
import type { Config } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import type { CoachLinksService } from "../coach-links/service";
import type { ServerCoachesService } from "../coaches/service";
import type { MailService, OutboundEmail } from "../mail/service";
import { toAdminApplication } from "./application-view";
import { updateApplication, type ApplicationRow } from "./repository";
import { findApplicationOrThrow } from "./review";

export interface PublishingDeps {
  db: Database;
  config: Config;
  mail: MailService;
  coaches: ServerCoachesService;
  coachLinks: Pick<CoachLinksService, "inviteInTransaction">;
}

/** The directory's language filter says "Mandarin"; the application form says "Chinese (Mandarin)". */
function directoryLanguage(language: string): string {
  return language === "Chinese (Mandarin)" ? "Mandarin" : language;
}

// Checked again here: a row stored before the rule (or written around the API) must not put another
// address on a public profile.
function checkProfileImage(application: ApplicationRow): void {
  if (application.profileImageUrl && !isOwnImageReference(application.profileImageUrl)) {
    throw badRequest(
      "This application's profileImageUrl is not an uploaded photo or a generated avatar: remove it or choose another before publishing.",
      {
        profileImageUrl: IMAGE_REFERENCE_MESSAGE,
      },
    );
  }
}

/** The live coach made from an application: the directory's words for languages and professional type. */
async function createCoachFromApplication(coaches: ServerCoachesService, tx: DatabaseOrTransaction, application: ApplicationRow) {
  const rateCents = parseDollarsToCents(application.hourlyRate) ?? 0;
  const isTherapist = application.certifications.some((c) => (CLINICAL_LICENSES as readonly string[]).includes(c));
  return coaches.createCoach(tx, {
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
}

function publishedEmail(mail: MailService, config: Config, application: ApplicationRow, coachId: string): OutboundEmail {
  return {
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
  };
}

export async function publishApplication(
  deps: PublishingDeps,
  id: string,
  actor: AuditActor,
): Promise<{ coachId: string; application: AdminApplication }> {
  const staffUserId = actor.id;
  const { db, config, mail, coaches, coachLinks } = deps;
  const result = await db.transaction(async (tx) => {
    const application = await findApplicationOrThrow(tx, id, true);
    if (application.coachId) throw conflict("This application is already published as a coach.");
    checkProfileImage(application);
    const { id: coachId } = await createCoachFromApplication(coaches, tx, application);
    const updated = await updateApplication(tx, id, { status: "approved", reviewedBy: staffUserId, reviewedAt: new Date(), coachId });
    await mail.enqueue(tx, publishedEmail(mail, config, application, coachId));
    await coachLinks.inviteInTransaction(tx, coachId, staffUserId);
    // One row for the whole step: the coach it created and the invitation it sent are part of it.
    await recordAuditEvent(tx, {
      actor,
      action: "application.publish",
      entity: "application",
      entityId: id,
      before: { status: application.status, coachId: application.coachId },
      after: { status: updated!.status, coachId },
    });
    return { coachId, application: toAdminApplication(updated!) };
  });
  coaches.invalidateDirectoryCache();
  return result;
}
