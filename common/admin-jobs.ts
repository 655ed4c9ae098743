// Staff's view of background jobs that failed (GET /api/admin/jobs): given up on, or failing and
// waiting for their next attempt, each with its last error; POST /api/admin/jobs/{id}/retry runs one
// again now, with its attempts counted afresh.
import { z } from "zod";

export interface AdminFailedJob {
  id: string;
  /** The job's name in the registry, e.g. "mail.deliver". */
  task: string;
  /** "failed": given up after its last attempt; "retrying": failed, with attempts left. */
  state: "failed" | "retrying";
  attempts: number;
  maxAttempts: number;
  lastError: string;
  /** When it runs next (retrying), or when it was last due (failed). */
  runAt: string;
  updatedAt: string;
}

/** A job's id as the queue numbers them; anything else is no job (404). */
export const jobIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);
