// The contact form really sends (docs/product/contact.md#sending): the message is stored and, in the same
// transaction, an e-mail to SUPPORT_EMAIL is written to the outbox with the visitor's address as
// Reply-To, so support answers with their mail client's Reply. No automatic reply goes to the
// address typed in the form: anyone can type any address, and the form must not become a way to
// send our mail to strangers.
import type { ContactMessage } from "#common/contact";
import type { ServerDeps } from "../../context";
import { insertContactMessage } from "./repository";

export interface ContactService {
  send(message: ContactMessage): Promise<{ id: string }>;
}

/** Header-safe one-line text: line breaks and control characters become spaces. */
const oneLine = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export function createContactService(deps: Pick<ServerDeps, "database" | "mail">): ContactService {
  const { database, mail } = deps;
  return {
    async send(message) {
      const id = await database.db.transaction(async (tx) => {
        const row = await insertContactMessage(tx, message);
        const name = oneLine(message.name);
        const subject = oneLine(message.subject);
        const body = mail.compose({
          paragraphs: [`New message from the contact form.`, `From: ${name} <${message.email}>\nSubject: ${subject}`, message.message],
          footnote: `Reply to this e-mail to answer ${name} directly. Message reference: ${row.id}`,
        });
        await mail.enqueue(tx, {
          kind: "contact.message",
          to: mail.supportEmail,
          replyTo: message.email,
          subject: `Contact form: ${subject}`,
          ...body,
        });
        return row.id;
      });
      return { id };
    },
  };
}
