// Consultation requests for staff (docs/product/staff-portal.md#consultation-requests): newest first, with
// status (and 'Overdue' for one still pending after 24 hours), coach, contact details and reason; status
// changes follow the transitions of common/consultations.ts; 'Create booking' opens the booking form with the
// request's details (/admin/bookings, the bookings feature).
import { CalendarPlus, Mail, Phone } from "lucide-react";
import { useState } from "react";
import { ADMIN_LIST_PAGE_SIZE, type AdminConsultationRequest } from "#common/admin-coaches";
import { CONSULTATION_STATUS_LABELS, CONSULTATION_TRANSITIONS, type ConsultationStatus } from "#common/consultation-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { OverdueBadge } from "../coach-workspace/overdue-badge";
import { formatWhen, usePagedList } from "./admin-data";

const ACTION_LABEL: Record<ConsultationStatus, string> = {
  pending: "Mark pending",
  contacted: "Mark contacted",
  scheduled: "Mark scheduled",
  closed: "Close",
};
const STATUS_STYLE: Record<string, "default" | "secondary" | "outline" | "muted"> = {
  pending: "default",
  contacted: "secondary",
  scheduled: "outline",
  closed: "muted",
};

export function ConsultationRequests() {
  const list = usePagedList<AdminConsultationRequest>("/api/admin/consultation-requests", ADMIN_LIST_PAGE_SIZE);
  const [changing, setChanging] = useState<string | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();

  const change = async (request: AdminConsultationRequest, status: ConsultationStatus) => {
    setChanging(request.id);
    try {
      await apiRequest("PATCH", `/api/admin/consultation-requests/${request.id}`, { status });
      toast({
        title: "Status Updated",
        description: `${request.firstName} ${request.lastName}: ${CONSULTATION_STATUS_LABELS[status]}.`,
        variant: "success",
      });
      await list.reload();
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({
          title: "Error",
          description: (error instanceof ApiError && error.serverMessage) || "The status could not be changed. Please try again.",
          variant: "destructive",
        });
    } finally {
      setChanging(null);
    }
  };

  return (
    <section aria-labelledby="consultations-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="consultations-heading" className="text-xl font-semibold">
          Consultation Requests
        </h2>
        <p className="text-sm text-muted-foreground">{list.total} in all, newest first</p>
      </div>
      {list.error ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error}
        </p>
      ) : null}
      {list.loading && list.items.length === 0 ? (
        <Skeleton className="h-32 w-full" />
      ) : list.items.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No consultation requests yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Consultation requests">
          {list.items.map((request) => {
            const next = CONSULTATION_TRANSITIONS[request.status as ConsultationStatus] ?? [];
            return (
              <li key={request.id} className="grid gap-3 rounded-lg border p-4" data-testid="consultation-request">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-semibold">
                      {request.firstName} {request.lastName}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      for <span className="font-medium text-foreground">{request.coachName}</span> ·{" "}
                      <time dateTime={request.createdAt}>{formatWhen(request.createdAt)}</time>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {request.overdue ? <OverdueBadge /> : null}
                    <Badge variant={STATUS_STYLE[request.status] ?? "outline"}>
                      {CONSULTATION_STATUS_LABELS[request.status as ConsultationStatus] ?? request.status}
                    </Badge>
                  </div>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a className="inline-flex items-center gap-1 underline-offset-2 hover:underline" href={`mailto:${request.email}`}>
                    <Mail className="size-4" aria-hidden="true" /> {request.email}
                  </a>
                  <a className="inline-flex items-center gap-1 underline-offset-2 hover:underline" href={`tel:${request.phoneNumber}`}>
                    <Phone className="size-4" aria-hidden="true" /> {request.phoneNumber}
                  </a>
                  <span>
                    {request.sessionType} · {request.sessionFormat === "in-person" ? "In-person" : "Virtual"} · {request.location}
                  </span>
                </div>
                <p className="text-sm whitespace-pre-line">{request.reasonForVisit}</p>
                <div className="flex flex-wrap gap-2">
                  {next.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant="outline"
                      disabled={changing === request.id}
                      onClick={() => void change(request, status)}
                      aria-label={`${ACTION_LABEL[status]}: ${request.firstName} ${request.lastName}`}
                    >
                      {ACTION_LABEL[status]}
                    </Button>
                  ))}
                  <Button size="sm" asChild>
                    <a
                      href={`/admin/bookings?fromConsultation=${request.id}`}
                      aria-label={`Create booking for ${request.firstName} ${request.lastName}`}
                    >
                      <CalendarPlus aria-hidden="true" /> Create booking
                    </a>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.items.length < list.total ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void list.loadMore()} disabled={list.loading}>
          Load more requests
        </Button>
      ) : null}
    </section>
  );
}
