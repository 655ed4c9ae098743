// The only SQL of video sessions: the booking behind a room (with its coach's name and account) and the
// attendance rows, when each person joined and left. Nothing else of a session is stored.
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
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
export async function listAttendance(db: DatabaseOrTransaction, bookingIds: string[]): Promise<AttendanceRow[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      bookingId: videoSessionAttendance.bookingId,
      role: videoSessionAttendance.role,
      joinedAt: videoSessionAttendance.joinedAt,
      leftAt: videoSessionAttendance.leftAt,
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
 * earlier, and of two people entering at once the later one sees the earlier. Answers the rows it
 * closed and whether the other person has an open row.
 */
export async function recordJoin(
  tx: DatabaseOrTransaction,
  row: { id: string; bookingId: string; userId: string; role: SessionRole; at: Date },
): Promise<{ replaced: string[]; peerPresent: boolean }> {
  const { id, bookingId, userId, role, at } = row;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`video-room:${bookingId}`}, 0))`);
  const ofBooking = eq(videoSessionAttendance.bookingId, bookingId);
  const replaced = await tx
    .update(videoSessionAttendance)
    .set({ leftAt: at })
    .where(and(ofBooking, eq(videoSessionAttendance.role, role), isNull(videoSessionAttendance.leftAt)))
    .returning({ id: videoSessionAttendance.id });
  await tx.insert(videoSessionAttendance).values({ id, bookingId, userId, role, joinedAt: at });
  const peers = await tx
    .select({ id: videoSessionAttendance.id })
    .from(videoSessionAttendance)
    .where(and(ofBooking, ne(videoSessionAttendance.role, role), isNull(videoSessionAttendance.leftAt)))
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
    .set({ leftAt: at })
    .where(and(eq(videoSessionAttendance.id, attendanceId), isNull(videoSessionAttendance.leftAt)))
    .returning({ id: videoSessionAttendance.id });
  return closed.length > 0;
}
