// A session's video room (/sessions/{bookingId}, docs/product/video-sessions.md): before its window
// a countdown, after it 'This session has ended', and while it is open the camera check, then the call.
import { useState } from "react";
import { SESSION_PLACE_TEXTS } from "#common/session-place";
import { VIDEO_SESSION_TEXTS, type SessionRoom } from "#common/video-sessions";
import { Button } from "../../components/ui/button";
import { CallView } from "./call-view";
import { PreJoin, type JoinedMedia } from "./pre-join";
import { formatRoomTime, untilText, useRoomClock } from "./room-times";

function Attendance({ room }: { room: SessionRoom }) {
  if (room.attendance.length === 0) return null;
  const who = (role: "client" | "coach") => (role === room.role ? "You" : room.peer.name);
  return (
    <details className="rounded-lg border px-4 py-2 text-sm">
      <summary className="flex min-h-10 cursor-pointer items-center font-medium">{SESSION_PLACE_TEXTS.attendance}</summary>
      <ul className="mt-2 mb-2 space-y-1 text-muted-foreground">
        {room.attendance.map((entry) => (
          <li key={`${entry.role}-${entry.joinedAt}`}>
            {SESSION_PLACE_TEXTS.joined(
              who(entry.role),
              formatRoomTime(entry.joinedAt, room.timeZone),
              entry.leftAt && formatRoomTime(entry.leftAt, room.timeZone),
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Heading({ room }: { room: SessionRoom }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Session with {room.peer.name}</h1>
      <p className="mt-1 text-muted-foreground">
        {formatRoomTime(room.startsAt, room.timeZone)} · {room.duration} minutes
      </p>
    </div>
  );
}

export function VideoRoom({ room }: { room: SessionRoom }) {
  const { state, now } = useRoomClock(room.opensAt, room.closesAt, room.state);
  const [media, setMedia] = useState<JoinedMedia | null>(null);

  if (media && state === "open") {
    return <CallView room={room} media={media} onLeave={() => setMedia(null)} />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Heading room={room} />
      {state === "early" ? (
        <div className="rounded-xl border bg-muted/40 p-6 text-center" data-testid="room-countdown">
          <p className="text-lg font-semibold">{VIDEO_SESSION_TEXTS.opensAt(formatRoomTime(room.opensAt, room.timeZone))}</p>
          <p className="mt-1 text-muted-foreground" aria-hidden="true">
            {now === null ? "" : untilText(new Date(room.opensAt).getTime() - now)}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Keep this page open: the room opens by itself.</p>
        </div>
      ) : state === "ended" ? (
        <div className="rounded-xl border bg-muted/40 p-6 text-center">
          <p className="text-lg font-semibold">{VIDEO_SESSION_TEXTS.ended}</p>
          <Button asChild variant="outline" className="mt-4">
            <a href={room.role === "coach" ? "/coach/sessions" : "/bookings"}>{room.role === "coach" ? "Your sessions" : "My Sessions"}</a>
          </Button>
        </div>
      ) : (
        <PreJoin peerName={room.peer.name} onJoin={setMedia} />
      )}
      <Attendance room={room} />
    </div>
  );
}
