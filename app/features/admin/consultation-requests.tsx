// Consultation requests for staff (docs/product/staff-portal.md#consultation-requests): newest first, with
// status (and 'Overdue' for one still pending after 24 hours), coach, contact details and reason; status
// changes follow the transitions of common/consultations.ts; 'Create booking' opens the booking form with the
// request's details (/admin/bookings, the bookings feature). One request is drawn by
// consultation-request-item.tsx.
import { useState } from "react";
import { ADMIN_LIST_PAGE_SIZE, type AdminConsultationRequest } from "#common/admin-coaches";
import type { Page } from "#common/coaches";
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from "#common/consultation-states";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { usePagedList } from "./admin-data";
import { ConsultationRequestItem } from "./consultation-request-item";

/** `first`: the loader's first page; a status change reloads the page's data. */
export function ConsultationRequests({ first }: { first: Page<AdminConsultationRequest> }) {
  const list = usePagedList("/api/admin/consultation-requests", ADMIN_LIST_PAGE_SIZE, first);
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
      {list.items.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No consultation requests yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Consultation requests">
          {list.items.map((request) => (
            <ConsultationRequestItem
              key={request.id}
              request={request}
              changing={changing === request.id}
              onChange={(status) => void change(request, status)}
            />
          ))}
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
