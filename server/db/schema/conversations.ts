// Conversations between a client and a coach, their messages and the messages reported to staff
// (docs/product/conversations.md).
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { coaches } from "./coaches";
import { consultationRequests } from "./requests";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /**
     * The client's account. Null while a visitor's consultation request waits for an e-mailed link
     * (conversation_links) to be opened by an account with its address, and after the client's
     * account was deleted.
     */
    clientId: uuid("client_id").references(() => users.id, { onDelete: "set null" }),
    /** The client's address as the conversation began (the request's, or the account's); '' once the account is deleted. */
    clientEmail: text("client_email").notNull(),
    /** The client's name as the coach sees it ("First Last"). */
    clientName: text("client_name").notNull(),
    startedBy: text("started_by").notNull(),
    consultationId: uuid("consultation_id").references(() => consultationRequests.id, { onDelete: "set null" }),
    /** When the last message was sent (the list's order); the start until then. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** The client's first message, and the coach's first after it: the coach's reply time. */
    firstClientMessageAt: timestamp("first_client_message_at", { withTimezone: true }),
    coachFirstReplyAt: timestamp("coach_first_reply_at", { withTimezone: true }),
    /** 24 hours after the client's first message, while the coach has not replied. */
    replyBy: timestamp("reply_by", { withTimezone: true }),
    replyReminderSentAt: timestamp("reply_reminder_sent_at", { withTimezone: true }),
    suggestionsSentAt: timestamp("suggestions_sent_at", { withTimezone: true }),
    /** Each side has read the messages up to this seq; the unread counts are kept beside them. */
    clientReadSeq: bigint("client_read_seq", { mode: "number" }).notNull().default(0),
    coachReadSeq: bigint("coach_read_seq", { mode: "number" }).notNull().default(0),
    clientUnread: integer("client_unread").notNull().default(0),
    coachUnread: integer("coach_unread").notNull().default(0),
    /** The e-mail about unread messages sent to each side since it last read (one until it reads). */
    clientNotifiedAt: timestamp("client_notified_at", { withTimezone: true }),
    coachNotifiedAt: timestamp("coach_notified_at", { withTimezone: true }),
    /** Each side may block the other: nothing more can be sent in the conversation. */
    clientBlockedAt: timestamp("client_blocked_at", { withTimezone: true }),
    coachBlockedAt: timestamp("coach_blocked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("conversations_started_by_check", sql`${t.startedBy} in ('consultation', 'booking', 'message')`),
    check("conversations_unread_check", sql`${t.clientUnread} >= 0 and ${t.coachUnread} >= 0`),
    // One conversation per client and coach; one per address and coach while it waits for its link.
    uniqueIndex("conversations_coach_client_key")
      .on(t.coachId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    uniqueIndex("conversations_coach_pending_email_key")
      .on(t.coachId, sql`lower(${t.clientEmail})`)
      .where(sql`${t.clientId} is null and ${t.clientEmail} <> ''`),
    index("conversations_client_activity_idx").on(t.clientId, t.lastActivityAt.desc()),
    index("conversations_coach_activity_idx").on(t.coachId, t.lastActivityAt.desc()),
    index("conversations_reply_by_idx")
      .on(t.replyBy)
      .where(sql`${t.replyBy} is not null`),
    // The e-mail passes look only at conversations with something unread and not yet mailed, and at
    // requests not yet answered.
    index("conversations_client_unmailed_idx")
      .on(t.lastActivityAt)
      .where(sql`${t.clientUnread} > 0 and ${t.clientNotifiedAt} is null`),
    index("conversations_coach_unmailed_idx")
      .on(t.lastActivityAt)
      .where(sql`${t.coachUnread} > 0 and ${t.coachNotifiedAt} is null`),
    index("conversations_unanswered_request_idx")
      .on(t.firstClientMessageAt)
      .where(sql`${t.startedBy} = 'consultation' and ${t.coachFirstReplyAt} is null and ${t.suggestionsSentAt} is null`),
  ],
);

/**
 * The links e-mailed to a visitor who wrote without an account: opened by an account with the
 * conversation's address, they make it that account's (and prove the address). Only the SHA-256 of
 * a link's token is kept.
 */
export const conversationLinks = pgTable(
  "conversation_links",
  {
    digest: text("digest").primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversation_links_conversation_idx").on(t.conversationId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order of all messages; a live stream catches up from the last one it saw. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sender: text("sender").notNull(),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The text; null once its sender's account was deleted. */
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("messages_sender_check", sql`${t.sender} in ('client', 'coach')`),
    check("messages_body_check", sql`${t.body} is null or char_length(${t.body}) between 1 and 2000`),
    index("messages_conversation_seq_idx").on(t.conversationId, t.seq),
    index("messages_sender_user_idx").on(t.senderUserId),
  ],
);

export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    reporterUserId: uuid("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    /** What staff see: the reported message and those before it, as they were when it was reported. */
    context: jsonb("context").notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("message_reports_message_reporter_key").on(t.messageId, t.reporterUserId),
    index("message_reports_created_at_idx").on(t.createdAt.desc()),
  ],
);
