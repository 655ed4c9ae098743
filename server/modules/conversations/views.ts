// How conversations and messages are shown to one of their two people (the API's answers, the live
// stream's events, the pages).
import type { SessionUser } from "#common/auth";
import { coachImageUrl } from "#common/coaches";
import {
  firstLine,
  type ConversationMessage,
  type ConversationRole,
  type ConversationSummary,
  type StartedBy,
} from "#common/conversations";
import type { ConversationRow, ListedConversation, MessageRow, Viewer } from "./repository";

export const viewerOf = (user: Pick<SessionUser, "id" | "coachId">): Viewer => ({ userId: user.id, coachId: user.coachId });

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The other person as a list shows them. */
export function otherOf(row: ListedConversation, role: ConversationRole): ConversationSummary["other"] {
  const c = row.conversation;
  if (role === "client") {
    return {
      name: `${row.coachFirstName} ${row.coachLastName}`,
      imageUrl: coachImageUrl({ id: c.coachId, profileImageUrl: row.coachImageUrl }),
      coachId: c.coachId,
      deleted: false,
    };
  }
  const deleted = c.clientId === null && c.clientEmail === "";
  const accountName = `${row.clientFirstName ?? ""} ${row.clientLastName ?? ""}`.trim();
  return {
    name: deleted ? "Deleted account" : accountName || c.clientName,
    imageUrl: deleted ? null : (row.clientImageUrl ?? null),
    coachId: null,
    deleted,
  };
}

export function toSummary(row: ListedConversation, role: ConversationRole, now: number): ConversationSummary {
  const c = row.conversation;
  const replyBy = role === "coach" ? c.replyBy : null;
  return {
    id: c.id,
    role,
    startedBy: c.startedBy as StartedBy,
    other: otherOf(row, role),
    lastMessage: row.lastCreatedAt
      ? { firstLine: firstLine(row.lastBody), sentByMe: row.lastSender === role, createdAt: new Date(row.lastCreatedAt).toISOString() }
      : null,
    unread: role === "client" ? c.clientUnread : c.coachUnread,
    lastActivityAt: c.lastActivityAt.toISOString(),
    replyBy: iso(replyBy),
    overdue: replyBy !== null && replyBy.getTime() <= now,
    blockedByMe: Boolean(role === "client" ? c.clientBlockedAt : c.coachBlockedAt),
    blockedByOther: Boolean(role === "client" ? c.coachBlockedAt : c.clientBlockedAt),
  };
}

/** A message as the viewer on `role`'s side sees it. */
export function toMessage(
  row: MessageRow,
  conversation: Pick<ConversationRow, "clientReadSeq" | "coachReadSeq">,
  role: ConversationRole,
): ConversationMessage {
  const mine = row.sender === role;
  const recipient: ConversationRole = row.sender === "client" ? "coach" : "client";
  const readUpTo = recipient === "client" ? conversation.clientReadSeq : conversation.coachReadSeq;
  return {
    id: row.id,
    seq: row.seq,
    conversationId: row.conversationId,
    sender: row.sender as ConversationRole,
    mine,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: row.seq <= readUpTo,
  };
}
