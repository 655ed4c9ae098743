// Messages reported to staff (docs/product/staff-portal.md#reported-messages): each with who reported
// it and why, and the reported message with the ones before it as they were when it was reported (the
// only part of a conversation staff ever see); 'Mark resolved' and 'Reopen'. The server decides: this
// only calls the API.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageReport } from "#common/conversations";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { cn } from "../../lib/utils";
import { LocalWhen } from "./local-when";
import { StaffPageHeader } from "./staff-page-header";

function ResolveButton({ report, onDone }: { report: MessageReport; onDone: () => Promise<void> }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);
  const resolved = report.resolvedAt !== null;
  const change = async () => {
    setBusy(true);
    try {
      await apiRequest("PATCH", `/api/admin/message-reports/${report.id}`, { resolved: !resolved });
      await onDone();
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({ title: "Error", description: "The report could not be changed. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void change()} disabled={busy}>
      {resolved ? "Reopen" : "Mark resolved"}
    </Button>
  );
}

export function MessageReports({ reports }: { reports: MessageReport[] }) {
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="reports-heading" className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-8 sm:px-6 lg:px-8">
      <StaffPageHeader
        title="Reported Messages"
        headingId="reports-heading"
        description="Messages people reported, unresolved first, with the messages before them as they were when reported. Conversations are otherwise private to their two people. Times are shown in your time zone."
      />
      {reports.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No reported messages.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Reported messages">
          {reports.map((report) => (
            <li key={report.id} className="grid gap-3 rounded-lg border p-4" data-testid="message-report">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="text-sm">
                  <p className="font-medium">
                    Reported by {report.reporter.name || "a deleted account"} ({report.reporter.role === "client" ? "client" : "coach"}) in
                    a conversation with {report.coach.name || "a removed coach"}
                  </p>
                  <p className="text-muted-foreground">
                    <LocalWhen iso={report.createdAt} />
                    {report.reason ? ` · "${report.reason}"` : " · no reason given"}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={report.resolvedAt ? "secondary" : "default"}>{report.resolvedAt ? "Resolved" : "Open"}</Badge>
                  <ResolveButton report={report} onDone={revalidator.revalidate} />
                </div>
              </div>
              <ol className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm" aria-label="The reported message and the ones before it">
                {report.context.map((entry, index) => (
                  <li key={index} className={cn("rounded-md p-2", entry.reported && "border-2 border-destructive bg-background")}>
                    <p className="text-xs text-muted-foreground">
                      {entry.name || "Deleted account"} ({entry.sender}) · <LocalWhen iso={entry.createdAt} />
                      {entry.reported ? " · reported" : ""}
                    </p>
                    <p className={cn("break-words whitespace-pre-wrap", entry.body === null && "text-muted-foreground italic")}>
                      {entry.body ?? "deleted"}
                    </p>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
