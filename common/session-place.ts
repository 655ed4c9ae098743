// Where a session happens, as My Sessions, the booking success page, the Coach Workspace, the e-mails
// and the calendar file show it (docs/product/bookings-and-payments.md#where-the-session-happens): a
// video session's room (common/video-sessions.ts decides its window and address) or, in person, the
// coach's location.
// The server writes the room's window into the booking's view (`ClientBooking.room`, with roomWindow
// and roomPath); the pages compare it with the clock by roomState.

/** A booking's room as its views carry it: its address and window (null when there is no room). */
export interface SessionRoomLink {
  path: string;
  opensAt: string;
  closesAt: string;
  /** In the client's and the coach's lists: when each of them joined and left, latest first. */
  attendance?: RoomAttendance[];
}

import type { RoomAttendance } from "./video-sessions";

/** The pages' words. */
export const SESSION_PLACE_TEXTS = {
  opensAt: (time: string) => `Opens at ${time}`,
  location: (place: string) => `Location: ${place}`,
  attendance: "Who joined and when",
  joined: (name: string, joinedAt: string, leftAt: string | null) =>
    `${name} joined at ${joinedAt}${leftAt ? `, left at ${leftAt}` : ", still in the room"}`,
} as const;

/** The e-mails' and the calendar's words before the room's full address. */
export const JOIN_LINE_LEAD = "Join your video session:";
export const joinLine = (url: string) => `${JOIN_LINE_LEAD} ${url}`;

/** An in-person session's place: the coach's location, or 'In person' when the coach has none. */
export function inPersonPlace(location: string | null | undefined): string {
  return location?.trim() || "In person";
}
