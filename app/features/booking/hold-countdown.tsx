// The 15 minutes a client's own booking holds its time for payment, on checkout: 'Held for you until
// {time}' with a live countdown, and whether the hold has run out (then the page offers other times
// instead of the card form). The server's HTML names the time in the zone the session was arranged in
// (it cannot know the visitor's); the browser names it in the visitor's own, both with the zone.
import { useEffect, useState } from "react";
import type { ClientBooking } from "#common/bookings";
import { useHydrated } from "../../lib/use-hydrated";

export interface Hold {
  /** When the hold ends (null when nothing is held: paid, free, or arranged by staff or the coach). */
  expiresAt: string | null;
  /** Milliseconds left, counted every second. */
  left: number;
  ranOut: boolean;
}

export function useHold(booking: Pick<ClientBooking, "holdExpiresAt" | "holdReleased">): Hold {
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = booking.holdExpiresAt;
  const left = expiresAt ? Math.max(0, Date.parse(expiresAt) - now) : 0;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return { expiresAt, left, ranOut: booking.holdReleased || (expiresAt !== null && left === 0) };
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

export function HoldNotice({ expiresAt, left, timeZone }: { expiresAt: string; left: number; timeZone: string }) {
  const hydrated = useHydrated();
  const until = new Intl.DateTimeFormat("en-US", {
    timeZone: hydrated ? undefined : timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(expiresAt));
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="hold-notice">
      Held for you until <time dateTime={expiresAt}>{until}</time>{" "}
      {/* Not read out every second; the page says so when the time runs out. */}
      <span role="timer" aria-live="off" className="font-semibold tabular-nums">
        ({minutesAndSeconds(left)} left)
      </span>
    </p>
  );
}
