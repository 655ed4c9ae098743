// Using a coach's invitation: the signed-in account whose address it was sent to links to the coach,
// and its address counts as proved (the link reached that mailbox). The invitation works once.
import { COACH_INVITATION_MESSAGES, maskEmail, wrongAccountMessage } from "#common/coach-links";
import type { Database } from "../../db/client";
import { conflict, forbidden } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { AuthModule } from "../auth/module";
import { digestOf, LINK_TOKEN_PATTERN } from "../../lib/link-tokens";
import { invalidInvitation, sameAddress } from "./invitations";
import * as repository from "./repository";

/** The unique index on coaches.user_id refused a second coach for one account. */
function isAccountAlreadyLinked(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505" && e.constraint === "coaches_user_id_key") return true;
  }
  return false;
}

export async function acceptInvitation(
  deps: { db: Database; auth: Pick<AuthModule, "markAddressProved">; logger: Logger },
  user: { id: string; email: string },
  token: string,
): Promise<{ coachId: string }> {
  const { db, auth, logger } = deps;
  if (!LINK_TOKEN_PATTERN.test(token)) throw invalidInvitation();
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
}
