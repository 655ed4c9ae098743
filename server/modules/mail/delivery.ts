// Delivers one outbox message: the job "mail.deliver" that enqueueing a message queues in the same
// transaction (docs/decisions/116). The SMTP exchange happens outside any database transaction, and
// the message is marked sent after it: a process that dies between the two leaves the job to be run
// again, so a message may go twice but is never lost. Both copies carry the same Message-ID (the
// outbox row's id), so mail programs fold them. A failed attempt is recorded on the row and thrown,
// and the queue retries it with its backoff until MAX_ATTEMPTS.
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { findOutboxMessage, markAttemptFailed, markSent, type OutboxRow } from "./outbox-repository";

export { DELIVERY_JOB, MAX_ATTEMPTS } from "./outbox-repository";

/** How long one SMTP exchange may take at most: well under the delivery job's time limit. */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
  close(): void;
}

/** The Message-ID of an outbox message: the same for every attempt, in the sender's domain. */
export function messageIdOf(message: Pick<OutboxRow, "id">, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "kindred.example";
  return `<${message.id}@${domain}>`;
}

/** One outbox row as the message nodemailer sends (or writes: see mailbox.ts). */
export function mailOptionsOf(message: OutboxRow, from: string): Mail.Options {
  return {
    from,
    to: message.toAddress,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody ?? undefined,
    date: message.createdAt,
    messageId: messageIdOf(message, from),
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail(mailOptionsOf(message, from));
    },
    close: () => transporter.close(),
  };
}

/** The wait before the next attempt after `attemptsSoFar` failed ones: the queue's own backoff, e^n seconds. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.round(Math.exp(Math.min(attemptsSoFar, 10)) * 1000);
}

/**
 * Sends the message `emailId` once; answers 1 when it went, 0 when there was nothing to send (sent
 * already by an earlier run, or forgotten with its account). Throws when the attempt failed.
 */
export async function deliverMessage(
  deps: { db: Database; transport: MailTransport; logger: Logger },
  emailId: string,
  attempt: { number: number; last: boolean },
): Promise<number> {
  const { db, transport, logger } = deps;
  const message = await findOutboxMessage(db, emailId);
  if (!message || message.status === "sent") return 0;
  try {
    await transport.send(message);
  } catch (error) {
    const retryAt = attempt.last ? null : new Date(Date.now() + retryDelayMs(attempt.number));
    await markAttemptFailed(db, message.id, (error as Error).message ?? String(error), retryAt);
    logger.warn(
      { emailId: message.id, kind: message.kind, attempts: attempt.number, err: error },
      retryAt ? "e-mail delivery failed; will retry" : "e-mail delivery failed; giving up",
    );
    throw error;
  }
  await markSent(db, message.id);
  logger.info({ emailId: message.id, kind: message.kind }, "e-mail sent");
  return 1;
}
