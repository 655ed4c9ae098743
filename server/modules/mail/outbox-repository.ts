// The only SQL of the e-mail outbox.
import { desc, eq, sql, type SQL } from "drizzle-orm";
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

/** The job that delivers one message, and how often it is tried before it is given up on. */
export const DELIVERY_JOB = "mail.deliver";
export const MAX_ATTEMPTS = 10;

/**
 * Queues the delivery job of each message (key "mail.deliver:<id>", so a message never waits in the
 * queue twice), in the caller's transaction: the job exists exactly when the message does, and the
 * queue's notification wakes the runners when it commits.
 */
function queueDeliveries(db: DatabaseOrTransaction, where: SQL) {
  return db.execute(
    sql`select graphile_worker.add_job(${DELIVERY_JOB}::text, json_build_object('emailId', o.id), max_attempts => ${MAX_ATTEMPTS}::int,
          job_key => ${DELIVERY_JOB}::text || ':' || o.id) from ${emailOutbox} o where ${where}`,
  );
}

export async function insertOutboxMessages(db: DatabaseOrTransaction, messages: OutboundEmail[]): Promise<void> {
  if (messages.length === 0) return;
  const inserted = await db
    .insert(emailOutbox)
    .values(
      messages.map((m) => ({
        kind: m.kind,
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        replyTo: m.replyTo ?? null,
        attachments: m.attachments ?? [],
      })),
    )
    .returning({ id: emailOutbox.id });
  await queueDeliveries(db, sql`o.id in ${inserted.map((row) => row.id)}`);
}

/** Pending messages without a delivery job (written before the queue existed) get one; answers how many. */
export async function queueUnqueuedMessages(db: DatabaseOrTransaction): Promise<number> {
  const result = await queueDeliveries(
    db,
    sql`o.status = 'pending' and not exists (select 1 from graphile_worker.jobs j where j.key = ${DELIVERY_JOB}::text || ':' || o.id)`,
  );
  return result.rowCount ?? 0;
}

export async function findOutboxMessage(db: DatabaseOrTransaction, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
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
