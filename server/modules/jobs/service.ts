// What staff do with background jobs: see the ones that failed, with their last error, and run one
// again (docs/product/staff-portal.md#jobs).
import { jobIdSchema, type AdminFailedJob } from "#common/admin-jobs";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { failedJobs, findJob, retryJob, type FailedJob } from "./repository";

export interface JobsAdminService {
  listFailed(): Promise<AdminFailedJob[]>;
  /** 404 when there is no such job waiting (it ran meanwhile, or is running). */
  retry(id: string, actor: AuditActor): Promise<AdminFailedJob>;
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
    async retry(id, actor) {
      if (!jobIdSchema.safeParse(id).success) throw notFound("Job not found");
      const job = await db.transaction(async (tx) => {
        const before = await findJob(tx, id);
        const retried = before && (await retryJob(tx, id));
        if (!before || !retried) return undefined;
        const fields = ({ attempts, lastError, runAt }: FailedJob) => ({ task: before.task, attempts, lastError, runAt });
        await recordAuditEvent(tx, {
          actor,
          action: "job.retry",
          entity: "job",
          entityId: id,
          before: fields(before),
          after: fields(retried),
        });
        return retried;
      });
      if (!job) throw notFound("Job not found");
      return toAdminJob(job);
    },
  };
}
