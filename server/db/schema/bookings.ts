// Bookings, their payments (the built-in test provider's records and Stripe's events) and reviews.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { moneyCents, timestamps } from "./columns";
import { users } from "./accounts";
import { coaches } from "./coaches";
import { publicContentTrigger, sqlConstraint, sqlExtension, sqlFunction, type SqlObject } from "./sql-objects";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The client's account; null until an account with `email` exists. */
    clientId: uuid("client_id").references(() => users.id, { onDelete: "set null" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull().default(""),
    sessionType: text("session_type").notNull(),
    sessionFormat: text("session_format").notNull().default("video"),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    /** IANA zone the session was arranged in, e.g. "America/New_York". */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The client's own zone when they booked themselves and it differs; e-mails then give both. */
    clientTimeZone: text("client_time_zone"),
    duration: integer("duration").notNull(),
    status: text("status").notNull().default("pending"),
    notes: text("notes").notNull().default(""),
    amountCents: moneyCents("amount").notNull().default(0),
    paymentIntentId: text("payment_intent_id").unique(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    /** Raised on every change that the calendar invitation reflects (iCalendar SEQUENCE). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** The coach's buffer when booked: the time after the session that no other session may take. */
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    /** A client's unpaid self-service booking holds its time until then (docs/decisions/081). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** The refund a cancellation owes or paid (docs/decisions/083); null when none. */
    refundAmountCents: moneyCents("refund_amount"),
    refundStatus: text("refund_status"),
    refundId: text("refund_id"),
    /** Kindred's platform fee on this session, fixed when it is paid (PLATFORM_FEE_PERCENT then); null before. */
    platformFeeCents: integer("platform_fee_cents"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    /**
     * Who arranged it: the client picking a time, its coach, or staff (BOOKING_ARRANGERS); null for
     * bookings made before this was recorded. Decides, with the payment, whether its review counts
     * (docs/decisions/104).
     */
    arrangedBy: text("arranged_by"),
    /**
     * Set only by migration 0012 on sessions that already overlapped an earlier one of the same coach
     * when double booking became impossible: they stay as they were, outside the exclusion
     * constraint bookings_no_overlap (which Drizzle cannot declare: see bookingsSqlObjects below).
     */
    overlapAllowed: boolean("overlap_allowed").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("bookings_refund_status_check", sql`${t.refundStatus} in ('pending', 'succeeded', 'failed')`),
    check("bookings_cancelled_by_check", sql`${t.cancelledBy} in ('client', 'coach', 'staff', 'system')`),
    check("bookings_arranged_by_check", sql`${t.arrangedBy} in ('client', 'coach', 'staff')`),
    check("bookings_buffer_check", sql`${t.bufferMinutes} >= 0`),
    check("bookings_session_format_check", sql`${t.sessionFormat} in ('video', 'in-person')`),
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show')`),
    check("bookings_payment_status_check", sql`${t.paymentStatus} in ('pending', 'processing', 'succeeded', 'failed', 'refunded')`),
    check("bookings_duration_check", sql`${t.duration} > 0`),
    check("bookings_amount_check", sql`${t.amountCents} >= 0`),
    index("bookings_client_id_idx").on(t.clientId, t.scheduledDate),
    index("bookings_email_lower_idx").on(sql`lower(${t.email})`),
    index("bookings_coach_id_idx").on(t.coachId, t.scheduledDate),
    index("bookings_hold_expiry_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    index("bookings_completion_idx")
      .on(t.scheduledDate)
      .where(sql`${t.status} = 'confirmed'`),
    index("bookings_reminder_idx")
      .on(t.scheduledDate)
      .where(sql`${t.status} = 'confirmed' and ${t.reminderSentAt} is null`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for reviews entered by staff on behalf of a client. */
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "set null" }),
    clientId: uuid("client_id").references(() => users.id, { onDelete: "set null" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull().default(""),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    /** Counted in the coach's rating and totalReviews: staff reviews and reviews of verified sessions (docs/decisions/104). */
    countsInRating: boolean("counts_in_rating").notNull().default(true),
    /** Of a verified session (isVerifiedSession in common/booking-states.ts), decided when written: labelled on the profile. */
    verifiedSession: boolean("verified_session").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length_check", sql`char_length(${t.comment}) <= 150`),
    index("reviews_coach_id_idx").on(t.coachId, t.createdAt.desc()),
  ],
);

/**
 * The built-in test payment provider's payment intents (the embedded default; see
 * docs/decisions/041). It keeps what Stripe would keep: the amount fixed when the intent was made,
 * the idempotency key it was made with, and its status. Amounts are integer cents, as providers use.
 */
/** The built-in test provider's subscriptions (coach subscriptions, $49/month); no money moves. */
export const testSubscriptions = pgTable(
  "test_subscriptions",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    customerId: text("customer_id").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    clientSecret: text("client_secret").notNull(),
    amount: integer("amount").notNull(),
    status: text("status").notNull().default("incomplete"),
    lastError: text("last_error"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check("test_subscriptions_amount_check", sql`${t.amount} > 0`),
    check("test_subscriptions_status_check", sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled', 'unpaid')`),
  ],
);

export const testPaymentIntents = pgTable(
  "test_payment_intents",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    clientSecret: text("client_secret").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("requires_payment_method"),
    lastError: text("last_error"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check("test_payment_intents_amount_check", sql`${t.amount} > 0`),
    check("test_payment_intents_status_check", sql`${t.status} in ('requires_payment_method', 'processing', 'succeeded', 'canceled')`),
  ],
);

/** Provider events already applied (webhook replays change nothing twice). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// What the bookings' tables rely on that Drizzle cannot declare (server/db/schema/sql-objects.ts).
export const bookingsSqlObjects: SqlObject[] = [
  // The exclusion constraint compares coach_id with = inside a GiST index.
  sqlExtension("btree_gist"),
  // A session's time with its buffer, as a range. IMMUTABLE is true here although timestamptz + interval
  // is only STABLE in general: an interval of minutes alone (no days, no months) adds the same elapsed
  // time in every time zone, so the answer never depends on the session's TimeZone setting.
  sqlFunction(
    "kindred_booking_range",
    String.raw`CREATE OR REPLACE FUNCTION kindred_booking_range(start timestamptz, minutes integer) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT tstzrange(start, start + make_interval(mins => minutes), '[)') $$`,
  ),
  // No two open sessions of one coach overlap, the coach's buffer after each included
  // (docs/decisions/081); sessions marked overlap_allowed (see the column) are left out.
  sqlConstraint(
    bookings,
    "bookings_no_overlap",
    `ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "coach_id" WITH =,
  kindred_booking_range("scheduled_date", "duration" + "buffer_minutes") WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND NOT "overlap_allowed")`,
  ),
  publicContentTrigger(reviews),
];
