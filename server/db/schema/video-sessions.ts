// When each person of a video session was in its room (docs/product/video-sessions.md). Only the times
// are kept, for the coach's records and no-show decisions: never media, never signalling content.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";

export const videoSessionAttendance = pgTable(
  "video_session_attendance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The account that joined; null once that account is deleted (the times stay for the coach's records). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    /** Null while the person's signalling stream is open (in any process). */
    leftAt: timestamp("left_at", { withTimezone: true }),
    /**
     * The last time the process serving the stream said it was still open (every keep-alive). A row
     * still open but not seen for a while belongs to a process that died: the person left about then.
     */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("video_session_attendance_role_check", sql`${t.role} in ('client', 'coach')`),
    index("video_session_attendance_booking_id_idx").on(t.bookingId),
  ],
);
