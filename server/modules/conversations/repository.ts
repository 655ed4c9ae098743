// The SQL of conversations: the conversations of a client and a coach, their messages and the links
// e-mailed to visitors without an account (reports to staff: ./report-repository.ts). Counters that two
// requests may move at once (the unread counts, the first reply) are changed by single statements on a
// locked row.
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { ConversationRole, ConversationViewer, StartedBy } from "#common/conversations";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, conversationLinks, conversations, messages, users } from "../../db/schema";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Who is asking: their account, and the coach it is linked to (if any). */
export type Viewer = ConversationViewer;

/** The viewer's side of a conversation, or null when it is not theirs. */
export function roleOf(row: Pick<ConversationRow, "clientId" | "coachId">, viewer: Viewer): ConversationRole | null {
  if (row.clientId !== null && row.clientId === viewer.userId) return "client";
  if (viewer.coachId !== null && row.coachId === viewer.coachId) return "coach";
  return null;
}

/** The conversations of the viewer (as client, as coach, or both). */
function ofViewer(viewer: Viewer, role?: ConversationRole): SQL {
  const asClient = eq(conversations.clientId, viewer.userId);
  const asCoach = viewer.coachId ? eq(conversations.coachId, viewer.coachId) : undefined;
  if (role === "client") return asClient;
  if (role === "coach") return asCoach ?? sql`false`;
  return asCoach ? (or(asClient, asCoach) as SQL) : asClient;
}

export async function findConversation(db: DatabaseOrTransaction, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function lockConversation(db: DatabaseOrTransaction, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for("update");
  return row;
}

export interface NewConversation {
  coachId: string;
  clientId: string | null;
  clientEmail: string;
  clientName: string;
  startedBy: StartedBy;
  consultationId?: string | null;
  createdAt: Date;
}

/**
 * The conversation of this client (an account) and coach, made when there is none, locked. Two
 * requests starting it at once meet at the unique index: one inserts, both lock the same row.
 */
export async function lockOrCreateConversation(db: DatabaseOrTransaction, values: NewConversation): Promise<ConversationRow> {
  const made = { ...values, lastActivityAt: values.createdAt };
  if (values.clientId === null) {
    // The unique index is on an expression (the address in any case), which Drizzle's conflict target cannot name.
    await db.execute(sql`insert into ${conversations}
        (coach_id, client_email, client_name, started_by, consultation_id, created_at, last_activity_at)
      values (${values.coachId}, ${values.clientEmail}, ${values.clientName}, ${values.startedBy}, ${values.consultationId ?? null},
        ${values.createdAt}, ${values.createdAt})
      on conflict (coach_id, lower(client_email)) where client_id is null and client_email <> '' do nothing`);
    const [pending] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.coachId, values.coachId),
          isNull(conversations.clientId),
          sql`lower(${conversations.clientEmail}) = lower(${values.clientEmail})`,
          sql`${conversations.clientEmail} <> ''`,
        ),
      )
      .for("update");
    return pending;
  }
  await db
    .insert(conversations)
    .values(made)
    .onConflictDoNothing({ target: [conversations.coachId, conversations.clientId], where: sql`${conversations.clientId} is not null` });
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.coachId, values.coachId), eq(conversations.clientId, values.clientId)))
    .for("update");
  return row;
}

export async function insertMessage(
  db: DatabaseOrTransaction,
  values: { conversationId: string; sender: ConversationRole; senderUserId: string | null; body: string; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row;
}

/**
 * After a message: the conversation's activity, the recipient's unread count (one statement, so two
 * messages at once both count), the sender's side read up to it, and the reply clock: the client's
 * first message starts 24 hours for the coach; the coach's first message after it stops them.
 */
export async function recordMessage(
  db: DatabaseOrTransaction,
  conversationId: string,
  message: Pick<MessageRow, "sender" | "seq" | "createdAt">,
  replyWithinMs: number,
): Promise<ConversationRow> {
  const at = message.createdAt;
  const fromClient = message.sender === "client";
  const [row] = await db
    .update(conversations)
    .set(
      fromClient
        ? {
            lastActivityAt: at,
            coachUnread: sql`${conversations.coachUnread} + 1`,
            clientReadSeq: sql`greatest(${conversations.clientReadSeq}, ${message.seq})`,
            clientUnread: 0,
            clientNotifiedAt: null,
            firstClientMessageAt: sql`coalesce(${conversations.firstClientMessageAt}, ${at})`,
            replyBy: sql`case when ${conversations.coachFirstReplyAt} is null
              then coalesce(${conversations.replyBy}, ${new Date(at.getTime() + replyWithinMs)}) else null end`,
          }
        : {
            lastActivityAt: at,
            clientUnread: sql`${conversations.clientUnread} + 1`,
            coachReadSeq: sql`greatest(${conversations.coachReadSeq}, ${message.seq})`,
            coachUnread: 0,
            coachNotifiedAt: null,
            coachFirstReplyAt: sql`case when ${conversations.firstClientMessageAt} is not null
              then coalesce(${conversations.coachFirstReplyAt}, ${at}) else ${conversations.coachFirstReplyAt} end`,
            replyBy: null,
          },
    )
    .where(eq(conversations.id, conversationId))
    .returning();
  return row;
}

/** The viewer's side has read everything up to the last message; answers the seq read up to. */
export async function markRead(db: DatabaseOrTransaction, conversationId: string, side: ConversationRole): Promise<number> {
  const [last] = await db
    .select({ seq: sql<number>`coalesce(max(${messages.seq}), 0)::bigint` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  const seq = Number(last.seq);
  await db
    .update(conversations)
    .set(
      side === "client"
        ? { clientReadSeq: sql`greatest(${conversations.clientReadSeq}, ${seq})`, clientUnread: 0, clientNotifiedAt: null }
        : { coachReadSeq: sql`greatest(${conversations.coachReadSeq}, ${seq})`, coachUnread: 0, coachNotifiedAt: null },
    )
    .where(eq(conversations.id, conversationId));
  return seq;
}

export async function setBlocked(db: DatabaseOrTransaction, conversationId: string, side: ConversationRole, at: Date | null) {
  const [row] = await db
    .update(conversations)
    .set(side === "client" ? { clientBlockedAt: at } : { coachBlockedAt: at })
    .where(eq(conversations.id, conversationId))
    .returning();
  return row;
}

/** What a list shows of a conversation besides its row: the other person and the last message. */
function listedConversations(db: DatabaseOrTransaction) {
  const last = db
    .select({ body: messages.body, sender: messages.sender, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.seq))
    .limit(1)
    .as("last_message");
  return db
    .select({
      conversation: conversations,
      coachFirstName: coaches.firstName,
      coachLastName: coaches.lastName,
      coachImageUrl: coaches.profileImageUrl,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      clientImageUrl: users.profileImageUrl,
      lastBody: last.body,
      lastSender: last.sender,
      lastCreatedAt: last.createdAt,
    })
    .from(conversations)
    .innerJoin(coaches, eq(coaches.id, conversations.coachId))
    .leftJoin(users, eq(users.id, conversations.clientId))
    .leftJoinLateral(last, sql`true`)
    .$dynamic();
}

export type ListedConversation = Awaited<ReturnType<typeof listConversations>>["rows"][number];

/** The viewer's conversations, the latest activity first, with the total. */
export async function listConversations(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  query: { role?: ConversationRole; limit: number; offset: number; now: Date },
) {
  const where = ofViewer(viewer, query.role);
  // A coach's list puts the conversations past their reply-by time first, the longest waiting first.
  const overdueFirst =
    query.role === "coach"
      ? [
          sql`(${conversations.replyBy} is not null and ${conversations.replyBy} <= ${query.now}) desc`,
          sql`case when ${conversations.replyBy} <= ${query.now} then ${conversations.replyBy} end asc`,
        ]
      : [];
  const rows = await listedConversations(db)
    .where(where)
    .orderBy(...overdueFirst, desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversations)
    .where(where);
  return { rows, total };
}

/** One conversation as a list shows it. */
export async function findListedConversation(db: DatabaseOrTransaction, id: string): Promise<ListedConversation | undefined> {
  const [row] = await listedConversations(db).where(eq(conversations.id, id));
  return row;
}

/** A page of messages, oldest first: the latest ones, or those before the message `beforeSeq`. */
export async function listMessages(db: DatabaseOrTransaction, conversationId: string, page: { beforeSeq?: number; limit: number }) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), page.beforeSeq === undefined ? undefined : lt(messages.seq, page.beforeSeq)))
    .orderBy(desc(messages.seq))
    .limit(page.limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return { rows: rows.reverse(), total };
}

export async function findMessage(db: DatabaseOrTransaction, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function findMessageBySeq(db: DatabaseOrTransaction, seq: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.seq, seq));
  return row;
}

/** The messages after `afterSeq` in the viewer's conversations (a stream catching up), oldest first. */
export async function messagesSince(db: DatabaseOrTransaction, viewer: Viewer, afterSeq: number, limit: number) {
  return db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(gt(messages.seq, afterSeq), ofViewer(viewer)))
    .orderBy(asc(messages.seq))
    .limit(limit);
}

// ---- Links e-mailed to visitors without an account -------------------------------------------------

export async function insertLink(db: DatabaseOrTransaction, values: typeof conversationLinks.$inferInsert) {
  await db.insert(conversationLinks).values(values);
}

export async function findLink(db: DatabaseOrTransaction, digest: string) {
  const [row] = await db.select().from(conversationLinks).where(eq(conversationLinks.digest, digest));
  return row;
}

/** The id of the account's conversation with this coach, if there is one. */
export async function findClientConversationId(db: DatabaseOrTransaction, coachId: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.coachId, coachId), eq(conversations.clientId, clientId)));
  return row?.id ?? null;
}

/** The account's own conversation with this coach (not the pending one), locked. */
export async function lockClientConversation(db: DatabaseOrTransaction, coachId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.coachId, coachId), eq(conversations.clientId, clientId)))
    .for("update");
  return row;
}

/** A waiting conversation becomes the account's. */
export async function assignClient(db: DatabaseOrTransaction, conversationId: string, client: { id: string; email: string }) {
  await db.update(conversations).set({ clientId: client.id, clientEmail: client.email }).where(eq(conversations.id, conversationId));
}

/**
 * The waiting conversation `from` joins the account's conversation `into` with the same coach: its
 * messages move (their order is kept by seq), the counters and clocks are added up, it is deleted.
 */
export async function mergeConversation(db: DatabaseOrTransaction, from: ConversationRow, into: ConversationRow) {
  await db.update(messages).set({ conversationId: into.id }).where(eq(messages.conversationId, from.id));
  await db.update(conversationLinks).set({ conversationId: into.id }).where(eq(conversationLinks.conversationId, from.id));
  const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
  await db
    .update(conversations)
    .set({
      lastActivityAt: from.lastActivityAt > into.lastActivityAt ? from.lastActivityAt : into.lastActivityAt,
      coachUnread: sql`${conversations.coachUnread} + ${from.coachUnread}`,
      clientUnread: sql`${conversations.clientUnread} + ${from.clientUnread}`,
      firstClientMessageAt: earliest(from.firstClientMessageAt, into.firstClientMessageAt),
      coachFirstReplyAt: earliest(from.coachFirstReplyAt, into.coachFirstReplyAt),
      replyBy: into.coachFirstReplyAt || from.coachFirstReplyAt ? null : earliest(from.replyBy, into.replyBy),
      consultationId: into.consultationId ?? from.consultationId,
    })
    .where(eq(conversations.id, into.id));
  await db.delete(conversations).where(eq(conversations.id, from.id));
}

// ---- Accounts ------------------------------------------------------------------------------------

/** The deleted account's messages lose their text; its conversations as client lose its name and address. */
export async function forgetAccount(db: DatabaseOrTransaction, userId: string) {
  await db.update(messages).set({ body: null }).where(eq(messages.senderUserId, userId));
  await db.update(conversations).set({ clientEmail: "", clientName: "" }).where(eq(conversations.clientId, userId));
}

/** Messages to the account not read yet, over all its conversations (as client and as coach). */
export async function unreadTotal(db: DatabaseOrTransaction, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(case when ${conversations.clientId} = ${viewer.userId} then ${conversations.clientUnread} else 0 end
        + case when ${conversations.coachId} = ${viewer.coachId} then ${conversations.coachUnread} else 0 end), 0)::int`,
    })
    .from(conversations)
    .where(ofViewer(viewer));
  return row.total;
}

export async function messagePreference(db: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.messageEmails }).from(users).where(eq(users.id, userId));
  return row?.on ?? true;
}

export async function setMessagePreference(db: DatabaseOrTransaction, userId: string, on: boolean) {
  await db.update(users).set({ messageEmails: on }).where(eq(users.id, userId));
}

// ---- Coaches -------------------------------------------------------------------------------------

export async function findCoachForMessages(db: DatabaseOrTransaction, coachId: string) {
  const [row] = await db
    .select({
      id: coaches.id,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      isActive: coaches.isActive,
      userId: coaches.userId,
      accountEmail: users.email,
    })
    .from(coaches)
    .leftJoin(users, eq(users.id, coaches.userId))
    .where(eq(coaches.id, coachId));
  return row;
}

/** Per coach of `coachIds`: the median seconds from a client's first message to the coach's first reply, and how many replies it is of (coaches without any left out). */
export async function replyTimesOf(db: DatabaseOrTransaction, coachIds: readonly string[], since: Date) {
  if (coachIds.length === 0) return [];
  const rows = await db
    .select({
      coachId: conversations.coachId,
      replies: sql<number>`count(*)::int`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.coachFirstReplyAt} - ${conversations.firstClientMessageAt}))`,
    })
    .from(conversations)
    .where(
      and(
        inArray(conversations.coachId, [...coachIds]),
        sql`${conversations.coachFirstReplyAt} is not null`,
        sql`${conversations.firstClientMessageAt} is not null`,
        gt(conversations.coachFirstReplyAt, since),
      ),
    )
    .groupBy(conversations.coachId);
  return rows.map((row) => ({ ...row, medianSeconds: row.medianSeconds === null ? null : Number(row.medianSeconds) }));
}
