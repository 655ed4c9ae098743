// Linking an account to a coach. A coach's workspace is reached only through an e-mailed invitation:
// staff (or publishing an application) send one to the coach's address; whoever opens it signs in
// with that same address and links. Opening the link proves the address, so the account becomes
// verified too. The newest invitation of a coach replaces the older ones, so a link sent to a
// mistyped address stops working as soon as staff correct it and invite again.
import type { CoachLink } from "#common/coach-links";
import type { CoachInvitationsReader } from "#common/app-context";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import type { Logger } from "../../lib/logger";
import type { AuthModule } from "../auth/module";
import { isUuid } from "#common/uuid";
import type { MailService } from "../mail/service";
import { acceptInvitation } from "./accept-invitation";
import { issueInvitation, previewInvitation } from "./invitations";
import * as repository from "./repository";

export interface CoachLinksService extends CoachInvitationsReader {
  /** Staff: e-mails a new invitation to the coach's address (404 unknown, 400 no e-mail, 409 linked). */
  invite(coachId: string, actor: AuditActor): Promise<{ email: string; expiresAt: string }>;
  /**
   * The same invitation, inside the caller's transaction (publishing an application creates the
   * coach and invites in one step).
   */
  inviteInTransaction(tx: DatabaseOrTransaction, coachId: string, staffUserId: string | null): Promise<void>;
  /** Staff: the account keeps existing; the coach's workspace is closed to it at once. */
  unlink(coachId: string, actor: AuditActor): Promise<void>;
  /** The signed-in account uses an invitation: its address is verified and it runs the coach's workspace. */
  accept(user: { id: string; email: string }, token: string): Promise<{ coachId: string }>;
  /** What the admin coach list shows per coach. */
  linksOf(coachIds: readonly string[]): Promise<Map<string, CoachLink>>;
}

/** What the admin coach list shows for one coach: its account, its open invitation, or neither. */
function linkOf(row: repository.LinkStateRow, now: number): CoachLink {
  if (row.accountEmail) return { state: "linked", accountEmail: row.accountEmail };
  if (row.invitedAt && row.expiresAt && !row.usedAt) {
    return {
      state: "invited",
      invitedAt: row.invitedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      expired: row.expiresAt.getTime() <= now,
    };
  }
  return { state: "not_invited" };
}

export function createCoachLinksService(deps: {
  db: Database;
  mail: MailService;
  auth: Pick<AuthModule, "markAddressProved">;
  logger: Logger;
}): CoachLinksService {
  const { db, mail, logger } = deps;

  return {
    async invite(coachId, actor) {
      if (!isUuid(coachId)) throw notFound("Coach not found");
      const sent = await db.transaction(async (tx) => {
        const invitation = await issueInvitation(tx, mail, coachId, actor.id);
        await recordAuditEvent(tx, {
          actor,
          action: "coach-link.invite",
          entity: "coach-link",
          entityId: coachId,
          before: null,
          after: invitation,
        });
        return invitation;
      });
      logger.info({ coachId }, "coach invitation sent");
      return sent;
    },

    async inviteInTransaction(tx, coachId, staffUserId) {
      await issueInvitation(tx, mail, coachId, staffUserId);
    },

    async unlink(coachId, actor) {
      if (!isUuid(coachId)) throw notFound("Coach not found");
      await db.transaction(async (tx) => {
        const coach = await repository.lockCoach(tx, coachId);
        if (!coach) throw notFound("Coach not found");
        await repository.setCoachUser(tx, coach.id, null);
        // Staff unlink when the wrong person got in: no earlier link may let them back.
        await repository.withdrawOpenInvitations(tx, coach.id);
        await recordAuditEvent(tx, {
          actor,
          action: "coach-link.unlink",
          entity: "coach-link",
          entityId: coach.id,
          before: { userId: coach.userId },
          after: { userId: null },
        });
      });
      logger.info({ coachId }, "coach unlinked from its account");
    },

    accept: (user, token) => acceptInvitation(deps, user, token),

    preview: (token, viewer) => previewInvitation(db, token, viewer),

    async linksOf(coachIds) {
      const rows = await repository.linkStatesOf(db, coachIds);
      const now = Date.now();
      return new Map(rows.map((row): [string, CoachLink] => [row.coachId, linkOf(row, now)]));
    },
  };
}
