// Background jobs that failed, for staff (docs/product/staff-portal.md#jobs): each with its name,
// state, attempts and last error, and 'Retry', which runs it again now. The server decides: this
// only calls the API.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminFailedJob } from "#common/admin-jobs";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { LocalWhen } from "./local-when";
import { StaffPageHeader } from "./staff-page-header";

function RetryButton({ job, onRetried }: { job: AdminFailedJob; onRetried: () => Promise<void> }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/admin/jobs/${job.id}/retry`);
      toast({ title: "Job queued again", description: `${job.task} runs again now.`, variant: "success" });
      await onRetried();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message = error instanceof ApiError && error.status === 404 ? error.serverMessage : undefined;
      toast({ title: "Job not queued", description: message ?? "The job could not be queued. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void retry()} disabled={busy} aria-label={`Retry ${job.task} job ${job.id}`}>
      Retry
    </Button>
  );
}

export function FailedJobs({ jobs }: { jobs: AdminFailedJob[] }) {
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="jobs-heading" className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-8 sm:px-6 lg:px-8">
      <StaffPageHeader
        title="Failed Jobs"
        headingId="jobs-heading"
        description="Background jobs whose last attempt failed, latest first. Times are shown in your time zone."
      />
      {jobs.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No failed jobs.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Failed jobs">
          {jobs.map((job) => (
            <li key={job.id} className="grid gap-2 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center" data-testid="failed-job">
              <div className="min-w-0">
                <p className="font-medium">
                  {job.task} <span className="text-muted-foreground">#{job.id}</span>
                </p>
                <p className="text-muted-foreground">
                  {job.attempts} of {job.maxAttempts} attempts · {job.state === "retrying" ? "next attempt" : "last due"}{" "}
                  <LocalWhen iso={job.runAt} />
                </p>
                <p className="[overflow-wrap:anywhere] text-destructive">Last error: {job.lastError}</p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={job.state === "failed" ? "default" : "secondary"}>{job.state === "failed" ? "Failed" : "Retrying"}</Badge>
                <RetryButton job={job} onRetried={revalidator.revalidate} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
