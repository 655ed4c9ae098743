// What visitors send: consultation requests to a coach and contact messages to staff.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { coaches } from "./coaches";

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    sessionType: text("session_type").notNull(),
    location: text("location").notNull(),
    sessionFormat: text("session_format").notNull().default("virtual"),
    reasonForVisit: text("reason_for_visit").notNull(),
    /** The free consultation's start when the visitor picked one of the coach's free times. */
    requestedStart: timestamp("requested_start", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    /** The coach's private notes (never shown to the visitor). */
    coachNotes: text("coach_notes").notNull().default(""),
    /** When the request first left 'pending' (time to first contact). */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** The one reminder sent to the coach for a request still pending after 24 hours. */
    overdueReminderSentAt: timestamp("overdue_reminder_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("consultation_requests_format_check", sql`${t.sessionFormat} in ('virtual', 'in-person')`),
    check("consultation_requests_status_check", sql`${t.status} in ('pending', 'contacted', 'scheduled', 'closed')`),
    index("consultation_requests_created_at_idx").on(t.createdAt.desc()),
    index("consultation_requests_coach_id_idx").on(t.coachId, t.createdAt.desc()),
    // My Sessions lists the requests sent with the person's address, whatever its case.
    index("consultation_requests_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt.desc()),
    index("consultation_requests_overdue_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.overdueReminderSentAt} is null`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);
