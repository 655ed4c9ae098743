// The SQL of reports to staff: a reported message with the messages before it, one report per message
// and reporter, staff's list (open ones first) and its resolution, decided on the locked report.
import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, conversations, messageReports, messages } from "../../db/schema";
import type { MessageRow } from "./repository";

/** The messages a report shows staff: the reported one and up to `before` before it, oldest first. */
export async function reportContext(db: DatabaseOrTransaction, message: MessageRow, before: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, message.conversationId), sql`${messages.seq} <= ${message.seq}`))
    .orderBy(desc(messages.seq))
    .limit(before + 1);
  return rows.reverse();
}

export async function insertReport(
  db: DatabaseOrTransaction,
  values: typeof messageReports.$inferInsert,
): Promise<{ id: string; created: boolean }> {
  const [made] = await db.insert(messageReports).values(values).onConflictDoNothing().returning({ id: messageReports.id });
  if (made) return { id: made.id, created: true };
  const [existing] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(
      and(eq(messageReports.messageId, values.messageId as string), eq(messageReports.reporterUserId, values.reporterUserId as string)),
    );
  return { id: existing.id, created: false };
}

export async function listReports(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ report: messageReports, coachId: conversations.coachId, coachFirstName: coaches.firstName, coachLastName: coaches.lastName })
    .from(messageReports)
    .leftJoin(conversations, eq(conversations.id, messageReports.conversationId))
    .leftJoin(coaches, eq(coaches.id, conversations.coachId))
    .orderBy(sql`${messageReports.resolvedAt} is not null`, desc(messageReports.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(messageReports);
  return { rows, total };
}

/** When the report was resolved (null: open), locked for the transaction; undefined when there is no such report. */
export async function lockReportResolution(db: DatabaseOrTransaction, id: string): Promise<{ resolvedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ resolvedAt: messageReports.resolvedAt })
    .from(messageReports)
    .where(eq(messageReports.id, id))
    .for("update");
  return row;
}

export async function resolveReport(db: DatabaseOrTransaction, id: string, resolvedAt: Date | null): Promise<boolean> {
  const rows = await db.update(messageReports).set({ resolvedAt }).where(eq(messageReports.id, id)).returning({ id: messageReports.id });
  return rows.length === 1;
}
