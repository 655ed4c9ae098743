// The job queue on a real PostgreSQL, with two processes' runners on one database: a job key keeps a
// job from running twice, a failed job is retried after the queue's backoff with its error kept, a
// stop lets the running job finish, and a live process never releases a job it is still running.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createLogger } from "../../lib/logger";
import { defineJob, startJobQueue, type JobDefinition, type JobQueue } from "./queue";

const database = await createTestDatabase();
const logger = createLogger("silent");

const runs: { name: string; at: number; attempt: number }[] = [];
let releaseSlowJob: () => void = () => {};

const testJobs: JobDefinition[] = [
  defineJob({
    name: "test.keyed",
    payload: z.object({ coachId: z.string() }),
    run: async (_payload, job) => void runs.push({ name: "test.keyed", at: Date.now(), attempt: job.attempt }),
    key: ({ coachId }) => `test.keyed:${coachId}`,
    maxAttempts: 1,
    timeLimitMs: 60_000,
  }),
  defineJob({
    name: "test.flaky",
    payload: z.object({}),
    async run(_payload, job) {
      runs.push({ name: "test.flaky", at: Date.now(), attempt: job.attempt });
      if (job.attempt === 1) throw new Error("The calendar service is unavailable");
    },
    maxAttempts: 3,
    timeLimitMs: 60_000,
  }),
  defineJob({
    name: "test.slow",
    payload: z.object({}),
    async run() {
      runs.push({ name: "test.slow", at: Date.now(), attempt: 1 });
      await new Promise<void>((resolve) => (releaseSlowJob = resolve));
      runs.push({ name: "test.slow-finished", at: Date.now(), attempt: 1 });
    },
    maxAttempts: 1,
    timeLimitMs: 60_000,
  }),
];

async function startProcess(): Promise<JobQueue> {
  const queue = await startJobQueue({ databaseUrl: database.url, jobs: testJobs, logger, concurrency: 2 });
  afterAll(() => queue.stop());
  return queue;
}

async function waitingJobs(task: string): Promise<{ attempts: number; last_error: string | null; run_at: Date }[]> {
  const result = await database.db.execute<{ attempts: number; last_error: string | null; run_at: Date }>(
    sql`select attempts, last_error, run_at from graphile_worker.jobs where task_identifier = ${task}`,
  );
  return result.rows.map((row) => ({ ...row, run_at: new Date(row.run_at) }));
}

const first = await startProcess();
const second = await startProcess();

describe("the job queue", () => {
  it("runs a keyed job once when two processes queue it", async () => {
    const runAt = new Date(Date.now() + 1_500);
    await first.enqueue("test.keyed", { coachId: "c1" }, { runAt });
    await second.enqueue("test.keyed", { coachId: "c1" }, { runAt });
    expect(await waitingJobs("test.keyed")).toHaveLength(1);
    await expect.poll(() => waitingJobs("test.keyed"), { timeout: 10_000, interval: 100 }).toHaveLength(0);
    expect(runs.filter((run) => run.name === "test.keyed")).toHaveLength(1);
  });

  it("retries a failed job after the queue's backoff, keeping its error meanwhile", async () => {
    await first.enqueue("test.flaky", {});
    // The queue counts an attempt when a worker takes the job, and records its error once it failed:
    // wait for the failure itself.
    await expect
      .poll(async () => (await waitingJobs("test.flaky")).find((job) => job.last_error !== null)?.attempts, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(1);
    const [failed] = await waitingJobs("test.flaky");
    expect(failed.last_error).toContain("The calendar service is unavailable");
    // e^1 seconds after the failure.
    expect(failed.run_at.getTime() - Date.now()).toBeGreaterThan(1_000);
    await expect.poll(() => waitingJobs("test.flaky"), { timeout: 15_000, interval: 100 }).toHaveLength(0);
    const [one, two] = runs.filter((run) => run.name === "test.flaky");
    expect([one.attempt, two.attempt]).toEqual([1, 2]);
    expect(two.at - one.at).toBeGreaterThanOrEqual(2_500);
  });

  it("lets a running job finish when its process stops", async () => {
    const stopping = await startJobQueue({ databaseUrl: database.url, jobs: testJobs, logger, concurrency: 1 });
    await first.stop();
    await second.stop();
    await stopping.enqueue("test.slow", {});
    await expect.poll(() => runs.some((run) => run.name === "test.slow"), { timeout: 10_000, interval: 50 }).toBe(true);
    // The job is held past the start of the stop, which must wait for it.
    const stopped = stopping.stop().then(() => runs.push({ name: "stopped", at: Date.now(), attempt: 1 }));
    setTimeout(() => releaseSlowJob(), 500);
    await stopped;
    expect(runs.map((run) => run.name).slice(-2)).toEqual(["test.slow-finished", "stopped"]);
    expect(await waitingJobs("test.slow")).toHaveLength(0);
  });

  it("never releases as abandoned a job its own process is still running, however long it has run", async () => {
    let later = 0;
    const running = await startJobQueue({
      databaseUrl: database.url,
      jobs: testJobs,
      logger,
      concurrency: 1,
      now: () => Date.now() + later,
    });
    afterAll(() => running.stop());
    const before = runs.filter((run) => run.name === "test.slow").length;
    await running.enqueue("test.slow", {});
    await expect.poll(() => runs.filter((run) => run.name === "test.slow").length, { timeout: 10_000, interval: 50 }).toBe(before + 1);
    // Ten minutes on, far past the job's time limit: the job is still this process's, so it stays held.
    later = 10 * 60_000;
    expect(await running.releaseAbandoned()).toBe(0);
    const [held] = await waitingJobs("test.slow");
    expect(held.attempts).toBe(1);
    later = 0;
    releaseSlowJob();
    await expect.poll(() => waitingJobs("test.slow"), { timeout: 10_000, interval: 50 }).toHaveLength(0);
    expect(runs.filter((run) => run.name === "test.slow")).toHaveLength(before + 1);
  });
});
