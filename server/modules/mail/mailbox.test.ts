// The local mailbox: without SMTP_URL every message is written to DATA_DIR/mail/ as an .eml file a
// mail program opens (names sort by time, one log line each); with SMTP_URL nothing is written there.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { makeTempDir } from "../../../tests/support/temp-dir";
import { createTestDatabase } from "../../../tests/support/test-database";
import { loadConfig } from "../../config";
import { createLogger } from "../../lib/logger";
import { createRuntime } from "../../services";
import { mailboxFileName } from "./mailbox";

async function startRuntime(env: Record<string, string>) {
  const database = await createTestDatabase();
  const dataDir = makeTempDir("mailbox");
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({ NODE_ENV: "test", SEED_DEMO: "false", DATA_DIR: dataDir, PUBLIC_URL: "https://kindred.example", ...env });
  const logs: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void logs.push(line) });
  const runtime = createRuntime({ config, database, logger });
  const background = await runtime.startBackgroundWork();
  afterAll(() => background.stop());
  const send = async (to: string, subject: string, link: string) => {
    const body = runtime.deps.mail.compose({
      greeting: "Hello,",
      paragraphs: ["Please confirm."],
      action: { label: "Confirm", url: link },
    });
    await runtime.deps.mail.enqueue(database.db, { kind: "test.mailbox", to, subject, ...body });
  };
  return { dataDir, logs, send, mailDir: path.join(dataDir, "mail") };
}

async function waitForFiles(dir: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
    if (files.length >= count) return files.sort();
    if (Date.now() > deadline) throw new Error(`expected ${count} messages in ${dir}, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("without SMTP_URL", () => {
  it("writes every message to DATA_DIR/mail as an RFC 5322 file, named in time order, with one log line each", async () => {
    const local = await startRuntime({});
    await local.send("sam@example.com", "First message", "https://kindred.example/api/auth/verify-email?token=first-token-abcdefghijkl");
    await waitForFiles(local.mailDir, 1);
    await local.send("kim@example.com", "Second message", "https://kindred.example/reset-password?token=second");
    const files = await waitForFiles(local.mailDir, 2);

    const first = await simpleParser(fs.readFileSync(path.join(local.mailDir, files[0])));
    expect(first.subject).toBe("First message");
    expect(first.to && !Array.isArray(first.to) ? first.to.text : "").toBe("sam@example.com");
    expect(first.from?.text).toContain("no-reply@kindred.example");
    expect(first.messageId).toMatch(/^<.+@.+>$/);
    expect(first.date).toBeInstanceOf(Date);
    expect(first.text).toContain("https://kindred.example/api/auth/verify-email?token=first-token-abcdefghijkl");
    const second = await simpleParser(fs.readFileSync(path.join(local.mailDir, files[1])));
    expect(second.subject).toBe("Second message");

    const lines = local.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === "e-mail written to the local mailbox");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: "sam@example.com", subject: "First message", file: path.join(local.mailDir, files[0]) });
  });

  it("names files so that they sort by the time the message was queued", () => {
    const earlier = mailboxFileName(new Date("2026-11-23T09:59:59.999Z"), "ffff");
    const later = mailboxFileName(new Date("2026-11-23T10:00:00.000Z"), "0000");
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});

describe("with SMTP_URL", () => {
  it("delivers over SMTP and writes nothing to the local mailbox", async () => {
    const sink = await startSmtpSink();
    afterAll(() => sink.close());
    const remote = await startRuntime({ SMTP_URL: sink.url });
    await remote.send("sam@example.com", "Over SMTP", "https://kindred.example/coaches");
    await sink.waitFor((m) => m.subject === "Over SMTP");
    expect(fs.existsSync(remote.mailDir)).toBe(false);
  });
});
