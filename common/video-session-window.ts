// A video session room's window and address (docs/product/video-sessions.md#who-may-enter-and-when):
// open from 10 minutes before the start to 30 minutes after the end. Apart from video-sessions.ts so
// that the pages listing sessions ('Join session') load only this.

/** The room opens this long before the session's start. */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;
/** The room closes this long after the session's end. */
export const ROOM_CLOSES_AFTER_MS = 30 * 60_000;
export const ROOM_STATES = ["early", "open", "ended"] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

/** The room's window of a session starting at `start` and lasting `durationMinutes`. */
export function roomWindow(start: Date | string, durationMinutes: number): RoomWindow {
  const startMs = new Date(start).getTime();
  return {
    opensAt: new Date(startMs - ROOM_OPENS_BEFORE_MS),
    closesAt: new Date(startMs + durationMinutes * 60_000 + ROOM_CLOSES_AFTER_MS),
  };
}

/** Early before `opensAt`, open from it (included) until `closesAt` (excluded), then ended. */
export function roomState(window: { opensAt: Date | string; closesAt: Date | string }, now: number): RoomState {
  if (now < new Date(window.opensAt).getTime()) return "early";
  return now < new Date(window.closesAt).getTime() ? "open" : "ended";
}

/** A booking has a room when it is a video session that is arranged (not waiting for payment, not cancelled). */
export function hasRoom(booking: { sessionFormat: string; status: string }): boolean {
  return booking.sessionFormat === "video" && booking.status !== "pending" && booking.status !== "cancelled";
}

/** The room's path; e-mails and the calendar file put the site's address before it. */
export const roomPath = (bookingId: string) => `/sessions/${bookingId}`;

/** The button that enters the room, in the room and wherever a session is listed. */
export const JOIN_SESSION = "Join session";
