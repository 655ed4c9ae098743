// Every message and every read is announced on a PostgreSQL channel when its transaction commits, so
// that each process holding live streams (live.ts) hears it, whichever process wrote it. A notice
// carries ids only, never a message's text.
import { sql } from "drizzle-orm";
import { REPLY_WITHIN_MS, type ConversationRole } from "#common/conversations";
import type { DatabaseOrTransaction } from "../../db/client";
import * as repository from "./repository";
import type { ConversationRow, MessageRow } from "./repository";

/** The channel every message and read is announced on (live.ts listens to it in each process). */
export const CONVERSATIONS_CHANNEL = "kindred_conversations";

/** What a notification carries: ids only, never a message's text. */
export interface ConversationNotice {
  /** A message was sent (`s` its seq), or a side read up to `s`. */
  t: "message" | "read";
  c: string;
  /** The coach, and the client's account (null while the conversation waits for its link). */
  k: string;
  u: string | null;
  s: number;
  /** For a read: who read. */
  r?: ConversationRole;
}

/** Announces `notice` to every process when the caller's transaction commits. */
export async function announce(db: DatabaseOrTransaction, notice: ConversationNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CONVERSATIONS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Inside `tx`, on a locked conversation: the message, the conversation's counters and reply clock
 * (repository.recordMessage), and its notice.
 */
export async function addMessage(
  tx: DatabaseOrTransaction,
  at: Date,
  conversation: ConversationRow,
  message: { sender: ConversationRole; senderUserId: string | null; body: string },
): Promise<MessageRow> {
  const row = await repository.insertMessage(tx, { conversationId: conversation.id, ...message, createdAt: at });
  const updated = await repository.recordMessage(tx, conversation.id, row, REPLY_WITHIN_MS);
  await announce(tx, { t: "message", c: conversation.id, k: updated.coachId, u: updated.clientId, s: row.seq });
  return row;
}
