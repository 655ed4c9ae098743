// Coach applications and their subscription state.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, textList } from "./columns";
import { users } from "./accounts";
import { coaches } from "./coaches";

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
    /**
     * When the provider's event behind subscriptionStatus happened: providers deliver events out of
     * order, and an event older than this one must not undo what a newer one said.
     */
    subscriptionEventAt: timestamp("subscription_event_at", { withTimezone: true }),
    /** End of the paid period the provider last reported, and whether the subscription stops then. */
    subscriptionPeriodEnd: timestamp("subscription_period_end", { withTimezone: true }),
    subscriptionCancelAtPeriodEnd: boolean("subscription_cancel_at_period_end").notNull().default(false),
    /** The live coach created by "Publish as Coach". */
    coachId: uuid("coach_id").references(() => coaches.id, { onDelete: "set null" }),
    profileImageUrl: text("profile_image_url"),
    ...timestamps,
  },
  (t) => [
    check("coach_applications_status_check", sql`${t.status} in ('pending', 'under_review', 'approved', 'rejected')`),
    index("coach_applications_created_at_idx").on(t.createdAt.desc()),
    index("coach_applications_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/**
 * The subscription an applicant takes out at step 2, with step 1's entries, from the moment it is
 * made until an application is submitted with it, or it is cancelled and refunded (docs/decisions/
 * 106): 'unpaid' → 'open' (paid, no application: Incomplete to staff) → 'submitted', or
 * 'cancelling' → 'cancelled' (7 days without an application, or the application rejected).
 */
export const applicantSubscriptions = pgTable(
  "applicant_subscriptions",
  {
    subscriptionId: text("subscription_id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    gender: text("gender").notNull().default(""),
    state: text("state").notNull().default("unpaid"),
    /** When the first payment became known: the 7 days to finish count from here. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** SHA-256 digests of the e-mailed links to finish step 3 (the first e-mail's and the reminder's). */
    linkDigest: text("link_digest"),
    reminderLinkDigest: text("reminder_link_digest"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    applicationId: uuid("application_id").references(() => coachApplications.id, { onDelete: "set null" }),
    /** Why it is cancelled: 'abandoned' (no application within 7 days) or 'rejected' (by staff). */
    cancelReason: text("cancel_reason"),
    /** A pass working on the row (asking the provider) holds it until then; another pass leaves it alone. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** The steps of a cancellation, each recorded once done, so a retry repeats none of them. */
    subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's refund; null with refundedAt set when nothing had been paid. */
    refundId: text("refund_id"),
    refundedCents: integer("refunded_cents"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("applicant_subscriptions_state_check", sql`${t.state} in ('unpaid', 'open', 'submitted', 'cancelling', 'cancelled')`),
    check("applicant_subscriptions_cancel_reason_check", sql`${t.cancelReason} is null or ${t.cancelReason} in ('abandoned', 'rejected')`),
    uniqueIndex("applicant_subscriptions_link_digest_key").on(t.linkDigest),
    uniqueIndex("applicant_subscriptions_reminder_link_digest_key").on(t.reminderLinkDigest),
    index("applicant_subscriptions_state_idx").on(t.state, t.paidAt),
  ],
);
