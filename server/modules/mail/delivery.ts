// Delivers the outbox over SMTP. Any number of processes may run this: each claims due messages
// with FOR UPDATE SKIP LOCKED, so a message is sent by one of them. Failures are retried with
// exponential backoff (30 s, 1 min, 2 min … capped at 1 h) and given up after MAX_ATTEMPTS.
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from "./outbox-repository";

export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3_600_000;

export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
  close(): void;
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
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transporter.sendMail(mailOptionsOf(message, from));
    },
    close: () => transporter.close(),
  };
}

export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** attemptsSoFar, MAX_DELAY_MS);
}

/** Sends one batch of due messages; returns how many were attempted. */
export async function deliverDueMessages(db: Database, transport: MailTransport, logger: Logger, batchSize = 10): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueMessages(tx, batchSize);
    for (const message of due) {
      try {
        await transport.send(message);
        await markSent(tx, message.id);
        logger.info({ emailId: message.id, kind: message.kind }, "e-mail sent");
      } catch (error) {
        const attempts = message.attempts + 1;
        const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(message.attempts));
        await markAttemptFailed(tx, message.id, (error as Error).message ?? String(error), retryAt);
        logger.warn(
          { emailId: message.id, kind: message.kind, attempts, err: error },
          retryAt ? "e-mail delivery failed; will retry" : "e-mail delivery failed; giving up",
        );
      }
    }
    return due.length;
  });
}

export interface OutboxWorker {
  /** Looks for due messages now instead of at the next poll. */
  nudge(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(options: { db: Database; transport: MailTransport; logger: Logger; pollMs?: number }): OutboxWorker {
  const { db, transport, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let again = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  };

  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Keep going while full batches come back; then wait for the next poll or nudge.
        while (!stopped && (await deliverDueMessages(db, transport, logger)) > 0) {
          // loop
        }
      } catch (error) {
        logger.error({ err: error }, "outbox delivery pass failed");
      } finally {
        running = undefined;
        schedule(again ? 0 : pollMs);
        again = false;
      }
    })();
  };

  schedule(0);
  return {
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
