// Every piece of background work runs as a job on graphile-worker, a PostgreSQL queue
// (docs/decisions/116): a job queued by any process (inside the transaction that caused it, or by a
// schedule) wakes every process's runner through LISTEN/NOTIFY when it commits, and one of them takes
// it. A job that throws is retried with the queue's backoff (e^attempt seconds) up to its attempts.
// The jobs themselves are declared in one registry (server/background-work.ts); this file knows only
// the queue.
import {
  Logger as QueueLogger,
  makeWorkerUtils,
  parseCronItems,
  run,
  type LogLevel,
  type Runner,
  type TaskList,
  type WorkerEvents,
  type WorkerUtils,
} from "graphile-worker";
import { EventEmitter } from "node:events";
import type { Pool } from "pg";
import { z } from "zod";
import { connectDatabase, type DatabaseHandle } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { lockedJobs } from "./repository";

/** The context a job's handler gets besides its payload. */
export interface JobRun {
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Set when the process is stopping and the job has outlived the grace period: end between two steps. */
  signal: AbortSignal;
}

export interface JobDefinition<Payload = unknown> {
  /** The task's name in the queue, e.g. "mail.deliver". */
  name: string;
  /** Every payload is checked against this before the handler sees it. */
  payload: z.ZodType<Payload>;
  /** Answers how many things it did (logged when above 0), or nothing. */
  run(payload: Payload, job: JobRun): Promise<number | void>;
  /** Attempts before the job is given up on; failures in between wait e^attempt seconds. */
  maxAttempts: number;
  /** The key of a queued job: a second job with the same key replaces the waiting one instead of running twice. */
  key?(payload: Payload): string;
  /** A periodic job: a crontab pattern (UTC). It also runs once soon after start. Periodic jobs run one at a time. */
  schedule?: string;
  /** A periodic job may ask to run again sooner than its schedule (epoch ms, or null). */
  nextRunAt?(): Promise<number | null>;
  /** The longest a run takes: a job held longer belongs to a process that died, and is released. */
  timeLimitMs: number;
  /** The log line of a run that did something. */
  done?: string;
}

/** Declares a job with its payload's type checked against its handler. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition {
  return definition as JobDefinition;
}

export interface JobQueue {
  /** Queues a job now (or at `runAt`), under its key when the definition has one. */
  enqueue(name: string, payload?: unknown, options?: { runAt?: Date }): Promise<void>;
  /** Releases the jobs of processes that died holding them (see timeLimitMs); answers how many. */
  releaseAbandoned(): Promise<number>;
  /** Lets the running jobs finish (up to `graceMs`), then stops taking jobs. */
  stop(): Promise<void>;
}

const LOG_LEVELS: Record<LogLevel, "error" | "warn" | "debug" | "trace"> = {
  error: "error",
  warning: "warn",
  info: "debug",
  debug: "trace",
};

function queueLoggerOf(logger: Logger): QueueLogger {
  return new QueueLogger(() => (level, message) => logger[LOG_LEVELS[level]]({ component: "jobs" }, message));
}

function taskListOf(jobs: readonly JobDefinition[], logger: Logger, again: (job: JobDefinition) => Promise<void>): TaskList {
  const tasks: TaskList = {};
  for (const job of jobs) {
    tasks[job.name] = async (raw, helpers) => {
      const payload = job.payload.parse(raw);
      const run = { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts, signal: helpers.abortSignal };
      const count = await job.run(payload, run);
      if (typeof count === "number" && count > 0 && job.done) logger.info({ job: job.name, count }, job.done);
      if (job.nextRunAt) await again(job);
    };
  }
  return tasks;
}

/** The payload of a periodic job: the queue adds when it was due (`_cron`), nothing else is read. */
export const periodicPayload = z.looseObject({});

/** Periodic jobs: one queue each (never two runs at once) and their name as key (never two waiting). */
function periodicOptions(job: JobDefinition) {
  return { queueName: job.name, jobKey: job.name, maxAttempts: job.maxAttempts };
}

interface QueueOptions {
  /** The database the jobs run on; the queue opens its own small pool on it. */
  databaseUrl: string;
  jobs: readonly JobDefinition[];
  logger: Logger;
  /** Jobs one process runs at once. */
  concurrency?: number;
  /** How long a stop waits for running jobs before it asks them to end. */
  graceMs?: number;
  /** The clock that says how long a job has been held (tests move it on). */
  now?: () => number;
}

/**
 * The ids this process's runner holds jobs under while it runs: graphile-worker locks a job under
 * its worker pool's id, announced by `pool:create`. A live process's jobs are never abandoned.
 */
function ownHoldersOf(events: WorkerEvents): Set<string> {
  const own = new Set<string>();
  events.on("pool:create", ({ workerPool }) => void own.add(workerPool.id));
  events.on("pool:release", ({ workerPool }) => void own.delete(workerPool.id));
  return own;
}

function startRunner(
  pool: Pool,
  jobs: readonly JobDefinition[],
  options: QueueOptions,
  again: (job: JobDefinition) => Promise<void>,
  events: WorkerEvents,
) {
  return run({
    pgPool: pool,
    events,
    concurrency: options.concurrency ?? 4,
    noHandleSignals: true,
    logger: queueLoggerOf(options.logger),
    taskList: taskListOf(jobs, options.logger, again),
    gracefulShutdownAbortTimeout: options.graceMs ?? 10_000,
    // Completions and failures are written through a batcher that a stop waits for; written one by
    // one, a job that ends during a stop could be left held.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    parsedCronItems: parseCronItems(
      jobs
        .filter((job) => job.schedule)
        .map((job) => ({ task: job.name, identifier: job.name, match: job.schedule as string, options: periodicOptions(job) })),
    ),
  });
}

/**
 * Frees the jobs held longer than their time limit (their process died); answers how many. The jobs
 * this process's own runner holds are never among them: it is alive, and releasing a job it is still
 * running would run it twice.
 */
async function releaseAbandonedJobs(
  queue: { database: DatabaseHandle; utils: WorkerUtils; byName: Map<string, JobDefinition>; logger: Logger; own: Set<string> },
  now: number,
): Promise<number> {
  const { database, utils, byName, logger, own } = queue;
  const abandoned = (await lockedJobs(database.db)).filter(
    (locked) =>
      !own.has(locked.lockedBy) && now - locked.lockedAt.getTime() > (byName.get(locked.task)?.timeLimitMs ?? Number.POSITIVE_INFINITY),
  );
  const workers = [...new Set(abandoned.map((locked) => locked.lockedBy))];
  if (workers.length > 0) {
    await utils.forceUnlockWorkers(workers);
    logger.warn({ jobs: abandoned.map((locked) => locked.task) }, "jobs held by a process that stopped were released");
  }
  return abandoned.length;
}

export async function startJobQueue(options: QueueOptions): Promise<JobQueue> {
  const { logger } = options;
  const events: WorkerEvents = new EventEmitter();
  const own = ownHoldersOf(events);
  const releaseAbandoned = (): Promise<number> =>
    releaseAbandonedJobs({ database, utils, byName, logger, own }, (options.now ?? Date.now)());
  // The queue's own periodic job: the jobs of a process that died while running them are released.
  const jobs: JobDefinition[] = [
    ...options.jobs,
    defineJob({
      name: "jobs.release-abandoned",
      payload: periodicPayload,
      run: () => releaseAbandoned(),
      maxAttempts: 1,
      schedule: "* * * * *",
      timeLimitMs: 60_000,
    }),
  ];
  // Its own pool: the queue's listening connection and running jobs never wait behind requests.
  const database: DatabaseHandle = connectDatabase(options.databaseUrl, { max: (options.concurrency ?? 4) + 2 });
  const byName = new Map<string, JobDefinition>(jobs.map((job) => [job.name, job]));
  const utils = await makeWorkerUtils({ pgPool: database.pool, logger: queueLoggerOf(logger) });

  const enqueue: JobQueue["enqueue"] = async (name, payload = {}, at = {}) => {
    const job = byName.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const checked = job.payload.parse(payload);
    const periodic = job.schedule ? periodicOptions(job) : { jobKey: job.key?.(checked), maxAttempts: job.maxAttempts };
    await utils.addJob(name, checked as object, { ...periodic, runAt: at.runAt });
  };
  const again = async (job: JobDefinition) => {
    const at = await job.nextRunAt?.();
    if (at !== null && at !== undefined) await enqueue(job.name, {}, { runAt: new Date(Math.max(at, Date.now() + 1_000)) });
  };
  let runner: Runner;
  try {
    runner = await startRunner(database.pool, jobs, options, again, events);
    // Each periodic job also runs soon after start (a waiting run is brought forward).
    for (const job of jobs) if (job.schedule) await enqueue(job.name);
  } catch (error) {
    await utils.release();
    await database.close();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    enqueue,
    releaseAbandoned,
    stop: () =>
      (stopped ??= (async () => {
        await runner.stop();
        await utils.release();
        await database.close();
      })()),
  };
}
