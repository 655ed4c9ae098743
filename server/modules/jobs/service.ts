// What staff do with background jobs: see the ones that failed, with their last error, and run one
// again (docs/product/staff-portal.md#jobs).
import { jobIdSchema, type AdminFailedJob } from "#common/admin-jobs";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { failedJobs, retryJob, type FailedJob } from "./repository";

export interface JobsAdminService {
  listFailed(): Promise<AdminFailedJob[]>;
  /** 404 when there is no such job waiting (it ran meanwhile, or is running). */
  retry(id: string): Promise<AdminFailedJob>;
}

const LIST_LIMIT = 100;

function toAdminJob(job: FailedJob): AdminFailedJob {
  return {
    id: job.id,
    task: job.task,
    state: job.attempts >= job.maxAttempts ? "failed" : "retrying",
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    runAt: job.runAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

export function createJobsAdminService(db: Database): JobsAdminService {
  return {
    listFailed: async () => (await failedJobs(db, LIST_LIMIT)).map(toAdminJob),
    async retry(id) {
      const job = jobIdSchema.safeParse(id).success ? await retryJob(db, id) : undefined;
      if (!job) throw notFound("Job not found");
      return toAdminJob(job);
    },
  };
}
