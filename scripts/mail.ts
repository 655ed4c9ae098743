// `npm run mail [N]`: the newest N messages (default 5) of the local mailbox, DATA_DIR/mail/, with
// the links they carry (and a confirmation e-mail's code): how a newcomer without an SMTP server
// confirms an address or resets a password. Newest first.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const dir = path.join(dataDir, "mail");
const count = Math.max(1, Number.parseInt(process.argv[2] ?? "5", 10) || 5);

if (!fs.existsSync(dir)) {
  console.log(`No local mailbox yet at ${dir}: it appears when the server (started without SMTP_URL) sends its first e-mail.`);
  process.exit(0);
}
const files = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".eml"))
  .sort()
  .slice(-count)
  .reverse();
if (files.length === 0) console.log(`The local mailbox ${dir} is empty.`);

for (const name of files) {
  const message = await simpleParser(fs.readFileSync(path.join(dir, name)));
  const to = Array.isArray(message.to) ? message.to.map((a) => a.text).join(", ") : (message.to?.text ?? "");
  const links = [...new Set((message.text ?? "").match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  console.log(`\n${message.date?.toISOString() ?? "(no date)"}  to ${to}`);
  console.log(`  ${message.subject ?? "(no subject)"}`);
  const code = /confirmation code is (\d{6})\b/.exec(message.text ?? "")?.[1];
  if (code) console.log(`  code: ${code}`);
  for (const link of links) console.log(`  ${link}`);
  console.log(`  file: ${path.join(dir, name)}`);
}
