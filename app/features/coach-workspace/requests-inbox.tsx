// The coach's consultation requests (/coach): newest first, filtered by status (a labelled select
// that reloads the page's data through the URL, ?status=…), and 'Load more' for the next page from
// GET /api/coach/consultations. The first page comes from the loader, so the inbox is in the HTML.
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { Page } from "#common/coaches";
import {
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  COACH_REQUESTS_PAGE_SIZE,
  type CoachConsultationRequest,
} from "#common/consultation-states";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { useHydrated } from "../../lib/use-hydrated";
import { RequestCard } from "./request-card";

export function RequestsInbox({ first, status }: { first: Page<CoachConsultationRequest>; status: string }) {
  const [items, setItems] = useState(first.items);
  const [total, setTotal] = useState(first.total);
  const [loadingMore, setLoadingMore] = useState(false);
  const handleUnauthorized = useUnauthorizedHandler();
  const navigation = useNavigation();

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const query = new URLSearchParams({
        limit: String(COACH_REQUESTS_PAGE_SIZE),
        offset: String(items.length),
        ...(status ? { status } : {}),
      });
      const response = await apiRequest("GET", `/api/coach/consultations?${query}`);
      const next = (await response.json()) as CoachConsultationRequest[];
      setItems((current) => [...current, ...next.filter((r) => !current.some((c) => c.id === r.id))]);
      setTotal(Number(response.headers.get("x-total-count") ?? total));
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({ title: "Error", description: "More requests could not be loaded. Please try again.", variant: "destructive" });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="requests-heading" className="grid gap-4">
      <RequestsHeading total={total} status={status} />

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {status
            ? "No requests with this status."
            : "No consultation requests yet. When a visitor asks for a consultation on your profile, it appears here and we e-mail you."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Consultation requests" aria-busy={navigation.state === "loading" || undefined}>
          {items.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onUnauthorized={handleUnauthorized}
              onChanged={(updated) => setItems((current) => current.map((r) => (r.id === updated.id ? updated : r)))}
            />
          ))}
        </ul>
      )}
      {items.length < total ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </section>
  );
}

/** The count of requests shown and the status filter, which reloads the page's data through the URL. */
function RequestsHeading({ total, status }: { total: number; status: string }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id="requests-heading" className="text-xl font-semibold">
          Requests
        </h2>
        <p className="text-sm text-muted-foreground">
          {total} {total === 1 ? "request" : "requests"}
          {status ? ` ${CONSULTATION_STATUS_LABELS[status as keyof typeof CONSULTATION_STATUS_LABELS]?.toLowerCase() ?? status}` : ""},
          newest first. Reply within 24 hours: later ones are marked overdue.
        </p>
      </div>
      <Form method="get" className="flex items-end gap-2" onChange={(event) => submit(event.currentTarget, { replace: true })}>
        <div className="grid gap-1.5">
          <Label htmlFor="request-status-filter">Status</Label>
          <NativeSelect id="request-status-filter" name="status" defaultValue={status} className="min-w-40">
            <option value="">All requests</option>
            {CONSULTATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CONSULTATION_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Before the page is interactive the select cannot submit itself. */}
        {hydrated ? null : (
          <Button type="submit" variant="outline">
            Show
          </Button>
        )}
      </Form>
    </div>
  );
}
