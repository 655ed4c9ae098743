// Real SMTP and the real job queue: a message written to the outbox is delivered by the delivery
// job, marked sent, with the Message-ID of its row; a failed attempt is kept on the row and retried;
// the last one gives up; a second run of a message already sent sends nothing.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { startTestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createSmtpTransport, deliverMessage, MAX_ATTEMPTS, retryDelayMs } from "./delivery";

const database = await createTestDatabase();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const transport = createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>");
const app = await startTestApp(
  { SUPPORT_EMAIL: "help@kindred.example", PUBLIC_URL: "https://kindred.example" },
  { database, mailTransport: transport },
);
const mail = app.deps.mail;
const logger = createLogger("silent");

async function outboxRow(kind: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  return row;
}

describe("the e-mail outbox: delivery over SMTP", () => {
  it("delivers a message over SMTP and marks it sent, with its row's Message-ID", async () => {
    const body = mail.compose({
      greeting: "Hi Sam,",
      paragraphs: ["Your request arrived <safely>."],
      action: { label: "Open", url: mail.siteLink("/coaches") },
    });
    await mail.enqueue(database.db, {
      kind: "test.hello",
      to: "sam@example.com",
      subject: "Hello from Kindred",
      ...body,
      replyTo: "coach@example.com",
    });
    const received = await sink.waitFor((m) => m.subject === "Hello from Kindred");
    expect(received.envelopeTo).toEqual(["sam@example.com"]);
    expect(received.parsed.from?.text).toContain("no-reply@kindred.example");
    expect(received.parsed.replyTo?.text).toBe("coach@example.com");
    expect(received.text).toContain("Your request arrived <safely>.");
    expect(received.text).toContain("Open: https://kindred.example/coaches");
    expect(received.parsed.html).toContain("Your request arrived &lt;safely&gt;.");
    await expect.poll(async () => (await outboxRow("test.hello")).status).toBe("sent");
    const row = await outboxRow("test.hello");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(received.parsed.messageId).toBe(`<${row.id}@kindred.example>`);
  });

  it("carries attachments such as calendar invitations", async () => {
    await mail.enqueue(database.db, {
      kind: "test.ics",
      to: "sam@example.com",
      subject: "Invitation",
      text: "See the invitation.",
      attachments: [
        { filename: "session.ics", contentType: "text/calendar; method=REQUEST", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
      ],
    });
    const received = await sink.waitFor((m) => m.subject === "Invitation");
    expect(received.parsed.attachments[0]?.filename).toBe("session.ics");
    expect(received.parsed.attachments[0]?.content.toString()).toContain("BEGIN:VCALENDAR");
  });
});

describe("the e-mail outbox: retries and giving up", () => {
  it("keeps a failed attempt on the message and delivers it at the retry", async () => {
    sink.failNext(1);
    await mail.enqueue(database.db, { kind: "test.retry", to: "kim@example.com", subject: "Retry me", text: "x" });
    await expect.poll(async () => (await outboxRow("test.retry")).attempts, { timeout: 10_000, interval: 50 }).toBe(1);
    const failed = await outboxRow("test.retry");
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/temporarily unavailable/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(sink.received.some((m) => m.subject === "Retry me")).toBe(false);
    // The queue's backoff, e^1 seconds later.
    await sink.waitFor((m) => m.subject === "Retry me", 15_000);
    await expect.poll(async () => (await outboxRow("test.retry")).status).toBe("sent");
    expect(retryDelayMs(1)).toBe(2_718);
    expect(retryDelayMs(5)).toBe(148_413);
    expect(retryDelayMs(20)).toBe(retryDelayMs(10));
  });

  it("gives up after the last attempt", async () => {
    const failing = createSmtpTransport("smtp://127.0.0.1:9", "Kindred <no-reply@kindred.example>");
    await database.db.insert(emailOutbox).values({ kind: "test.giveup", toAddress: "lee@example.com", subject: "Give up", textBody: "x" });
    const row = await outboxRow("test.giveup");
    await expect(
      deliverMessage({ db: database.db, transport: failing, logger }, row.id, { number: MAX_ATTEMPTS, last: true }),
    ).rejects.toThrow();
    expect(await outboxRow("test.giveup")).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("sends nothing on a second run of a message already sent", async () => {
    const row = await outboxRow("test.hello");
    const before = sink.received.length;
    expect(await deliverMessage({ db: database.db, transport, logger }, row.id, { number: 2, last: false })).toBe(0);
    expect(sink.received).toHaveLength(before);
  });
});
