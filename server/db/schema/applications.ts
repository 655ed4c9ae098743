// Coach applications and their subscription state.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
