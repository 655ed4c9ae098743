// E-mail delivery across processes on one database, over real SMTP: a message queued by a process
// that takes no jobs leaves through another within a second (the queue's notification, not a poll),
// and a process killed in the middle of the SMTP exchange loses nothing: the message arrives once or
// twice, every copy with the same Message-ID.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { makeTempDir } from "../../../tests/support/temp-dir";
import { startTestApp } from "../../../tests/support/test-app";
import { createTestDatabase } from "../../../tests/support/test-database";
import { loadConfig } from "../../config";
import { emailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createRuntime } from "../../services";
import { createSmtpTransport } from "./delivery";

const database = await createTestDatabase();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const dataDir = makeTempDir("job-worker");
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const env = { NODE_ENV: "test", SEED_DEMO: "false", DATA_DIR: dataDir, SMTP_URL: sink.url };
const from = "Kindred <no-reply@kindred.example>";
/** The line tests/support/job-worker-process.ts writes once it takes jobs. */
const JOB_WORKER_READY = "JOB_WORKER_READY";

/** A web process that takes no jobs: it only queues mail. */
const queuing = createRuntime({ config: loadConfig(env), database, logger: createLogger("silent") });

async function queueMessage(subject: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await queuing.deps.mail.enqueue(tx, { kind: "test.processes", to: "ana@example.com", subject, text: "x" });
    const [row] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.subject, subject));
    return row.id;
  });
}

/** Another process that takes jobs (tests/support/job-worker-process.ts), once it does. */
async function startJobWorkerProcess() {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/job-worker-process.ts")], {
    env: { ...process.env, ...env, KINDRED_TEST_DATABASE_URL: database.url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  afterAll(() => void child.kill("SIGKILL"));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(JOB_WORKER_READY)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the job worker process ended (${code}) before it was ready`)));
  });
  return child;
}

describe("e-mail delivery across processes", () => {
  it("delivers mail queued by a second process within a second", async () => {
    const taking = await startTestApp(env, { database, mailTransport: createSmtpTransport(sink.url, from) });
    const id = await queueMessage("Queued elsewhere");
    const committed = Date.now();
    const received = await sink.waitFor((m) => m.subject === "Queued elsewhere");
    expect(Date.now() - committed).toBeLessThan(1_000);
    expect(received.parsed.messageId).toBe(`<${id}@kindred.example>`);
    await taking.background?.stop();
  });

  it("delivers once or twice, with one Message-ID, the message of a process killed in the middle of sending it", async () => {
    const worker = await startJobWorkerProcess();
    const held = sink.holdNext();
    const id = await queueMessage("Killed mid-send");
    await held.arrived;
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    worker.kill("SIGKILL");
    await exited;

    // Another process takes over: past the delivery job's time limit, the dead process's job is released.
    let later = 0;
    const survivor = await createRuntime({ config: loadConfig(env), database, logger: createLogger("silent") }).startBackgroundWork({
      transport: createSmtpTransport(sink.url, from),
      now: () => Date.now() + later,
    });
    afterAll(() => survivor.stop());
    later = 10 * 60_000;
    expect(await survivor.releaseAbandoned()).toBeGreaterThanOrEqual(1);
    later = 0;

    await expect
      .poll(async () => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0].status, { timeout: 15_000 })
      .toBe("sent");
    const copies = sink.received.filter((m) => m.subject === "Killed mid-send");
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(copies.length).toBeLessThanOrEqual(2);
    expect(new Set(copies.map((m) => m.parsed.messageId))).toEqual(new Set([`<${id}@kindred.example>`]));
  });
});
