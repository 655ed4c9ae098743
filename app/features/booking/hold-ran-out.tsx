// Checkout when the 15 minutes to pay have run out: the page says so, and instead of a dead end it
// offers the coach's free times (the time picker); holding one anew (POST /api/bookings, the same
// session type and format) opens its checkout.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ClientBooking, ClientBookingCreated } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { ApiError, apiRequest } from "../../lib/api";
import { browserZone } from "../scheduling/browser-zone";
import { TimePicker } from "../scheduling/time-picker";

export function HoldRanOut({ booking }: { booking: ClientBooking }) {
  const navigate = useNavigate();
  const [start, setStart] = useState("");
  const [refreshKey, setRefreshKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;

  async function holdAgain() {
    if (!start) return setProblem("Please pick a time from the list.");
    setBusy(true);
    setProblem(null);
    try {
      const body = {
        coachId: booking.coach.id,
        start,
        sessionType: booking.sessionType,
        sessionFormat: booking.sessionFormat,
        timeZone: browserZone(),
      };
      const created = (await (await apiRequest("POST", "/api/bookings", body)).json()) as ClientBookingCreated;
      await navigate(`/checkout/${created.id}`);
    } catch (error) {
      setProblem(
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.",
      );
      setStart("");
      setRefreshKey((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="hold-ran-out" className="flex flex-col gap-4">
      <p id="hold-ran-out" role="alert" className="font-semibold">
        The time held for you has run out, so it was let go.
      </p>
      <p className="text-sm text-muted-foreground">Pick another time with {coachName}: we hold it for you again while you pay.</p>
      <TimePicker
        coachId={booking.coach.id}
        duration={50}
        value={start}
        onChange={setStart}
        refreshKey={refreshKey}
        label="Session times"
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="button" size="lg" onClick={() => void holdAgain()} disabled={busy}>
        {busy ? "Holding your time..." : "Hold this time"}
      </Button>
      <Link to={`/coaches/${booking.coach.id}`} className="text-sm font-medium text-primary hover:underline">
        Back to {coachName}'s profile
      </Link>
    </section>
  );
}
