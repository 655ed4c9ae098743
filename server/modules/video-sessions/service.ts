// Video session rooms (docs/product/video-sessions.md): one per video booking that is arranged, for
// its client (bookings.client_id) and the account of its coach (coaches.user_id) only: anyone else,
// staff included, gets 404 as for an unknown booking, and so does a booking without a room (in
// person, waiting for payment, cancelled). The room is open from 10 minutes before the start to 30
// minutes after the end (common/video-sessions.ts); outside it nothing is relayed (409). The media
// goes between the two browsers; the server relays the signalling (live.ts) and keeps only when each
// person joined and left.
import type { SessionUser } from "#common/auth";
import type { SessionRoomLink } from "#common/session-place";
import { isUuid } from "#common/uuid";
import {
  hasRoom,
  roomState,
  roomWindow,
  VIDEO_SESSION_TEXTS,
  type RoomAttendance,
  type RoomWindow,
  type SessionRoom,
  type SignalInput,
} from "#common/video-sessions";
import type { VideoSettings } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { AppError, conflict, notFound, tooManyRequests } from "../../lib/errors";
import { describeWait, type RateLimiter, type RateLimitRule } from "../rate-limits/service";
import { iceServersFor } from "./ice-servers";
import { announceSignal, signalPayloads } from "./notices";
import * as repository from "./repository";
import type { AttendanceRow, RoomBooking, SessionRole } from "./repository";

export type { AttendanceRow } from "./repository";

export interface VideoSessionsDeps {
  db: Database;
  video: VideoSettings;
  rateLimiter: RateLimiter;
  /** Signals an account may send in a window (RATE_LIMIT_SIGNALS_PER_ACCOUNT). */
  signalLimit: RateLimitRule;
  now: () => number;
}

/** A person let into an open room: what the signalling stream needs. */
export interface RoomEntry {
  bookingId: string;
  userId: string;
  role: SessionRole;
  closesAt: Date;
}

type Caller = Pick<SessionUser, "id">;

const sessionNotFound = () => notFound(VIDEO_SESSION_TEXTS.notFound);

/** The caller's side of the booking, or null when it is not theirs. */
function roleOf(booking: RoomBooking, caller: Caller): SessionRole | null {
  if (booking.clientId !== null && booking.clientId === caller.id) return "client";
  if (booking.coachUserId !== null && booking.coachUserId === caller.id) return "coach";
  return null;
}

const peerNameOf = (booking: RoomBooking, role: SessionRole) =>
  (role === "client" ? `${booking.coachFirstName} ${booking.coachLastName}` : `${booking.firstName} ${booking.lastName}`).trim();

const toRoomAttendance = (row: AttendanceRow): RoomAttendance => ({
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
  leftAt: row.leftAt ? row.leftAt.toISOString() : null,
});

/**
 * Adds to each booking's room when each person joined and left, latest first: the session's details in
 * My Sessions and the Coach Workspace. The caller decides who may see which booking.
 */
export async function withAttendance<T extends { id: string; room: SessionRoomLink | null }>(
  db: DatabaseOrTransaction,
  views: T[],
  at: Date,
): Promise<T[]> {
  const rows = await repository.listAttendance(
    db,
    views.filter((view) => view.room).map((view) => view.id),
    at,
  );
  return views.map((view) =>
    view.room
      ? { ...view, room: { ...view.room, attendance: rows.filter((row) => row.bookingId === view.id).map(toRoomAttendance) } }
      : view,
  );
}

export type VideoSessionsService = ReturnType<typeof createVideoSessionsService>;

export function createVideoSessionsService(deps: VideoSessionsDeps) {
  const { db, now } = deps;

  /** The booking's room and the caller's side of it; 404 when it is not theirs or has no room. */
  async function ownRoom(caller: Caller, bookingId: string): Promise<{ booking: RoomBooking; role: SessionRole; window: RoomWindow }> {
    if (!isUuid(bookingId)) throw sessionNotFound();
    const booking = await repository.findRoomBooking(db, bookingId);
    const role = booking ? roleOf(booking, caller) : null;
    if (!booking || !role || !hasRoom(booking)) throw sessionNotFound();
    return { booking, role, window: roomWindow(booking.scheduledDate, booking.duration) };
  }

  function requireOpen(window: RoomWindow) {
    if (roomState(window, now()) !== "open") throw conflict(VIDEO_SESSION_TEXTS.notOpen);
  }

  async function room(caller: Caller, bookingId: string): Promise<SessionRoom> {
    const { booking, role, window } = await ownRoom(caller, bookingId);
    const attendance = await repository.listAttendance(db, [booking.id], new Date(now()));
    return {
      bookingId: booking.id,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      state: roomState(window, now()),
      startsAt: booking.scheduledDate.toISOString(),
      duration: booking.duration,
      timeZone: role === "client" ? (booking.clientTimeZone ?? booking.timeZone) : booking.timeZone,
      role,
      peer: { name: peerNameOf(booking, role) },
      iceServers: iceServersFor(deps.video, caller.id, window, now()),
      attendance: attendance.map(toRoomAttendance),
    };
  }

  return {
    /** `GET /api/sessions/{bookingId}`. */
    room,

    /** The room's page (AppServices.videoSessions): the same room, or null where the API answers 404. */
    async findRoom(viewer: { userId: string }, bookingId: string): Promise<SessionRoom | null> {
      return room({ id: viewer.userId }, bookingId).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
    },

    /** Lets the caller into the open room (the signalling stream); 404 as above, 409 outside the window. */
    async enter(caller: Caller, bookingId: string): Promise<RoomEntry> {
      const { booking, role, window } = await ownRoom(caller, bookingId);
      requireOpen(window);
      return { bookingId: booking.id, userId: caller.id, role, closesAt: window.closesAt };
    },

    /**
     * Relays a signal to the other person's streams in every process, as it came: never stored, never
     * logged. Counted against the sender's account (429 past RATE_LIMIT_SIGNALS_PER_ACCOUNT).
     */
    async relay(caller: Caller, bookingId: string, signal: SignalInput): Promise<void> {
      const { booking, role, window } = await ownRoom(caller, bookingId);
      const counted = await deps.rateLimiter.consume(deps.signalLimit, caller.id);
      if (!counted.allowed) {
        throw tooManyRequests(
          `Too many signals. Please try again in ${describeWait(counted.retryAfterSeconds)}.`,
          counted.retryAfterSeconds,
        );
      }
      requireOpen(window);
      await announceSignal(db, signalPayloads(booking.id, role, signal));
    },

    listAttendance: (bookingIds: string[]) => repository.listAttendance(db, bookingIds, new Date(now())),
  };
}
