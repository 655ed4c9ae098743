// Nobody waits in silence (docs/product/conversations.md#e-mails). Three passes, each run every
// minute by the job queue: each claims its conversations in the transaction that writes their e-mails
// (a pass that fails leaves them to the next; a claimed one is never mailed twice, however many
// processes run the pass), and reads the time from the service's clock.
//   - a message unread for 10 minutes: its recipient is e-mailed, once per conversation until they read;
//   - a client's first message unanswered for 24 hours: one reminder to the coach (a consultation
//     request's conversation is reminded of by the request's own reminder);
//   - a consultation request unanswered for 48 hours: the client gets three similar coaches with free
//     times soon and good reply times.
import { and, eq, sql } from "drizzle-orm";
import { SUGGESTIONS_AFTER_MS, UNREAD_EMAIL_AFTER_MS, type ConversationRole } from "#common/conversations";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { coachAvailability, coaches, conversations, messages, users } from "../../db/schema";
import type { MailService, OutboundEmail } from "../mail/service";
import { replyReminderEmail, suggestionsEmail, unreadMessageEmail, type SuggestedCoach } from "./emails";
import type { ConversationRow } from "./repository";

export interface ConversationJobsDeps {
  db: Database;
  mail: MailService;
  now: () => number;
  /** A new link to a waiting conversation (a visitor without an account), for their e-mail. */
  issueLink(tx: DatabaseOrTransaction, conversationId: string): Promise<string>;
  /** The coaches' reply times in hours, for those whose time is shown. */
  replyTimeHoursOf(coachIds: readonly string[]): Promise<Map<string, number>>;
}

const BATCH = 50;
/** A request that went unanswered long before this start is left alone (no backlog mailed after an upgrade). */
const STALE_MS = 7 * 24 * 3_600_000;

/** Runs `claim` and the e-mails of what it claimed in one transaction, batch after batch; answers how many. */
async function inBatches(db: Database, step: (tx: DatabaseOrTransaction) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(step);
    total += claimed;
    if (claimed < BATCH) return total;
  }
}

const other = (side: ConversationRole): ConversationRole => (side === "client" ? "coach" : "client");

/** Claims the conversations whose `side` has a message unread for 10 minutes and was not told since it last read. */
async function claimUnread(tx: DatabaseOrTransaction, side: ConversationRole, now: Date): Promise<ConversationRow[]> {
  const unread = side === "client" ? conversations.clientUnread : conversations.coachUnread;
  const notified = side === "client" ? conversations.clientNotifiedAt : conversations.coachNotifiedAt;
  const readSeq = side === "client" ? conversations.clientReadSeq : conversations.coachReadSeq;
  const before = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS);
  return tx
    .update(conversations)
    .set(side === "client" ? { clientNotifiedAt: now } : { coachNotifiedAt: now })
    .where(
      sql`${conversations.id} in (
        select ${conversations.id} from ${conversations}
        where ${unread} > 0 and ${notified} is null
          and exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
            and ${messages.sender} = ${other(side)} and ${messages.seq} > ${readSeq} and ${messages.createdAt} <= ${before})
        order by ${conversations.lastActivityAt}
        limit ${BATCH}
        for update skip locked
      ) and ${notified} is null`,
    )
    .returning();
}

async function accountOf(tx: DatabaseOrTransaction, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, messageEmails: users.messageEmails })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function coachOf(tx: DatabaseOrTransaction, coachId: string) {
  const [row] = await tx
    .select({ firstName: coaches.firstName, lastName: coaches.lastName, userId: coaches.userId })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  return row;
}

/** The unread message e-mails; answers how many conversations were claimed. */
export async function sendUnreadMessageEmails(deps: ConversationJobsDeps): Promise<number> {
  const { db, mail } = deps;
  let total = 0;
  for (const side of ["client", "coach"] as const) {
    total += await inBatches(db, async (tx) => {
      const claimed = await claimUnread(tx, side, new Date(deps.now()));
      const emails: OutboundEmail[] = [];
      for (const conversation of claimed) {
        const coach = await coachOf(tx, conversation.coachId);
        if (!coach) continue;
        if (side === "coach") {
          const account = await accountOf(tx, coach.userId);
          if (!account?.messageEmails) continue;
          const link = mail.siteLink(`/coach/messages/${conversation.id}`);
          emails.push(
            unreadMessageEmail(mail, account, { name: clientNameOf(conversation, await accountOf(tx, conversation.clientId)) }, link, true),
          );
          continue;
        }
        const from = { name: `${coach.firstName} ${coach.lastName}` };
        if (conversation.clientId) {
          const account = await accountOf(tx, conversation.clientId);
          if (account?.messageEmails)
            emails.push(unreadMessageEmail(mail, account, from, mail.siteLink(`/messages/${conversation.id}`), true));
        } else if (conversation.clientEmail !== "") {
          // A visitor without an account yet: a new link opens the conversation once they have one.
          const link = await deps.issueLink(tx, conversation.id);
          const firstName = conversation.clientName.split(" ")[0] ?? "";
          emails.push(unreadMessageEmail(mail, { email: conversation.clientEmail, firstName }, from, link, false));
        }
      }
      if (emails.length > 0) await mail.enqueue(tx, emails);
      return claimed.length;
    });
  }
  return total;
}

function clientNameOf(conversation: ConversationRow, account: { firstName: string; lastName: string } | undefined): string {
  const name = account ? `${account.firstName} ${account.lastName}`.trim() : "";
  return name || conversation.clientName || "A client";
}

/** One reminder to the coach for each client's first message still unanswered at its reply-by time. */
export async function sendReplyReminders(deps: ConversationJobsDeps): Promise<number> {
  const { db, mail } = deps;
  return inBatches(db, async (tx) => {
    const now = new Date(deps.now());
    const claimed = await tx
      .update(conversations)
      .set({ replyReminderSentAt: now })
      .where(
        sql`${conversations.id} in (
          select ${conversations.id} from ${conversations}
          where ${conversations.replyBy} <= ${now} and ${conversations.replyBy} > ${new Date(now.getTime() - STALE_MS)}
            and ${conversations.coachFirstReplyAt} is null and ${conversations.replyReminderSentAt} is null
            and ${conversations.startedBy} <> 'consultation' and ${conversations.coachBlockedAt} is null
          order by ${conversations.replyBy}
          limit ${BATCH}
          for update skip locked
        ) and ${conversations.replyReminderSentAt} is null`,
      )
      .returning();
    const emails: OutboundEmail[] = [];
    for (const conversation of claimed) {
      const coach = await coachOf(tx, conversation.coachId);
      const account = await accountOf(tx, coach?.userId ?? null);
      if (!coach || !account) continue;
      emails.push(
        replyReminderEmail(
          mail,
          { email: account.email, firstName: coach.firstName },
          { name: clientNameOf(conversation, await accountOf(tx, conversation.clientId)) },
        ),
      );
    }
    if (emails.length > 0) await mail.enqueue(tx, emails);
    return claimed.length;
  });
}

/** "Tue, Dec 8, 9:00 AM UTC": an e-mail cannot know the reader's zone, so it names UTC. */
const UTC_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * Three active coaches like `coachId` (the same kind of professional and a specialization in common
 * first) with a free time ahead, those who reply fastest first, then by rating.
 */
async function similarCoaches(tx: DatabaseOrTransaction, coachId: string, now: Date) {
  const [original] = await tx.select({ professionalType: coaches.professionalType }).from(coaches).where(eq(coaches.id, coachId));
  if (!original) return [];
  const since = new Date(now.getTime() - 90 * 24 * 3_600_000);
  const replySeconds = sql<number | null>`(select percentile_cont(0.5) within group
      (order by extract(epoch from ${conversations.coachFirstReplyAt} - ${conversations.firstClientMessageAt}))
    from ${conversations} where ${conversations.coachId} = ${coaches.id} and ${conversations.coachFirstReplyAt} > ${since})`;
  return tx
    .select({
      id: coaches.id,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      title: coaches.title,
      nextAvailableAt: coachAvailability.nextAvailableAt,
    })
    .from(coaches)
    .innerJoin(coachAvailability, eq(coachAvailability.coachId, coaches.id))
    .where(and(eq(coaches.isActive, true), sql`${coaches.id} <> ${coachId}`, sql`${coachAvailability.nextAvailableAt} > ${now}`))
    .orderBy(
      sql`(lower(${coaches.professionalType}) = lower(${original.professionalType ?? ""})) desc`,
      sql`(${coaches.specializations} && (select original.specializations from ${coaches} as original where original.id = ${coachId})) desc`,
      sql`${replySeconds} asc nulls last`,
      sql`${coaches.rating} desc`,
      coachAvailability.nextAvailableAt,
    )
    .limit(3);
}

/** Clients whose consultation request has waited 48 hours for a reply get three similar coaches. */
export async function sendSimilarCoachSuggestions(deps: ConversationJobsDeps): Promise<number> {
  const { db, mail } = deps;
  return inBatches(db, async (tx) => {
    const now = new Date(deps.now());
    const due = new Date(now.getTime() - SUGGESTIONS_AFTER_MS);
    const claimed = await tx
      .update(conversations)
      .set({ suggestionsSentAt: now })
      .where(
        sql`${conversations.id} in (
          select ${conversations.id} from ${conversations}
          where ${conversations.startedBy} = 'consultation' and ${conversations.coachFirstReplyAt} is null
            and ${conversations.suggestionsSentAt} is null
            and ${conversations.firstClientMessageAt} <= ${due} and ${conversations.firstClientMessageAt} > ${new Date(due.getTime() - STALE_MS)}
            and ${conversations.clientEmail} <> ''
          order by ${conversations.firstClientMessageAt}
          limit ${BATCH}
          for update skip locked
        ) and ${conversations.suggestionsSentAt} is null`,
      )
      .returning();
    const emails: OutboundEmail[] = [];
    for (const conversation of claimed) {
      const coach = await coachOf(tx, conversation.coachId);
      const found = await similarCoaches(tx, conversation.coachId, now);
      if (!coach || found.length === 0) continue;
      const replyHours = await deps.replyTimeHoursOf(found.map((similar) => similar.id));
      const suggestions: SuggestedCoach[] = found.map((similar) => ({
        name: `${similar.firstName} ${similar.lastName}`,
        title: similar.title === `${similar.firstName} ${similar.lastName}` ? "" : similar.title,
        nextAvailable: similar.nextAvailableAt ? UTC_TIME.format(similar.nextAvailableAt) : "",
        replyHours: replyHours.get(similar.id) ?? null,
        url: mail.siteLink(`/coaches/${similar.id}`),
      }));
      const account = await accountOf(tx, conversation.clientId);
      const to = account
        ? { email: account.email, firstName: account.firstName }
        : { email: conversation.clientEmail, firstName: conversation.clientName.split(" ")[0] ?? "" };
      emails.push(suggestionsEmail(mail, to, `${coach.firstName} ${coach.lastName}`, suggestions));
    }
    if (emails.length > 0) await mail.enqueue(tx, emails);
    return claimed.length;
  });
}
