// The mail service other domains use: `enqueue` writes messages into the outbox, with the job that
// delivers each one, inside the caller's transaction (so a message exists exactly when its cause was
// committed); the job queue starts delivering when that transaction commits (delivery.ts).
import type { Config } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { composeEmail, type EmailContent } from "./compose";
import { deleteOutboxFor, insertOutboxMessages, listOutbox, queueUnqueuedMessages, type OutboundEmail } from "./outbox-repository";

export type { OutboundEmail };
export type { EmailParagraph } from "./compose";

export interface MailService {
  enqueue(db: DatabaseOrTransaction, messages: OutboundEmail | OutboundEmail[]): Promise<void>;
  /** Text and HTML bodies in the house layout, with the brand filled in. */
  compose(content: Omit<EmailContent, "brandName">): { text: string; html: string };
  /** Pending messages without a delivery job (written before the job queue existed) get one. */
  queueUnqueued(db: DatabaseOrTransaction): Promise<number>;
  list(db: DatabaseOrTransaction, page: { limit: number; offset: number }): ReturnType<typeof listOutbox>;
  /** Inside an account deletion: the messages waiting for or sent to its (proved) address go. */
  forgetAddress(db: DatabaseOrTransaction, address: string): Promise<void>;
  /** Absolute URL of a path of the site, for links in messages. */
  siteLink(path: string): string;
  supportEmail: string;
  brandName: string;
}

export function createMailService(config: Config): MailService {
  return {
    async enqueue(db, messages) {
      await insertOutboxMessages(db, Array.isArray(messages) ? messages : [messages]);
    },
    compose: (content) => composeEmail({ ...content, brandName: config.brandName }),
    queueUnqueued: (db) => queueUnqueuedMessages(db),
    list: (db, page) => listOutbox(db, page),
    forgetAddress: (db, address) => deleteOutboxFor(db, address),
    siteLink: (path) => `${config.siteUrl}${path.startsWith("/") ? path : `/${path}`}`,
    supportEmail: config.supportEmail,
    brandName: config.brandName,
  };
}
