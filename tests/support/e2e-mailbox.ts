// The browser-test server runs without SMTP_URL, so it writes every message to its local mailbox
// (DATA_DIR/mail/*.eml): tests read links there exactly as a newcomer does with `npm run mail`.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

export interface MailboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  parsed: ParsedMail;
}

function mailDir(): string {
  return path.join(inject("e2eDataDir"), "mail");
}

async function readAll(): Promise<MailboxMessage[]> {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "";
      return { file: name, to: to.toLowerCase(), subject: parsed.subject ?? "", text: parsed.text ?? "", parsed };
    }),
  );
}

/** The newest message to `to` that matches, once the server has written it (10 s at most). */
export async function waitForMail(to: string, matches: (message: MailboxMessage) => boolean = () => true): Promise<MailboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readAll()).filter((m) => m.to === to.toLowerCase() && matches(m)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in the local mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path (with its query) of the confirmation link in the newest confirmation e-mail to `to`. */
export async function confirmationLinkPath(to: string): Promise<string> {
  const message = await waitForMail(to, (m) => m.subject.startsWith("Confirm your e-mail address"));
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`The confirmation e-mail to ${to} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code of the newest confirmation e-mail to `to` (the `npm run mail` way: read, then typed). */
export async function confirmationCode(to: string, newerThan?: string): Promise<{ code: string; file: string }> {
  const message = await waitForMail(to, (m) => m.subject.startsWith("Confirm your e-mail address") && (!newerThan || m.file > newerThan));
  const code = /confirmation code is (\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`The confirmation e-mail to ${to} has no code`);
  return { code, file: message.file };
}
