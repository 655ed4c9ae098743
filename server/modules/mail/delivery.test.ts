// Real SMTP: messages written to the outbox arrive at an in-process SMTP server; failures are
// retried with backoff and finally given up.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { loadConfig } from "../../config";
import { emailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createSmtpTransport, deliverDueMessages, MAX_ATTEMPTS, retryDelayMs, startOutboxWorker } from "./delivery";
import { createMailService } from "./service";

const database = await createTestDatabase();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const logger = createLogger("silent");
const config = loadConfig({ SUPPORT_EMAIL: "help@kindred.example", PUBLIC_URL: "https://kindred.example" });
const mail = createMailService(config);
const transport = createSmtpTransport(sink.url, config.mailFrom);
afterAll(() => transport.close());

describe("the e-mail outbox: delivery over SMTP", () => {
  it("delivers a message over SMTP and marks it sent", async () => {
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
    expect(await deliverDueMessages(database.db, transport, logger)).toBe(1);
    const received = await sink.waitFor((m) => m.subject === "Hello from Kindred");
    expect(received.envelopeTo).toEqual(["sam@example.com"]);
    expect(received.parsed.from?.text).toContain("no-reply@kindred.example");
    expect(received.parsed.replyTo?.text).toBe("coach@example.com");
    expect(received.text).toContain("Your request arrived <safely>.");
    expect(received.text).toContain("Open: https://kindred.example/coaches");
    expect(received.parsed.html).toContain("Your request arrived &lt;safely&gt;.");
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "test.hello"));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
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
    await deliverDueMessages(database.db, transport, logger);
    const received = await sink.waitFor((m) => m.subject === "Invitation");
    expect(received.parsed.attachments[0]?.filename).toBe("session.ics");
    expect(received.parsed.attachments[0]?.content.toString()).toContain("BEGIN:VCALENDAR");
  });
});

describe("the e-mail outbox: retries, giving up and the worker", () => {
  it("retries a failed delivery later, with a growing delay", async () => {
    sink.failNext(1);
    await mail.enqueue(database.db, { kind: "test.retry", to: "kim@example.com", subject: "Retry me", text: "x" });
    await deliverDueMessages(database.db, transport, logger);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "test.retry"));
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/temporarily unavailable/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(sink.received.some((m) => m.subject === "Retry me")).toBe(false);
    // Not due yet: nothing is attempted.
    expect(await deliverDueMessages(database.db, transport, logger)).toBe(0);
    // Once due, it goes out.
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, row.id));
    await deliverDueMessages(database.db, transport, logger);
    await sink.waitFor((m) => m.subject === "Retry me");
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(240_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("gives up after the last attempt", async () => {
    sink.failNext(1);
    await mail.enqueue(database.db, { kind: "test.giveup", to: "lee@example.com", subject: "Give up", text: "x" });
    await database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.kind, "test.giveup"));
    await deliverDueMessages(database.db, transport, logger);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "test.giveup"));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("the worker delivers what is enqueued without being asked twice", async () => {
    const worker = startOutboxWorker({ db: database.db, transport: createSmtpTransport(sink.url, config.mailFrom), logger, pollMs: 100 });
    try {
      await mail.enqueue(database.db, { kind: "test.worker", to: "ana@example.com", subject: "Worker", text: "x" });
      worker.nudge();
      await sink.waitFor((m) => m.subject === "Worker");
    } finally {
      await worker.stop();
    }
  });
});
