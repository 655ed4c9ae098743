// The whole data model of Kindred. Every change here is followed by `npm run db:generate`, which
// writes a committed migration under server/db/migrations. Functions and extensions that drizzle-kit
// does not emit live in the custom migration 0000_extensions.sql.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { centsToDecimalString, parseDollarsToCents } from "#common/money";

/** numeric(10,2) in the database, integer cents in code. */
const moneyCents = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(10, 2)",
  toDriver: (cents) => centsToDecimalString(cents),
  fromDriver: (value) => {
    const cents = parseDollarsToCents(String(value));
    if (cents === null) throw new Error(`Unreadable money value from the database: ${value}`);
    return cents;
  },
});

/** numeric(3,2) average rating, read as a number. */
const rating = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(3, 2)",
  toDriver: (value) => value.toFixed(2),
  fromDriver: (value) => Number(value),
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// ---- Accounts (the auth library's tables: user, session, account, verification) -----------------

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Display name kept by the auth library: "First Last". */
    name: text("name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    role: text("role").notNull().default("user"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Password hash (scrypt) for local accounts; never leaves the server. */
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Secrets the product makes for itself, shared by every process on the database (the session
 * cookie signing secret when AUTH_SECRET is not set). Anyone who can read this table can also read
 * the session tokens, so keeping it here exposes nothing more.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Coaches ------------------------------------------------------------------------------------

export const coaches = pgTable(
  "coaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title").notNull().default(""),
    bio: text("bio").notNull().default(""),
    specializations: textList("specializations"),
    experience: integer("experience").notNull().default(0),
    hourlyRateCents: moneyCents("hourly_rate").notNull().default(0),
    rating: rating("rating").notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    availability: textList("availability"),
    sessionTypes: textList("session_types"),
    languages: textList("languages"),
    location: text("location").notNull().default(""),
    certifications: textList("certifications"),
    gender: text("gender").notNull().default(""),
    professionalType: text("professional_type").notNull().default(""),
    insuranceAccepted: textList("insurance_accepted"),
    profileImageUrl: text("profile_image_url"),
    email: text("email").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    website: text("website").notNull().default(""),
    /** Lower-cased name, title, bio and specializations, for the trigram free-text search. */
    searchDocument: text("search_document").generatedAlwaysAs(
      sql`kindred_coach_search_text(first_name, last_name, title, bio, specializations)`,
    ),
    ...timestamps,
  },
  (t) => [
    check("coaches_experience_check", sql`${t.experience} >= 0`),
    check("coaches_hourly_rate_check", sql`${t.hourlyRateCents} >= 0`),
    check("coaches_rating_check", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("coaches_total_reviews_check", sql`${t.totalReviews} >= 0`),
    // Default directory order, and the partial index every active-only query can use.
    index("coaches_active_order_idx")
      .on(t.rating.desc(), t.totalReviews.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index("coaches_search_trgm_idx").using("gin", sql`${t.searchDocument} gin_trgm_ops`),
    index("coaches_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
    index("coaches_specializations_idx").using("gin", sql`kindred_lower_array(${t.specializations})`),
    index("coaches_availability_idx").using("gin", sql`kindred_lower_array(${t.availability})`),
    index("coaches_languages_idx").using("gin", sql`kindred_lower_array(${t.languages})`),
    index("coaches_certifications_idx").using("gin", sql`kindred_lower_array(${t.certifications})`),
    index("coaches_insurance_idx").using("gin", sql`kindred_lower_array(${t.insuranceAccepted})`),
    index("coaches_experience_idx").on(t.experience),
    index("coaches_hourly_rate_idx").on(t.hourlyRateCents),
    index("coaches_gender_idx").on(sql`lower(${t.gender})`),
    index("coaches_professional_type_idx").on(sql`lower(${t.professionalType})`),
    index("coaches_user_id_idx").on(t.userId),
  ],
);

// ---- Bookings, payments and reviews ---------------------------------------------------------------

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
    duration: integer("duration").notNull(),
    status: text("status").notNull().default("pending"),
    notes: text("notes").notNull().default(""),
    amountCents: moneyCents("amount").notNull().default(0),
    paymentIntentId: text("payment_intent_id").unique(),
    paymentStatus: text("payment_status").notNull().default("pending"),
    /** Raised on every change that the calendar invitation reflects (iCalendar SEQUENCE). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("bookings_session_format_check", sql`${t.sessionFormat} in ('video', 'in-person')`),
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
    check(
      "bookings_payment_status_check",
      sql`${t.paymentStatus} in ('pending', 'processing', 'succeeded', 'failed', 'refunded')`,
    ),
    check("bookings_duration_check", sql`${t.duration} > 0`),
    check("bookings_amount_check", sql`${t.amountCents} >= 0`),
    index("bookings_client_id_idx").on(t.clientId, t.scheduledDate),
    index("bookings_email_lower_idx").on(sql`lower(${t.email})`),
    index("bookings_coach_id_idx").on(t.coachId),
    index("bookings_reminder_idx").on(t.scheduledDate).where(sql`${t.status} = 'confirmed' and ${t.reminderSentAt} is null`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length_check", sql`char_length(${t.comment}) <= 150`),
    index("reviews_coach_id_idx").on(t.coachId, t.createdAt.desc()),
  ],
);

/** Provider events already applied (webhook replays change nothing twice). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Consultation requests, contact messages ---------------------------------------------------------

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
    status: text("status").notNull().default("pending"),
    ...timestamps,
  },
  (t) => [
    check("consultation_requests_format_check", sql`${t.sessionFormat} in ('virtual', 'in-person')`),
    check(
      "consultation_requests_status_check",
      sql`${t.status} in ('pending', 'contacted', 'scheduled', 'closed')`,
    ),
    index("consultation_requests_created_at_idx").on(t.createdAt.desc()),
    index("consultation_requests_coach_id_idx").on(t.coachId),
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

// ---- Coach applications -------------------------------------------------------------------------------

export const coachApplications = pgTable(
  "coach_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    gender: text("gender").notNull().default(""),
    title: text("title").notNull(),
    bio: text("bio").notNull(),
    experience: integer("experience").notNull().default(0),
    hourlyRate: text("hourly_rate").notNull(),
    specializations: textList("specializations"),
    sessionTypes: textList("session_types"),
    availability: textList("availability"),
    languages: textList("languages"),
    certifications: textList("certifications"),
    insuranceAccepted: textList("insurance_accepted"),
    education: text("education").notNull(),
    currentPractice: text("current_practice").notNull(),
    motivation: text("motivation").notNull(),
    approach: text("approach").notNull(),
    experienceDescription: text("experience_description").notNull(),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes").notNull().default(""),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status"),
    /** The live coach created by "Publish as Coach". */
    coachId: uuid("coach_id").references(() => coaches.id, { onDelete: "set null" }),
    profileImageUrl: text("profile_image_url"),
    ...timestamps,
  },
  (t) => [
    check(
      "coach_applications_status_check",
      sql`${t.status} in ('pending', 'under_review', 'approved', 'rejected')`,
    ),
    index("coach_applications_created_at_idx").on(t.createdAt.desc()),
    index("coach_applications_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

// ---- Blog ---------------------------------------------------------------------------------------------

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    description: varchar("description", { length: 500 }).notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: textList("tags"),
    readTime: text("read_time").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("blog_posts_published_idx").on(t.publishedAt.desc()).where(sql`${t.isPublished}`)],
);

// ---- Uploaded images ----------------------------------------------------------------------------------

export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Storage key of the stored (re-encoded) image. */
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    uploaderAddress: text("uploader_address").notNull().default(""),
    /** Set when the PUT arrived and passed the content checks. */
    storedAt: timestamp("stored_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_images_created_at_idx").on(t.createdAt)],
);

// ---- E-mail outbox ------------------------------------------------------------------------------------

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is about, e.g. "consultation.coach-notice"; for staff lists and tests. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("email_outbox_created_at_idx").on(t.createdAt.desc()),
  ],
);

// ---- Rate limits --------------------------------------------------------------------------------------

/** One row per counted request; a limit counts the rows of its key inside its window. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_events_key_idx").on(t.key, t.occurredAt)],
);
