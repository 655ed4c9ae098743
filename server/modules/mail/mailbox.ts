// The local mailbox: without SMTP_URL nobody could receive a confirmation or password-reset link,
// so every message is written to DATA_DIR/mail/ as an RFC 5322 `.eml` file that any mail program
// opens (and `npm run mail` prints). Names start with the time the message was queued, so they sort
// by time. The outbox worker delivers here exactly as it would over SMTP, with the same retries.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger";
import { mailOptionsOf, type MailTransport } from "./delivery";

export function mailboxFileName(queuedAt: Date, id: string): string {
  return `${queuedAt.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
}

export function createMailboxTransport(options: { dir: string; from: string; logger: Logger }): MailTransport {
  const { dir, from, logger } = options;
  let ready: Promise<unknown> | undefined;
  // nodemailer's stream transport builds the very message SMTP would carry, as bytes.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const { message: bytes } = (await composer.sendMail(mailOptionsOf(message, from))) as { message: Buffer };
      const file = path.join(dir, mailboxFileName(message.createdAt, message.id));
      // Written whole, then renamed: a reader never sees half a message.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
      // A local mailbox is for the operator's own machine: naming the recipient here is what lets
      // them find the message.
      logger.info({ to: message.toAddress, subject: message.subject, file }, "e-mail written to the local mailbox");
    },
    close() {},
  };
}
