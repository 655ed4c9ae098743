// Conversations (docs/product/conversations.md): one per client and coach, started by a consultation
// request (links.ts), a booking, or 'Message' on a profile. Only its two people read it (anyone else
// gets 404, staff included: they see a message only when it is reported, reports.ts); a message is
// text, shown as text. Every message and read is announced to the processes holding live streams
// (notices.ts, live.ts) when its transaction commits.
import type { SessionUser } from "#common/auth";
import { isUuid } from "#common/uuid";
import { CONVERSATION_MESSAGES, type ConversationRole, type ConversationSummary } from "#common/conversations";
import type { DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../lib/errors";
import { describeWait } from "../rate-limits/service";
import type { ConversationsDeps } from "./context";
import { linkOperations } from "./links";
import { profileOperations } from "./profile-messaging";
import { addMessage, announce } from "./notices";
import { reportOperations } from "./reports";
import * as repository from "./repository";
import type { ConversationRow, Viewer } from "./repository";

export type { ConversationsDeps } from "./context";
import { toMessage, toSummary, viewerOf } from "./views";

export const conversationNotFound = () => notFound(CONVERSATION_MESSAGES.notFound);

export type ConversationsService = ReturnType<typeof createConversationsService>;

/** 403 when either side has blocked the other (each told in its own words). */
function refuseBlocked(row: ConversationRow, role: ConversationRole) {
  if (role === "client" ? row.clientBlockedAt : row.coachBlockedAt) throw forbidden(CONVERSATION_MESSAGES.blockedByYou);
  if (role === "client" ? row.coachBlockedAt : row.clientBlockedAt) throw forbidden(CONVERSATION_MESSAGES.blockedByOther);
}

export function createConversationsService(deps: ConversationsDeps) {
  const { db, now } = deps;

  /** The conversation and the viewer's side of it; 404 when it is not theirs (or not a conversation id). */
  async function ownConversation(viewer: Viewer, id: string, tx: DatabaseOrTransaction = db, lock = false) {
    if (!isUuid(id)) throw conversationNotFound();
    const row = lock ? await repository.lockConversation(tx, id) : await repository.findConversation(tx, id);
    const role = row ? repository.roleOf(row, viewer) : null;
    if (!row || !role) throw conversationNotFound();
    return { row, role };
  }

  /** One more message counted against the account; 429 past the limit. */
  async function countMessage(userId: string) {
    const result = await deps.rateLimiter.consume(deps.messageLimit, userId);
    if (!result.allowed) {
      throw tooManyRequests(`Too many messages. Please try again in ${describeWait(result.retryAfterSeconds)}.`, result.retryAfterSeconds);
    }
  }

  async function summaryOf(id: string, role: ConversationRole): Promise<ConversationSummary> {
    const listed = await repository.findListedConversation(db, id);
    if (!listed) throw conversationNotFound();
    return toSummary(listed, role, now());
  }

  return {
    ...linkOperations(deps),
    ...reportOperations(deps),
    ...profileOperations(deps),

    async list(viewer: Viewer, query: { role?: ConversationRole; limit: number; offset: number }) {
      const { rows, total } = await repository.listConversations(db, viewer, { ...query, now: new Date(now()) });
      return { items: rows.map((row) => toSummary(row, repository.roleOf(row.conversation, viewer) as ConversationRole, now())), total };
    },

    async get(viewer: Viewer, id: string): Promise<ConversationSummary> {
      const { role } = await ownConversation(viewer, id);
      return summaryOf(id, role);
    },

    /** One of the viewer's conversations, or null (the pages' loaders). */
    async find(viewer: Viewer, id: string): Promise<ConversationSummary | null> {
      const row = isUuid(id) ? await repository.findListedConversation(db, id) : undefined;
      const role = row ? repository.roleOf(row.conversation, viewer) : null;
      return row && role ? toSummary(row, role, now()) : null;
    },

    /** The id of the viewer's conversation with this coach, as their client, if there is one. */
    conversationWith: (viewer: Viewer, coachId: string) =>
      isUuid(coachId) ? repository.findClientConversationId(db, coachId, viewer.userId) : Promise.resolve(null),

    async messages(viewer: Viewer, id: string, query: { before?: string; limit: number }) {
      const { row, role } = await ownConversation(viewer, id);
      let beforeSeq: number | undefined;
      if (query.before) {
        const before = await repository.findMessage(db, query.before);
        if (!before || before.conversationId !== row.id) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
        beforeSeq = before.seq;
      }
      const { rows, total } = await repository.listMessages(db, row.id, { beforeSeq, limit: query.limit });
      return { items: rows.map((message) => toMessage(message, row, role)), total };
    },

    /** The latest page of a conversation's messages, or null when it is not the viewer's (the pages' loaders). */
    async latestMessages(viewer: Viewer, id: string, limit: number) {
      const row = isUuid(id) ? await repository.findConversation(db, id) : undefined;
      const role = row ? repository.roleOf(row, viewer) : null;
      if (!row || !role) return null;
      const { rows, total } = await repository.listMessages(db, row.id, { limit });
      return { items: rows.map((message) => toMessage(message, row, role)), total };
    },

    /** 'Message' on a profile: the conversation with the coach (made if need be) and its message. */
    async start(user: SessionUser, input: { coachId: string; body: string }): Promise<{ id: string }> {
      if (!user.emailVerified) throw forbidden(CONVERSATION_MESSAGES.unverified);
      const coach = await repository.findCoachForMessages(db, input.coachId);
      if (!coach || !coach.isActive) throw notFound("Coach not found");
      if (coach.userId === user.id || user.coachId === coach.id) throw badRequest(CONVERSATION_MESSAGES.self);
      if (!coach.userId) throw conflict(CONVERSATION_MESSAGES.coachUnreachable);
      await countMessage(user.id);
      const id = await db.transaction(async (tx) => {
        const conversation = await repository.lockOrCreateConversation(tx, {
          coachId: coach.id,
          clientId: user.id,
          clientEmail: user.email,
          clientName: `${user.firstName} ${user.lastName}`.trim(),
          startedBy: "message",
          createdAt: new Date(now()),
        });
        refuseBlocked(conversation, "client");
        await addMessage(tx, new Date(now()), conversation, { sender: "client", senderUserId: user.id, body: input.body });
        return conversation.id;
      });
      return { id };
    },

    async send(user: SessionUser, id: string, input: { body: string }): Promise<{ id: string; createdAt: string }> {
      const viewer = viewerOf(user);
      const first = await ownConversation(viewer, id);
      refuseBlocked(first.row, first.role);
      await countMessage(user.id);
      const message = await db.transaction(async (tx) => {
        const { row, role } = await ownConversation(viewer, id, tx, true);
        refuseBlocked(row, role);
        return addMessage(tx, new Date(now()), row, { sender: role, senderUserId: user.id, body: input.body });
      });
      return { id: message.id, createdAt: message.createdAt.toISOString() };
    },

    /** The viewer has read the conversation up to its last message. */
    async read(viewer: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { row, role } = await ownConversation(viewer, id, tx, true);
        const seq = await repository.markRead(tx, row.id, role);
        await announce(tx, { t: "read", c: row.id, k: row.coachId, u: row.clientId, s: seq, r: role });
      });
    },

    async block(viewer: Viewer, id: string, blocked: boolean): Promise<ConversationSummary> {
      const { role } = await db.transaction(async (tx) => {
        const own = await ownConversation(viewer, id, tx, true);
        await repository.setBlocked(tx, own.row.id, own.role, blocked ? new Date(now()) : null);
        return own;
      });
      return summaryOf(id, role);
    },

    unreadTotal: (viewer: Viewer) => repository.unreadTotal(db, viewer),

    /** Inside a booking's transaction: a booking of a client's account starts their conversation (no message). */
    async startFromBooking(tx: DatabaseOrTransaction, booking: { coachId: string; client: { id: string; email: string; name: string } }) {
      await repository.lockOrCreateConversation(tx, {
        coachId: booking.coachId,
        clientId: booking.client.id,
        clientEmail: booking.client.email,
        clientName: booking.client.name,
        startedBy: "booking",
        createdAt: new Date(now()),
      });
    },

    /** Inside an account deletion: its messages lose their text, its conversations its name and address. */
    forget: (tx: DatabaseOrTransaction, userId: string) => repository.forgetAccount(tx, userId),
  };
}
