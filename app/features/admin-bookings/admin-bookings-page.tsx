// Staff bookings (/admin/bookings): every booking, newest first and paged, with the changes each
// allows; 'New Booking' opens the form, which opens by itself, prefilled, when the page is reached
// from a consultation request (?fromConsultation={id}, the admin portal's 'Create booking' link).
import { Plus } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paymentStatusLabel } from "#common/booking-states";
import type { AdminBookingView, BookingFormData } from "#common/bookings";
import { formatDollars } from "#common/money";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError, apiRequest, getJson } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { BookingStatusBadge } from "../booking/booking-status-badge";
import { SessionTime } from "../booking/session-time";
import { BookingActions } from "./booking-actions";
import { BookingForm } from "./booking-form";

const PAGE_SIZE = 20;

type ListState = { state: "loading" } | { state: "failed" } | { state: "ready"; items: AdminBookingView[]; total: number };

export function AdminBookingsPage() {
  const [params, setParams] = useSearchParams();
  const fromConsultation = params.get("fromConsultation") ?? "";
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const handleUnauthorized = useUnauthorizedHandler();
  const [list, setList] = useState<ListState>({ state: "loading" });
  const [formOpen, setFormOpen] = useState(Boolean(fromConsultation));
  const [formData, setFormData] = useState<BookingFormData | null>(null);
  const [formError, setFormError] = useState("");
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET", `/api/admin/bookings?limit=${PAGE_SIZE}&offset=${offset}`, undefined, { signal: controller.signal })
      .then(async (response) =>
        setList({
          state: "ready",
          items: (await response.json()) as AdminBookingView[],
          total: Number(response.headers.get("x-total-count") ?? 0),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted || handleUnauthorized(error)) return;
        setList({ state: "failed" });
      });
    return () => controller.abort();
  }, [offset, reload, handleUnauthorized]);

  useEffect(() => {
    if (!formOpen) return;
    const controller = new AbortController();
    const query = fromConsultation ? `?fromConsultation=${encodeURIComponent(fromConsultation)}` : "";
    getJson<BookingFormData>(`/api/admin/bookings/form-data${query}`, { signal: controller.signal })
      .then((data) => data && setFormData(data))
      .catch((error: unknown) => {
        if (controller.signal.aborted || handleUnauthorized(error)) return;
        setFormError(
          error instanceof ApiError && error.status === 404
            ? "That consultation request no longer exists."
            : "The form could not be loaded. Please try again.",
        );
      });
    return () => controller.abort();
  }, [formOpen, fromConsultation, handleUnauthorized]);

  const closeForm = useCallback(
    (open: boolean) => {
      setFormOpen(open);
      if (!open && fromConsultation) {
        const next = new URLSearchParams(params);
        next.delete("fromConsultation");
        setParams(next, { replace: true });
      }
    },
    [fromConsultation, params, setParams],
  );

  const replaceItem = (updated: AdminBookingView) =>
    setList((l) => (l.state === "ready" ? { ...l, items: l.items.map((b) => (b.id === updated.id ? updated : b)) } : l));

  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    if (nextOffset > 0) next.set("offset", String(nextOffset));
    else next.delete("offset");
    setParams(next);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/admin" className="-my-2.5 inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline">
        ← Admin Portal
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Bookings</h1>
          <p className="mt-1 text-muted-foreground">Sessions arranged for clients, newest first. Times are shown in your time zone.</p>
        </div>
        <Button
          onClick={() => {
            setFormData(null);
            setFormError("");
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" /> New Booking
        </Button>
      </div>

      <Dialog open={formOpen} onOpenChange={closeForm}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>New Booking</DialogTitle>
            <DialogDescription>
              The client is e-mailed the link to pay (or, for a free session, the booking) with a calendar invitation.
            </DialogDescription>
          </DialogHeader>
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : formData ? (
            <BookingForm
              coaches={formData.coaches}
              prefill={formData.prefill}
              onUnauthorized={handleUnauthorized}
              onCreated={() => {
                closeForm(false);
                if (offset > 0) goTo(0);
                else setReload((n) => n + 1);
              }}
            />
          ) : (
            <Skeleton className="h-96 w-full" />
          )}
        </DialogContent>
      </Dialog>

      <div className="mt-8">
        {list.state === "loading" ? (
          <div role="status" aria-label="Loading bookings" className="flex flex-col gap-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : list.state === "failed" ? (
          <p role="alert" className="text-destructive">
            Failed to load bookings. Please try again.
          </p>
        ) : list.items.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            No bookings yet. Create the first one with New Booking.
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label="Bookings">
              {list.items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} onChanged={replaceItem} onUnauthorized={handleUnauthorized} />
              ))}
            </ul>
            <nav className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label="Pages">
              <span className="text-muted-foreground">
                Showing {offset + 1}–{offset + list.items.length} of {list.total}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => goTo(Math.max(0, offset - PAGE_SIZE))}>
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= list.total} onClick={() => goTo(offset + PAGE_SIZE)}>
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}

function BookingRow({
  booking,
  onChanged,
  onUnauthorized,
}: {
  booking: AdminBookingView;
  onChanged(b: AdminBookingView): void;
  onUnauthorized(e: unknown): boolean;
}) {
  const who = `${booking.firstName} ${booking.lastName}`;
  return (
    <li
      className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm md:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center"
      aria-label={`Booking of ${who}`}
    >
      <div className="min-w-0">
        <SessionTime iso={booking.scheduledDate} timeZone={booking.timeZone} className="font-semibold" />
        <p className="text-xs text-muted-foreground">
          Arranged in {booking.timeZone.replace(/_/g, " ")} · {booking.duration} min ·{" "}
          {booking.sessionFormat === "in-person" ? "In-person" : "Video"}
        </p>
      </div>
      <div className="min-w-0">
        <p className="font-medium">{who}</p>
        <p className="truncate text-sm text-muted-foreground">{booking.email}</p>
        <p className="text-xs text-muted-foreground">
          {booking.clientId ? "Linked to an account" : "No account yet (linked when one is created)"}
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p>
          {booking.sessionType} with {booking.coach.firstName} {booking.coach.lastName}
          {booking.coachIsActive ? "" : " (inactive coach)"}
        </p>
        <p className="text-muted-foreground">
          {booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)} ·{" "}
          {paymentStatusLabel(booking.paymentStatus, booking.amountCents)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 md:justify-end">
        <BookingStatusBadge booking={booking} />
        <BookingActions booking={booking} onChanged={onChanged} onUnauthorized={onUnauthorized} />
      </div>
    </li>
  );
}
