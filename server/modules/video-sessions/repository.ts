// The only SQL of video sessions: the booking behind a room (with its coach's name and account) and the
// attendance rows, when each person joined and left. Nothing else of a session is stored.
import { and, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { RoomAttendance } from "#common/video-sessions";
import type { DatabaseOrTransaction } from "../../db/client";
import { bookings, coaches, videoSessionAttendance } from "../../db/schema";

export type SessionRole = RoomAttendance["role"];

/** What a room needs of its booking. */
export interface RoomBooking {
  id: string;
  clientId: string | null;
  firstName: string;
  lastName: string;
  sessionFormat: string;
  status: string;
  scheduledDate: Date;
  duration: number;
  timeZone: string;
  clientTimeZone: string | null;
  coachUserId: string | null;
  coachFirstName: string;
  coachLastName: string;
}

export async function findRoomBooking(db: DatabaseOrTransaction, bookingId: string): Promise<RoomBooking | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      sessionFormat: bookings.sessionFormat,
      status: bookings.status,
      scheduledDate: bookings.scheduledDate,
      duration: bookings.duration,
      timeZone: bookings.timeZone,
      clientTimeZone: bookings.clientTimeZone,
      coachUserId: coaches.userId,
      coachFirstName: coaches.firstName,
      coachLastName: coaches.lastName,
    })
    .from(bookings)
    .innerJoin(coaches, eq(coaches.id, bookings.coachId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * A stream's process refreshes its row's `seen_at` this often (with the stream's keep-alive); a row
 * still open but not seen for PRESENCE_LOST_MS belongs to a process that died (killed, or cut off from
 * the database): its person left at about `seen_at`.
 */
export const PRESENCE_INTERVAL_MS = 25_000;
export const PRESENCE_LOST_MS = 3 * PRESENCE_INTERVAL_MS;

const lostBefore = (at: Date) => new Date(at.getTime() - PRESENCE_LOST_MS);

/** One person's time in a room. */
export interface AttendanceRow {
  bookingId: string;
  role: SessionRole;
  joinedAt: Date;
  leftAt: Date | null;
}

/**
 * When each person of these bookings joined and left their rooms, latest first (flat: group by
 * bookingId). For My Sessions and the Coach Workspace as well as the room itself.
 */
export async function listAttendance(db: DatabaseOrTransaction, bookingIds: string[], at: Date): Promise<AttendanceRow[]> {
  if (bookingIds.length === 0) return [];
  const { leftAt, seenAt } = videoSessionAttendance;
  const rows = await db
    .select({
      bookingId: videoSessionAttendance.bookingId,
      role: videoSessionAttendance.role,
      joinedAt: videoSessionAttendance.joinedAt,
      // A row whose process died counts as left when it was last seen.
      leftAt: sql<Date | null>`coalesce(${leftAt}, case when ${seenAt} < ${lostBefore(at)} then ${seenAt} end)`.mapWith(
        videoSessionAttendance.leftAt,
      ),
    })
    .from(videoSessionAttendance)
    .where(inArray(videoSessionAttendance.bookingId, bookingIds))
    .orderBy(desc(videoSessionAttendance.joinedAt), desc(videoSessionAttendance.id));
  return rows.map((row) => ({ ...row, role: row.role as SessionRole }));
}

/**
 * A person enters: their earlier rows still open (a stream in another tab or process, replaced now)
 * are closed, and a new open row is written. Entries to one room are taken one at a time (an
 * advisory lock for the transaction), so of two tabs opening at once the later one replaces the
 * earlier, and of two people entering at once the later one sees the earlier. Rows of either person
 * whose process died are closed at the time they were last seen. Answers the rows it closed and
 * whether the other person is in the room (an open row still seen).
 */
export async function recordJoin(
  tx: DatabaseOrTransaction,
  row: { id: string; bookingId: string; userId: string; role: SessionRole; at: Date },
): Promise<{ replaced: string[]; peerPresent: boolean }> {
  const { id, bookingId, userId, role, at } = row;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`video-room:${bookingId}`}, 0))`);
  const { bookingId: ofRoom, role: roleOfRow, leftAt, seenAt } = videoSessionAttendance;
  const ofBooking = and(eq(ofRoom, bookingId), isNull(leftAt));
  await tx
    .update(videoSessionAttendance)
    .set({ leftAt: seenAt })
    .where(and(ofBooking, lt(seenAt, lostBefore(at))));
  const replaced = await tx
    .update(videoSessionAttendance)
    .set({ leftAt: at })
    .where(and(ofBooking, eq(roleOfRow, role)))
    .returning({ id: videoSessionAttendance.id });
  await tx.insert(videoSessionAttendance).values({ id, bookingId, userId, role, joinedAt: at, seenAt: at });
  const peers = await tx
    .select({ id: videoSessionAttendance.id })
    .from(videoSessionAttendance)
    .where(and(ofBooking, ne(roleOfRow, role)))
    .limit(1);
  return { replaced: replaced.map((r) => r.id), peerPresent: peers.length > 0 };
}

/**
 * A stream ended: its row is closed. False when it was closed already, by a newer stream of the same
 * person that replaced it.
 */
export async function recordLeave(db: DatabaseOrTransaction, attendanceId: string, at: Date): Promise<boolean> {
  const closed = await db
    .update(videoSessionAttendance)
    .set({ leftAt: at, seenAt: at })
    .where(and(eq(videoSessionAttendance.id, attendanceId), isNull(videoSessionAttendance.leftAt)))
    .returning({ id: videoSessionAttendance.id });
  return closed.length > 0;
}

/** The process still serves these streams: their rows are seen now (each keep-alive). */
export async function recordSeen(db: DatabaseOrTransaction, attendanceIds: string[], at: Date): Promise<void> {
  if (attendanceIds.length === 0) return;
  await db
    .update(videoSessionAttendance)
    .set({ seenAt: at })
    .where(and(inArray(videoSessionAttendance.id, attendanceIds), isNull(videoSessionAttendance.leftAt)));
}
