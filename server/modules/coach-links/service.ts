// Linking an account to a coach. A coach's workspace is reached only through an e-mailed invitation:
// staff (or publishing an application) send one to the coach's address; whoever opens it signs in
// with that same address and links. Opening the link proves the address, so the account becomes
// verified too. The newest invitation of a coach replaces the older ones, so a link sent to a
// mistyped address stops working as soon as staff correct it and invite again.
import { createHash, randomBytes } from "node:crypto";
import {
  COACH_INVITATION_LIFETIME_DAYS,
  COACH_INVITATION_MESSAGES,
  COACH_INVITATION_PATH,
  maskEmail,
  wrongAccountMessage,
  type CoachInvitationPreview,
  type CoachLink,
} from "#common/coach-links";
import type { CoachInvitationsReader } from "#common/app-context";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { AuthModule } from "../auth/module";
import { isUuid } from "#common/uuid";
import type { MailService } from "../mail/service";
import * as repository from "./repository";

const LIFETIME_MS = COACH_INVITATION_LIFETIME_DAYS * 24 * 3_600_000;
/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

const digestOf = (token: string) => createHash("sha256").update(token).digest("hex");
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const invalidInvitation = () => new AppError(404, "invitation_invalid", COACH_INVITATION_MESSAGES.invalid);

/** The unique index on coaches.user_id refused a second coach for one account. */
function isAccountAlreadyLinked(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && e.constraint === "coaches_user_id_key") return true;
  }
  return false;
}

export interface CoachLinksService extends CoachInvitationsReader {
  /** Staff: e-mails a new invitation to the coach's address (404 unknown, 400 no e-mail, 409 linked). */
  invite(coachId: string, staffUserId: string): Promise<{ email: string; expiresAt: string }>;
  /**
   * The same invitation, inside the caller's transaction (publishing an application creates the
   * coach and invites in one step); the caller calls `mail.afterCommit()` after committing.
   */
  inviteInTransaction(tx: DatabaseOrTransaction, coachId: string, staffUserId: string | null): Promise<void>;
  /** Staff: the account keeps existing; the coach's workspace is closed to it at once. */
  unlink(coachId: string): Promise<void>;
  /** The signed-in account uses an invitation: its address is verified and it runs the coach's workspace. */
  accept(user: { id: string; email: string }, token: string): Promise<{ coachId: string }>;
  /** What the admin coach list shows per coach. */
  linksOf(coachIds: readonly string[]): Promise<Map<string, CoachLink>>;
}

export function createCoachLinksService(deps: {
  db: Database;
  mail: MailService;
  auth: Pick<AuthModule, "markAddressProved">;
  logger: Logger;
}): CoachLinksService {
  const { db, mail, auth, logger } = deps;

  async function issue(tx: DatabaseOrTransaction, coachId: string, staffUserId: string | null) {
    const coach = await repository.lockCoach(tx, coachId);
    if (!coach) throw notFound("Coach not found");
    if (coach.userId) throw conflict(COACH_INVITATION_MESSAGES.alreadyLinked);
    const email = coach.email.trim();
    if (!email) throw badRequest(COACH_INVITATION_MESSAGES.noEmail);

    await repository.withdrawOpenInvitations(tx, coach.id);
    const token = randomBytes(32).toString("base64url");
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

  return {
    async invite(coachId, staffUserId) {
      if (!isUuid(coachId)) throw notFound("Coach not found");
      const sent = await db.transaction((tx) => issue(tx, coachId, staffUserId));
      mail.afterCommit();
      logger.info({ coachId }, "coach invitation sent");
      return sent;
    },

    async inviteInTransaction(tx, coachId, staffUserId) {
      await issue(tx, coachId, staffUserId);
    },

    async unlink(coachId) {
      if (!isUuid(coachId)) throw notFound("Coach not found");
      await db.transaction(async (tx) => {
        const coach = await repository.lockCoach(tx, coachId);
        if (!coach) throw notFound("Coach not found");
        await repository.setCoachUser(tx, coach.id, null);
        // Staff unlink when the wrong person got in: no earlier link may let them back.
        await repository.withdrawOpenInvitations(tx, coach.id);
      });
      logger.info({ coachId }, "coach unlinked from its account");
    },

    async accept(user, token) {
      if (!TOKEN_PATTERN.test(token)) throw invalidInvitation();
      const digest = digestOf(token);
      try {
        const coachId = await db.transaction(async (tx) => {
          // Locks in one order (invitation, then coach) so concurrent claims wait instead of deadlocking.
          const invitation = await repository.lockInvitation(tx, digest);
          if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= Date.now()) throw invalidInvitation();
          if (!sameAddress(invitation.email, user.email)) throw forbidden(wrongAccountMessage(maskEmail(invitation.email), user.email));
          const coach = await repository.lockCoach(tx, invitation.coachId);
          if (!coach) throw invalidInvitation();
          if (coach.userId && coach.userId !== user.id) throw conflict(COACH_INVITATION_MESSAGES.coachTaken);
          const linkedTo = await repository.findCoachLinkedTo(tx, user.id);
          if (linkedTo && linkedTo !== coach.id) throw conflict(COACH_INVITATION_MESSAGES.accountTaken);
          // The link reached this mailbox, so the address is proved; false only if the account's
          // address changed since the session was read.
          if (!(await auth.markAddressProved(tx, { id: user.id, email: invitation.email }))) {
            throw forbidden(wrongAccountMessage(maskEmail(invitation.email), user.email));
          }
          await repository.setCoachUser(tx, coach.id, user.id);
          await repository.markInvitationUsed(tx, invitation.id);
          return coach.id;
        });
        logger.info({ coachId, userId: user.id }, "account linked to coach");
        return { coachId };
      } catch (error) {
        // Two invitations for one account claimed at the same moment: the unique index decides.
        if (isAccountAlreadyLinked(error)) throw conflict(COACH_INVITATION_MESSAGES.accountTaken);
        throw error;
      }
    },

    async preview(token, viewer): Promise<CoachInvitationPreview> {
      if (!TOKEN_PATTERN.test(token)) return { state: "invalid" };
      const invitation = await repository.findInvitation(db, digestOf(token));
      if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= Date.now()) return { state: "invalid" };
      return {
        state: "valid",
        coachName: `${invitation.firstName} ${invitation.lastName}`.trim(),
        sentTo: maskEmail(invitation.email),
        expiresAt: invitation.expiresAt.toISOString(),
        matchesAccount: viewer !== null && sameAddress(invitation.email, viewer.email),
      };
    },

    async linksOf(coachIds) {
      const rows = await repository.linkStatesOf(db, coachIds);
      const now = Date.now();
      return new Map(
        rows.map((row): [string, CoachLink] => {
          if (row.accountEmail) return [row.coachId, { state: "linked", accountEmail: row.accountEmail }];
          if (row.invitedAt && row.expiresAt && !row.usedAt) {
            return [
              row.coachId,
              {
                state: "invited",
                invitedAt: row.invitedAt.toISOString(),
                expiresAt: row.expiresAt.toISOString(),
                expired: row.expiresAt.getTime() <= now,
              },
            ];
          }
          return [row.coachId, { state: "not_invited" }];
        }),
      );
    },
  };
}
