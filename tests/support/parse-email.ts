// Reading what the server sends as a mail program and a calendar would: an outbound e-mail turned into
// the very RFC 5322 bytes the mailbox and SMTP carry (nodemailer) and parsed back (mailparser), and an
// iCalendar file unfolded and split into properties with their TEXT values unescaped (RFC 5545).
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import type { OutboundEmail } from "../../server/modules/mail/service";

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function parseOutbound(message: OutboundEmail): Promise<ParsedMail> {
  const { message: bytes } = (await composer.sendMail({
    from: "Kindred <no-reply@kindred.example>",
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  })) as { message: Buffer };
  return simpleParser(bytes);
}

export interface CalendarProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** The properties of an iCalendar text, in order (continuation lines joined, TEXT values unescaped). */
export function parseCalendar(text: string): CalendarProperty[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let at = 0;
      for (; at < line.length; at++) {
        if (line[at] === '"') quoted = !quoted;
        else if (line[at] === ":" && !quoted) break;
      }
      const [name, ...params] = line.slice(0, at).split(";");
      return {
        name,
        params: Object.fromEntries(params.map((p) => p.split("=", 2) as [string, string])),
        value: name === "URL" ? line.slice(at + 1) : unescapeText(line.slice(at + 1)),
      };
    });
}

/** The value of the event's property `name` (undefined when it has none). */
export const calendarValue = (properties: CalendarProperty[], name: string) => properties.find((p) => p.name === name)?.value;
