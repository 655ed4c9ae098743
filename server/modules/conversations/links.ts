// The visitor's side of a consultation request: their conversation starts with the request (its
// reason is the first message), and, as they have no account, every e-mail to them carries a link
// (conversation_links, 30 days, only its digest kept) that makes the conversation theirs once an
// account with the request's address opens it, which proves the address too. The account's own
// conversation with that coach, if it had one, takes the waiting one's messages.
import type { SessionUser } from "#common/auth";
import { maskEmail } from "#common/coach-links";
import {
  CONVERSATION_LINK_DAYS,
  CONVERSATION_LINK_PATH,
  CONVERSATION_MESSAGES,
  linkWrongAccountMessage,
  type ConversationLinkPreview,
} from "#common/conversations";
import type { DatabaseOrTransaction } from "../../db/client";
import { AppError, forbidden } from "../../lib/errors";
import { digestOf, LINK_TOKEN_PATTERN, newLinkToken } from "../../lib/link-tokens";
import { addMessage } from "./notices";
import * as repository from "./repository";
import type { ConversationsDeps } from "./context";

const DAY_MS = 24 * 3_600_000;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const invalidLink = () => new AppError(404, "link_invalid", CONVERSATION_MESSAGES.linkInvalid);

export function linkOperations(deps: ConversationsDeps) {
  const { db, mail, logger, now } = deps;

  /** A new link to a waiting conversation, for an e-mail (absolute URL). */
  async function issueLink(tx: DatabaseOrTransaction, conversationId: string): Promise<string> {
    const token = newLinkToken();
    await repository.insertLink(tx, {
      digest: digestOf(token),
      conversationId,
      expiresAt: new Date(now() + CONVERSATION_LINK_DAYS * DAY_MS),
      createdAt: new Date(now()),
    });
    return mail.siteLink(`${CONVERSATION_LINK_PATH}?token=${token}`);
  }

  return {
    issueLink,

    /**
     * Inside the request's transaction: the conversation with its reason as the client's message.
     * Answers the link its confirmation e-mail carries: the conversation itself for a signed-in
     * account that sent it with its own proved address, else a link that opens it for an account
     * with that address.
     */
    async startFromConsultation(
      tx: DatabaseOrTransaction,
      request: { id: string; coachId: string; firstName: string; lastName: string; email: string; reasonForVisit: string },
      sender: Pick<SessionUser, "id" | "email" | "emailVerified"> | null,
    ): Promise<{ conversationId: string; link: string }> {
      const clientId = sender && sender.emailVerified && sameAddress(sender.email, request.email) ? sender.id : null;
      const conversation = await repository.lockOrCreateConversation(tx, {
        coachId: request.coachId,
        clientId,
        clientEmail: request.email.trim(),
        clientName: `${request.firstName} ${request.lastName}`.trim(),
        startedBy: "consultation",
        consultationId: request.id,
        createdAt: new Date(now()),
      });
      await addMessage(tx, new Date(now()), conversation, { sender: "client", senderUserId: clientId, body: request.reasonForVisit });
      if (clientId) return { conversationId: conversation.id, link: mail.siteLink(`/messages/${conversation.id}`) };
      return { conversationId: conversation.id, link: await issueLink(tx, conversation.id) };
    },

    /** What the page of an e-mailed link shows before it is used: the address it was sent to (masked) and the coach. */
    async linkPreview(token: string, user: Pick<SessionUser, "email"> | null): Promise<ConversationLinkPreview | null> {
      if (!LINK_TOKEN_PATTERN.test(token)) return null;
      const link = await repository.findLink(db, digestOf(token));
      if (!link || link.expiresAt.getTime() <= now()) return null;
      const listed = await repository.findListedConversation(db, link.conversationId);
      const email = listed?.conversation.clientEmail ?? "";
      if (!listed || email === "") return null;
      return {
        coachName: `${listed.coachFirstName} ${listed.coachLastName}`,
        sentTo: maskEmail(email),
        email,
        matchesAccount: user !== null && sameAddress(user.email, email),
      };
    },

    /** The link opened by a signed-in account: the conversation becomes theirs (403 for another address). */
    async openLink(user: SessionUser, token: string): Promise<{ id: string }> {
      if (!LINK_TOKEN_PATTERN.test(token)) throw invalidLink();
      const id = await db.transaction(async (tx) => {
        const link = await repository.findLink(tx, digestOf(token));
        if (!link || link.expiresAt.getTime() <= now()) throw invalidLink();
        const conversation = await repository.lockConversation(tx, link.conversationId);
        if (!conversation) throw invalidLink();
        if (conversation.clientId !== null) {
          if (conversation.clientId === user.id) return conversation.id;
          throw invalidLink();
        }
        if (conversation.clientEmail === "") throw invalidLink();
        const wrongAccount = () => forbidden(linkWrongAccountMessage(maskEmail(conversation.clientEmail), user.email));
        if (!sameAddress(conversation.clientEmail, user.email)) throw wrongAccount();
        if (!(await deps.auth.markAddressProved(tx, { id: user.id, email: conversation.clientEmail }))) throw wrongAccount();
        const own = await repository.lockClientConversation(tx, conversation.coachId, user.id);
        if (own) {
          await repository.mergeConversation(tx, conversation, own);
          return own.id;
        }
        await repository.assignClient(tx, conversation.id, { id: user.id, email: user.email });
        return conversation.id;
      });
      logger.info({ conversationId: id }, "conversation link opened");
      return { id };
    },
  };
}
