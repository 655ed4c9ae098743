// Verified licences (docs/product/verified-licences.md, docs/decisions/132): a coach's licence as
// staff checked it with the state board, who checked it, when and how. The coach's row keeps a copy
// of the current one's state and expiry (license_verified and the two fields beside it, in
// common/coach-fields.ts) so the directory's stored JSON carries the badge; the licences module
// refreshes that copy on every change and the daily pass on expiry. Each reminder's time is set by
// the UPDATE that claims it, so it goes out once whatever runs the pass.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { coaches } from "./coaches";

export const coachLicences = pgTable(
  "coach_licences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    licenceType: text("licence_type").notNull(),
    licenceNumber: text("licence_number").notNull(),
    /** Two-letter code of the issuing state (common/catalogue/us-states.ts). */
    issuingState: text("issuing_state").notNull(),
    /** The last day the licence is current (UTC). */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    checkMethod: text("check_method").notNull(),
    /** The staff member who checked it (null once their account is gone; the e-mail stays). */
    verifiedById: uuid("verified_by_id"),
    verifiedByEmail: text("verified_by_email").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder 30 days before expiry was written to the outbox (set once, by its claim). */
    reminder30SentAt: timestamp("reminder_30_sent_at", { withTimezone: true }),
    /** When the reminder 7 days before expiry was written to the outbox (set once, by its claim). */
    reminder7SentAt: timestamp("reminder_7_sent_at", { withTimezone: true }),
  },
  (t) => [
    check("coach_licences_state_check", sql`${t.issuingState} ~ '^[A-Z]{2}$'`),
    check("coach_licences_number_check", sql`${t.licenceNumber} <> ''`),
    index("coach_licences_coach_idx").on(t.coachId, t.expiresOn.desc()),
    // The daily pass reads licences by expiry.
    index("coach_licences_expires_idx").on(t.expiresOn),
  ],
);
