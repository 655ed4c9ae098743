// The only SQL of the e-mail outbox.
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { emailOutbox, type OutboxAttachment } from "../../db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutboundEmail {
  /** What the message is about, e.g. "consultation.coach-notice". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: OutboxAttachment[];
}

export async function insertOutboxMessages(db: DatabaseOrTransaction, messages: OutboundEmail[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(emailOutbox).values(
    messages.map((m) => ({
      kind: m.kind,
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html ?? null,
      replyTo: m.replyTo ?? null,
      attachments: m.attachments ?? [],
    })),
  );
}

/** Locks up to `limit` due messages for this transaction; other processes skip them. */
export async function claimDueMessages(tx: DatabaseOrTransaction, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markSent(tx: DatabaseOrTransaction, id: string): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** Records a failed attempt: retried at `retryAt`, or given up on when `retryAt` is null. */
export async function markAttemptFailed(tx: DatabaseOrTransaction, id: string, error: string, retryAt: Date | null): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: "failed" }),
    })
    .where(eq(emailOutbox.id, id));
}

export async function listOutbox(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox);
  return { rows, total };
}

/** Messages waiting for or sent to the address leave the outbox. */
export async function deleteOutboxFor(db: DatabaseOrTransaction, address: string): Promise<void> {
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`);
}
