// The coach's sessions (/coach/sessions): upcoming (soonest first) and past (latest first), each with
// its time in the viewer's zone (named), client, status and payment badges, and the changes the
// state machine allows now (confirm, reschedule, cancel, completed, no-show; the staff actions,
// through the coach API). 'New session' opens the staff booking form without the coach picker; it
// opens by itself, prefilled, when the page is reached from a request (?fromRequest={id}). Each session
// shows where it happens: 'Join session' for a video session's room, the location in person.
import { Mail, Phone, Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { paymentStatusLabel } from "#common/booking-states";
import type { CoachBookingFormData, CoachBookingView, CoachSessions } from "#common/bookings";
import { formatDollars } from "#common/money";
import { Button } from "../../components/ui/button";
import { useUnauthorizedHandler } from "../../lib/auth";
import { BookingActionsLauncher } from "../admin-bookings/booking-actions-launcher";
import { StaffBookingRow } from "../admin-bookings/staff-booking-row";
import { onDemand } from "../../lib/on-demand";
import { BookingStatusBadge } from "../booking/booking-status-badge";
import { SessionPlace } from "../booking/session-place";
import { SessionSpan } from "../booking/session-time";

// The 'New session' dialog and its form (schema, pickers and menus) are fetched when 'New session' is
// pointed at or opened, or at once when the page is opened from a request.
const NewSession = onDemand(() =>
  import("./new-session-dialog").then((module) => {
    module.preloadBookingForm();
    return module.NewSessionDialog;
  }),
);

export function CoachSessionsPage({
  sessions,
  form,
  formError,
}: {
  sessions: CoachSessions;
  form: CoachBookingFormData;
  formError: string;
}) {
  const [params, setParams] = useSearchParams();
  const fromRequest = params.get("fromRequest") ?? "";
  const [formOpen, setFormOpen] = useState(Boolean(fromRequest));
  // Mounted from its first opening on, so that closing it fades out and gives focus back.
  const [formUsed, setFormUsed] = useState(formOpen);
  const handleUnauthorized = useUnauthorizedHandler();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  const setOpen = (open: boolean) => {
    setFormOpen(open);
    if (open) setFormUsed(true);
    if (!open && fromRequest) {
      const next = new URLSearchParams(params);
      next.delete("fromRequest");
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Sessions</h2>
          <p className="text-sm text-muted-foreground">Your sessions with clients. Times are shown in your time zone.</p>
        </div>
        <Button
          onClick={() => setOpen(true)}
          onPointerEnter={NewSession.preload}
          onFocus={NewSession.preload}
          disabled={!form.coach.isActive}
        >
          <Plus aria-hidden="true" /> New session
        </Button>
      </div>
      {form.coach.isActive ? null : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          Your profile is not live, so new sessions cannot be arranged until it is published again.
        </p>
      )}

      {formUsed ? (
        <Suspense fallback={null}>
          <NewSession.Component
            open={formOpen}
            setOpen={setOpen}
            form={form}
            formError={formError}
            fromRequest={fromRequest}
            onUnauthorized={handleUnauthorized}
            onCreated={refresh}
          />
        </Suspense>
      ) : null}

      {[
        { title: "Upcoming", empty: "No upcoming sessions. Create one with New session.", items: sessions.upcoming },
        { title: "Past", empty: "No past sessions yet.", items: sessions.past },
      ].map((list) => (
        <SessionList key={list.title} {...list} onChanged={refresh} onUnauthorized={handleUnauthorized} />
      ))}
    </div>
  );
}

function SessionList({
  title,
  empty,
  items,
  onChanged,
  onUnauthorized,
}: {
  title: string;
  empty: string;
  items: CoachBookingView[];
  onChanged(): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const headingId = `sessions-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((booking) => (
            <SessionRow key={booking.id} booking={booking} onChanged={onChanged} onUnauthorized={onUnauthorized} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionRow({
  booking,
  onChanged,
  onUnauthorized,
}: {
  booking: CoachBookingView;
  onChanged(): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const who = `${booking.firstName} ${booking.lastName}`;
  return (
    <StaffBookingRow
      booking={booking}
      label={`Session with ${who}`}
      timeNote={<SessionSpan iso={booking.scheduledDate} duration={booking.duration} timeZone={booking.timeZone} />}
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium">{who}</p>
        <a
          className="-my-1 inline-flex min-h-10 max-w-full items-center gap-1.5 break-all text-muted-foreground hover:underline"
          href={`mailto:${booking.email}`}
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" /> {booking.email}
        </a>
        {booking.phoneNumber ? (
          <a
            className="-my-1 flex min-h-10 items-center gap-1.5 text-muted-foreground hover:underline"
            href={`tel:${booking.phoneNumber.replace(/[^\d+]/g, "")}`}
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" /> {booking.phoneNumber}
          </a>
        ) : null}
      </div>
      <div className="min-w-0 text-sm">
        <p>{booking.sessionType}</p>
        <p className="text-muted-foreground">{booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)}</p>
        <SessionPlace booking={booking} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 md:justify-end">
        <div className="flex flex-wrap gap-1.5">
          <BookingStatusBadge booking={booking} />
          <span className="inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold">
            {paymentStatusLabel(booking.paymentStatus, booking.amountCents)}
          </span>
        </div>
        <BookingActionsLauncher booking={booking} coachApi onChanged={onChanged} onUnauthorized={onUnauthorized} />
      </div>
    </StaffBookingRow>
  );
}
