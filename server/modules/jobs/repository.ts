// The only SQL of the job queue: graphile-worker's public view of its jobs.
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";

export interface LockedJob {
  task: string;
  lockedBy: string;
  lockedAt: Date;
}

/** The jobs some process holds (is running) now. */
export async function lockedJobs(db: DatabaseOrTransaction): Promise<LockedJob[]> {
  const result = await db.execute<{ task: string; locked_by: string; locked_at: string | Date }>(
    sql`select task_identifier as task, locked_by, locked_at from graphile_worker.jobs where locked_at is not null and locked_by is not null`,
  );
  return result.rows.map((row) => ({ task: row.task, lockedBy: row.locked_by, lockedAt: new Date(row.locked_at) }));
}

type QueueJobRow = {
  id: string;
  task: string;
  attempts: number;
  max_attempts: number;
  last_error: string;
  run_at: string | Date;
  updated_at: string | Date;
};

export interface FailedJob {
  id: string;
  task: string;
  attempts: number;
  maxAttempts: number;
  lastError: string;
  runAt: Date;
  updatedAt: Date;
}

const failedJobOf = (row: QueueJobRow): FailedJob => ({
  id: String(row.id),
  task: row.task,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  lastError: row.last_error,
  runAt: new Date(row.run_at),
  updatedAt: new Date(row.updated_at),
});

/** Jobs whose last attempt failed (given up on, or waiting to retry), latest first. */
export async function failedJobs(db: DatabaseOrTransaction, limit: number): Promise<FailedJob[]> {
  const result = await db.execute<QueueJobRow>(
    sql`select id, task_identifier as task, attempts, max_attempts, last_error, run_at, updated_at from graphile_worker.jobs
        where last_error is not null and locked_at is null order by updated_at desc, id desc limit ${limit}`,
  );
  return result.rows.map(failedJobOf);
}

/** One job of the queue as it stands; undefined when there is none (graphile_worker.jobs is a view: reschedule_jobs locks). */
export async function findJob(db: DatabaseOrTransaction, id: string): Promise<FailedJob | undefined> {
  const result = await db.execute<QueueJobRow>(
    sql`select id, task_identifier as task, attempts, max_attempts, coalesce(last_error, '') as last_error, run_at, updated_at
        from graphile_worker.jobs where id = ${id}::bigint`,
  );
  return result.rows.map(failedJobOf)[0];
}

/** Runs a job again now with its attempts counted afresh; undefined when there is no such job waiting. */
export async function retryJob(db: DatabaseOrTransaction, id: string): Promise<FailedJob | undefined> {
  const rescheduled = await db.execute(
    sql`select id from graphile_worker.reschedule_jobs(array[${id}::bigint], run_at => now(), attempts => 0)`,
  );
  if (rescheduled.rows.length === 0) return undefined;
  const result = await db.execute<QueueJobRow>(
    sql`select id, task_identifier as task, attempts, max_attempts, coalesce(last_error, '') as last_error, run_at, updated_at
        from graphile_worker.jobs where id = ${id}::bigint`,
  );
  return result.rows.map(failedJobOf)[0];
}
