// Linking an account to a coach: staff e-mail an invitation (single use, 7 days), the person opens
// it, signs in or creates an account with the invited address, and links. Shared by the admin coach
// list, the invitation page and the server: the input schema, the answers and the exact messages.
import { z } from "zod";
import type { PublicCoach } from "./coaches";

export const COACH_INVITATION_LIFETIME_DAYS = 7;

/** The page the e-mailed link opens; the token is used only by an explicit POST from that page. */
export const COACH_INVITATION_PATH = "/coach-invite";

export const coachInvitationAcceptSchema = z.object({
  token: z.string({ error: "token is required" }).trim().min(1, "token is required"),
});

/** Whether a coach's workspace belongs to an account, as the admin coach list shows it. */
export type CoachLink =
  | { state: "not_invited" }
  | {
      state: "invited";
      /** When the newest invitation was sent (ISO 8601). */
      invitedAt: string;
      expiresAt: string;
      /** True once that invitation can no longer be used (past its 7 days, or withdrawn). */
      expired: boolean;
    }
  | { state: "linked"; accountEmail: string };

/** A coach in the staff API (GET /api/admin/coaches, GET/PATCH /api/admin/coaches/{id}, POST /api/admin/coaches). */
export interface AdminCoach extends PublicCoach {
  link: CoachLink;
}

/** What the invitation page may know before anyone uses the token. */
export type CoachInvitationPreview =
  | { state: "invalid" }
  | {
      state: "valid";
      coachName: string;
      /** The invited address, partly hidden, as the page shows it. */
      sentTo: string;
      /**
       * The invited address in full, which the sign-in and create-account forms start with. The
       * e-mail behind the link already says it in full, so its holder learns nothing new.
       */
      email: string;
      expiresAt: string;
      /** Whether the account signed in on this request has the invited address. */
      matchesAccount: boolean;
    };

/** The answer of POST /api/coach-invitations/accept. */
export interface CoachInvitationAccepted {
  coachId: string;
}

export const COACH_INVITATION_MESSAGES = {
  /** Unknown, malformed, used, expired or replaced: one answer, so a token reveals nothing. */
  invalid:
    "This invitation link is no longer valid: it may have been used already, expired (links work for 7 days) or been replaced by a newer invitation. Ask our team to send you a new one.",
  coachTaken: "This coach's workspace is already linked to another account. Ask our team if this is a mistake.",
  accountTaken: "Your account is already linked to a coach's workspace. One account can run one coach's workspace.",
  noEmail: "This coach has no e-mail address. Add one with Edit, then send the invitation.",
  alreadyLinked: "This coach is already linked to an account. Unlink it first to invite someone else.",
} as const;

/** "jane.doe@example.com" → "j•••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.charAt(0)}•••${email.slice(at)}`;
}

/** The refusal shown to a signed-in account whose address is not the invited one (`sentTo` masked). */
export function wrongAccountMessage(sentTo: string, accountEmail: string): string {
  return `This invitation was sent to ${sentTo}, but you are signed in as ${accountEmail}. Sign out, then sign in or create an account with ${sentTo} to link it.`;
}
