// A coach's invitation: a token of 32 random bytes e-mailed to the coach's address, of which only the
// digest is stored. Issuing one withdraws the coach's older ones; a preview tells the invitation page
// what the link is for without using it.
import {
  COACH_INVITATION_LIFETIME_DAYS,
  COACH_INVITATION_MESSAGES,
  COACH_INVITATION_PATH,
  maskEmail,
  type CoachInvitationPreview,
} from "#common/coach-links";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { MailService } from "../mail/service";
import * as repository from "./repository";
import { digestOf, LINK_TOKEN_PATTERN, newLinkToken } from "../../lib/link-tokens";

const LIFETIME_MS = COACH_INVITATION_LIFETIME_DAYS * 24 * 3_600_000;
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const invalidInvitation = () => new AppError(404, "invitation_invalid", COACH_INVITATION_MESSAGES.invalid);

/** Inside `tx`: replaces the coach's open invitations with a new one and queues its e-mail (404 unknown, 400 no e-mail, 409 linked). */
export async function issueInvitation(
  tx: DatabaseOrTransaction,
  mail: MailService,
  coachId: string,
  staffUserId: string | null,
): Promise<{ email: string; expiresAt: string }> {
  const coach = await repository.lockCoach(tx, coachId);
  if (!coach) throw notFound("Coach not found");
  if (coach.userId) throw conflict(COACH_INVITATION_MESSAGES.alreadyLinked);
  const email = coach.email.trim();
  if (!email) throw badRequest(COACH_INVITATION_MESSAGES.noEmail);

  await repository.withdrawOpenInvitations(tx, coach.id);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + LIFETIME_MS);
  await repository.insertInvitation(tx, {
    coachId: coach.id,
    email: email.toLowerCase(),
    tokenDigest: digestOf(token),
    expiresAt,
    createdBy: staffUserId,
  });
  const name = `${coach.firstName} ${coach.lastName}`.trim();
  await mail.enqueue(tx, {
    kind: "coach.invitation",
    to: email,
    replyTo: mail.supportEmail,
    subject: `Your invitation to the ${mail.brandName} Coach Workspace`,
    ...mail.compose({
      greeting: coach.firstName ? `Hi ${coach.firstName},` : "Hello,",
      paragraphs: [
        `You are invited to run ${name ? `${name}'s` : "your"} coach profile on ${mail.brandName} from the Coach Workspace.`,
        "The Coach Workspace is your own area of the site: the consultation requests clients send you, the sessions you arrange with them, your public profile (bio, photo, rate, availability), your subscription, and how many people view your profile and get in touch.",
        `Open the link below, then sign in or create an account with this e-mail address (${email}) and choose 'Link my account'. The link works once, within ${COACH_INVITATION_LIFETIME_DAYS} days.`,
        "If you were not expecting this, you can ignore this e-mail: nothing changes unless the link is used.",
      ],
      action: { label: "Open my invitation", url: mail.siteLink(`${COACH_INVITATION_PATH}?token=${token}`) },
      footnote: `You receive this e-mail because ${email} is the contact address of a coach profile on ${mail.brandName}.`,
    }),
  });
  return { email, expiresAt: expiresAt.toISOString() };
}

/** What the invitation page shows before the link is used: whose profile, the masked address, and whether it is the viewer's. */
export async function previewInvitation(db: Database, token: string, viewer: { email: string } | null): Promise<CoachInvitationPreview> {
  if (!LINK_TOKEN_PATTERN.test(token)) return { state: "invalid" };
  const invitation = await repository.findInvitation(db, digestOf(token));
  if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= Date.now()) return { state: "invalid" };
  return {
    state: "valid",
    coachName: `${invitation.firstName} ${invitation.lastName}`.trim(),
    sentTo: maskEmail(invitation.email),
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    matchesAccount: viewer !== null && sameAddress(invitation.email, viewer.email),
  };
}
