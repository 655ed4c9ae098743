// Where a session happens, in My Sessions, on the booking success page and in the Coach Workspace
// (docs/product/bookings-and-payments.md#where-the-session-happens): 'Join session' for a video
// session's room, a link from 10 minutes before the start until the room closes; before that an
// inactive look-alike (not focusable, announced as a disabled link) with the time it opens. In person,
// the coach's location. The first state follows the server's clock (the `now` the page's loader
// answers, so the server's HTML and the hydration agree); the browser then follows its own, with one
// timer to the next change. Kept small: /bookings is close to its first-load budget.
import { useEffect, useId, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { ClientBooking } from "#common/bookings";
import { inPersonPlace, SESSION_PLACE_TEXTS, type SessionRoomLink } from "#common/session-place";
import { JOIN_SESSION, roomState } from "#common/video-session-window";
import { formatClockTime } from "#common/zoned-time";
import { buttonVariants } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";

function JoinSession({ room, timeZone }: { room: SessionRoomLink; timeZone: string }) {
  const [now, setNow] = useState(useLoaderData<{ now: number }>().now);
  const state = roomState(room, now);
  const hydrated = useHydrated();
  const noteId = useId();
  useEffect(() => {
    const at = Date.now();
    // The browser's clock may already be past a change the server's was not: then catch up at once.
    // Otherwise wait for the next change (at most 23 days: setTimeout's longest wait is about 24.8).
    const next = roomState(room, at) !== state ? at : [Date.parse(room.opensAt), Date.parse(room.closesAt)].find((t) => t > at);
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - at, 2e9));
    return () => clearTimeout(timer);
  }, [room, state, now]);
  const look = buttonVariants({ size: "sm" });
  return state === "ended" ? null : (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      {state === "open" ? (
        <Link to={room.path} className={look}>
          {JOIN_SESSION}
        </Link>
      ) : (
        <>
          <span role="link" aria-disabled="true" aria-describedby={noteId} className={`${look} cursor-not-allowed opacity-50`}>
            {JOIN_SESSION}
          </span>
          <span id={noteId} className="text-sm text-muted-foreground">
            {SESSION_PLACE_TEXTS.opensAt(formatClockTime(room.opensAt, hydrated ? undefined : timeZone))}
          </span>
        </>
      )}
    </div>
  );
}

/** When each person joined and left the room (the lists' bookings carry it), by name, latest first. */
function Attendance({ booking }: { booking: ClientBooking }) {
  const hydrated = useHydrated();
  const time = (at: string) => formatClockTime(at, hydrated ? undefined : booking.timeZone);
  const { coach } = booking;
  return (
    <ul aria-label={SESSION_PLACE_TEXTS.attendance} className="mt-2 text-sm text-muted-foreground">
      {booking.room?.attendance?.map((entry) => (
        <li key={entry.role + entry.joinedAt}>
          {SESSION_PLACE_TEXTS.joined(
            entry.role === "coach" ? `${coach.firstName} ${coach.lastName}` : `${booking.firstName} ${booking.lastName}`,
            time(entry.joinedAt),
            entry.leftAt && time(entry.leftAt),
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Join session' (video) and who joined when, or the location (in person); nothing for a cancelled
 * session or a video session without a room. The page's loader answers `now`.
 */
export function SessionPlace({ booking }: { booking: ClientBooking }) {
  return booking.status === "cancelled" ? null : booking.sessionFormat === "in-person" ? (
    <p className="mt-2 text-sm">{SESSION_PLACE_TEXTS.location(inPersonPlace(booking.coach.location))}</p>
  ) : booking.room ? (
    <>
      <JoinSession room={booking.room} timeZone={booking.timeZone} />
      {booking.room.attendance?.length ? <Attendance booking={booking} /> : null}
    </>
  ) : null;
}
