// Coaches: the directory's profiles, invitations to claim one, weekly hours and profile views.
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea, tsvector, timestamps } from "./columns";
import { users } from "./accounts";
import { coachPlainColumns } from "./coach-columns";
import { COACH_PUBLIC_JSON_FUNCTION, coachPublicJsonCall, coachPublicJsonSql } from "./coach-public-json";
import { indexInclude, publicContentTrigger, sqlExtension, sqlFunction, sqlTrigger, type SqlObject } from "./sql-objects";

export const coaches = pgTable(
  "coaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // The fields of common/coach-fields.ts, each a column of its kind (coach-columns.ts).
    ...coachPlainColumns(),
    /** Words of the name, title, bio and specializations, for the directory's free-text search. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', kindred_coach_search_text(first_name, last_name, title, bio, specializations))`,
    ),
    // Lower-cased copies of the list columns: list filters compare case-insensitively, through GIN
    // indexes, and a row is checked with a plain array comparison instead of a function call.
    specializationsLc: text("specializations_lc")
      .array()
      .generatedAlwaysAs(sql`kindred_lower_array(specializations)`),
    availabilityLc: text("availability_lc")
      .array()
      .generatedAlwaysAs(sql`kindred_lower_array(availability)`),
    languagesLc: text("languages_lc")
      .array()
      .generatedAlwaysAs(sql`kindred_lower_array(languages)`),
    certificationsLc: text("certifications_lc")
      .array()
      .generatedAlwaysAs(sql`kindred_lower_array(certifications)`),
    insuranceLc: text("insurance_lc")
      .array()
      .generatedAlwaysAs(sql`kindred_lower_array(insurance_accepted)`),
    // The state the location names (kindred_state_code, migration 0002), stored: the function takes
    // a fraction of a millisecond, too slow for the location filter to call on every row it checks.
    stateCode: text("state_code").generatedAlwaysAs(sql`kindred_state_code(location)`),
    // The coach as the public API answers it (PublicCoach in common/coaches.ts), as JSON text kept
    // with the row (kindred_coach_public_json, made from common/coach-fields.ts: coach-public-json.ts):
    // a directory page joins the texts of its coaches instead of building each object on every
    // request (docs/decisions/099).
    publicJson: text("public_json").generatedAlwaysAs(sql.raw(coachPublicJsonCall)),
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
    index("coaches_search_vector_idx").using("gin", t.searchVector),
    index("coaches_location_trgm_idx").using("gin", sql`lower(${t.location}) gin_trgm_ops`),
    // A location filter reads one state's active coaches in the default order: a broad search or
    // category narrowed to a state finds its page there instead of walking the whole order index.
    index("coaches_active_state_order_idx")
      .on(t.stateCode, t.rating.desc(), t.totalReviews.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    // The directory's price orders (sort=price_asc, price_desc): coaches without a price last, then
    // the default order (docs/decisions/110; migration 0023 adds the filters' columns as INCLUDE).
    index("coaches_active_price_asc_idx")
      .on(sql`(nullif(${t.hourlyRateCents}, 0)) asc nulls last`, t.rating.desc(), t.totalReviews.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index("coaches_active_price_desc_idx")
      .on(sql`(nullif(${t.hourlyRateCents}, 0)) desc nulls last`, t.rating.desc(), t.totalReviews.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    // The same within one state (a location filter): its page is read in order, not sorted out of
    // the state's matches (migration 0024 adds the filters' columns as INCLUDE).
    index("coaches_active_state_price_asc_idx")
      .on(
        t.stateCode,
        sql`(nullif(${t.hourlyRateCents}, 0)) asc nulls last`,
        t.rating.desc(),
        t.totalReviews.desc(),
        t.createdAt.desc(),
        t.id,
      )
      .where(sql`${t.isActive}`),
    index("coaches_active_state_price_desc_idx")
      .on(
        t.stateCode,
        sql`(nullif(${t.hourlyRateCents}, 0)) desc nulls last`,
        t.rating.desc(),
        t.totalReviews.desc(),
        t.createdAt.desc(),
        t.id,
      )
      .where(sql`${t.isActive}`),
    index("coaches_specializations_idx").using("gin", t.specializationsLc),
    index("coaches_availability_idx").using("gin", t.availabilityLc),
    index("coaches_languages_idx").using("gin", t.languagesLc),
    index("coaches_certifications_idx").using("gin", t.certificationsLc),
    index("coaches_insurance_idx").using("gin", t.insuranceLc),
    index("coaches_experience_idx").on(t.experience),
    index("coaches_hourly_rate_idx").on(t.hourlyRateCents),
    index("coaches_gender_idx").on(sql`lower(${t.gender})`),
    index("coaches_professional_type_idx").on(sql`lower(${t.professionalType})`),
    // One account runs at most one coach's workspace.
    uniqueIndex("coaches_user_id_key")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * An e-mailed invitation to link an account to a coach (single use, 7 days). Only the token's
 * SHA-256 digest is stored; the address it was sent to must be the account's.
 */
export const coachInvitations = pgTable(
  "coach_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenDigest: text("token_digest").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coach_invitations_token_digest_key").on(t.tokenDigest),
    index("coach_invitations_coach_id_idx").on(t.coachId, t.createdAt.desc()),
  ],
);

/**
 * A coach's bookable hours (docs/decisions/080): wall-clock hours per weekday in the coach's zone,
 * date overrides, and the rules around them. No row: the coach takes requests only.
 *
 * With them, the coach's next free 50-minute time as the directory shows it (docs/decisions/109):
 * computed again in the transaction of every change of hours or sessions, and by a background pass
 * once `next_available_due_at` has passed (a new row is due at once).
 */
export const coachAvailability = pgTable(
  "coach_availability",
  {
    coachId: uuid("coach_id")
      .primaryKey()
      .references(() => coaches.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull(),
    weekly: jsonb("weekly")
      .$type<Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", { start: string; end: string }[]>>()
      .notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    minimumNoticeHours: integer("minimum_notice_hours").notNull(),
    horizonDays: integer("horizon_days").notNull(),
    overrides: jsonb("overrides").$type<{ date: string; intervals: { start: string; end: string }[] }[]>().notNull(),
    /** The first free 50-minute slot's start (null: none in the next 60 days), for ordering. */
    nextAvailableAt: timestamp("next_available_at", { withTimezone: true }),
    /** The same start as the slots API writes it, with the coach's offset. */
    nextAvailableStart: text("next_available_start"),
    /** When the passage of time alone may change the two above; '-infinity' until first computed. */
    nextAvailableDueAt: timestamp("next_available_due_at", { withTimezone: true, mode: "string" })
      .notNull()
      .default(sql`'-infinity'`),
    ...timestamps,
  },
  (t) => [
    index("coach_availability_next_available_idx")
      .on(t.nextAvailableAt, t.coachId)
      .where(sql`${t.nextAvailableAt} is not null`),
    index("coach_availability_due_idx").on(t.nextAvailableDueAt),
  ],
);

/** Profile views per coach and day (a view costs one upsert; 100,000 coaches × 365 days stays small). */
export const coachProfileViews = pgTable(
  "coach_profile_views",
  {
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.day] })],
);

/**
 * Who already counted as a view today: a keyed hash of address and user agent whose key changes
 * every day and is deleted when the day ends (profile_view_keys), so neither addresses nor a way back
 * to them are kept. Rows of past days are deleted.
 */
export const profileViewVisitors = pgTable(
  "profile_view_visitors",
  {
    day: date("day").notNull(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.coachId, t.visitorHash] })],
);

/**
 * The key of the day the visitor hashes are made with, shared by every process so one visitor counts
 * once whichever process serves them (docs/decisions/105). Made by whichever process needs it first;
 * deleted when its day ends, after which that day's hashes cannot be tested against anyone.
 */
export const profileViewKeys = pgTable("profile_view_keys", {
  day: date("day").primaryKey(),
  key: bytea("key").notNull(),
});

// ---------------------------------------------------------------------------------------------
// What the coaches' tables rely on that Drizzle cannot declare (server/db/schema/sql-objects.ts):
// the functions behind the generated columns, the INCLUDE columns of the directory's covering
// indexes and the triggers that clear the public caches. A migration that changes one copies its
// statement from here; server/db/schema-description.test.ts holds the database to it.

/** The columns a directory filter tests, carried by the order indexes so a filtered page walks the index alone (docs/decisions/097). */
const directoryFilterColumns = [
  coaches.availabilityLc,
  coaches.languagesLc,
  coaches.certificationsLc,
  coaches.insuranceLc,
  coaches.specializationsLc,
  coaches.experience,
  coaches.hourlyRateCents,
  coaches.gender,
  coaches.professionalType,
];

export const coachesSqlObjects: SqlObject[] = [
  // coaches_location_trgm_idx (the location's words).
  sqlExtension("pg_trgm"),
  // Lower-cases every element, so list filters compare case-insensitively through a GIN index.
  sqlFunction(
    "kindred_lower_array",
    String.raw`CREATE OR REPLACE FUNCTION kindred_lower_array(items text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(lower(item) ORDER BY ordinality), '{}'::text[]) FROM unnest(items) WITH ORDINALITY AS u(item, ordinality) $$`,
  ),
  // The text the directory's free-text search runs over (name, title, bio, specializations).
  sqlFunction(
    "kindred_coach_search_text",
    String.raw`CREATE OR REPLACE FUNCTION kindred_coach_search_text(first_name text, last_name text, title text, bio text, specializations text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(title, '') || ' ' || coalesce(bio, '') || ' ' || coalesce(array_to_string(specializations, ' | '), '')) $$`,
  ),
  // The US state a coach's location names, as a two-letter code: "Austin, TX" → TX,
  // "Hartford, Connecticut" → CT, "New York" → NY; null when it names none. Immutable (the 50 states
  // are constant), so it can make the stored column state_code.
  sqlFunction(
    "kindred_state_code",
    String.raw`CREATE OR REPLACE FUNCTION kindred_state_code(location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  WITH states(name, code) AS (VALUES
    ('alabama', 'AL'),
    ('alaska', 'AK'),
    ('arizona', 'AZ'),
    ('arkansas', 'AR'),
    ('california', 'CA'),
    ('colorado', 'CO'),
    ('connecticut', 'CT'),
    ('delaware', 'DE'),
    ('florida', 'FL'),
    ('georgia', 'GA'),
    ('hawaii', 'HI'),
    ('idaho', 'ID'),
    ('illinois', 'IL'),
    ('indiana', 'IN'),
    ('iowa', 'IA'),
    ('kansas', 'KS'),
    ('kentucky', 'KY'),
    ('louisiana', 'LA'),
    ('maine', 'ME'),
    ('maryland', 'MD'),
    ('massachusetts', 'MA'),
    ('michigan', 'MI'),
    ('minnesota', 'MN'),
    ('mississippi', 'MS'),
    ('missouri', 'MO'),
    ('montana', 'MT'),
    ('nebraska', 'NE'),
    ('nevada', 'NV'),
    ('new hampshire', 'NH'),
    ('new jersey', 'NJ'),
    ('new mexico', 'NM'),
    ('new york', 'NY'),
    ('north carolina', 'NC'),
    ('north dakota', 'ND'),
    ('ohio', 'OH'),
    ('oklahoma', 'OK'),
    ('oregon', 'OR'),
    ('pennsylvania', 'PA'),
    ('rhode island', 'RI'),
    ('south carolina', 'SC'),
    ('south dakota', 'SD'),
    ('tennessee', 'TN'),
    ('texas', 'TX'),
    ('utah', 'UT'),
    ('vermont', 'VT'),
    ('virginia', 'VA'),
    ('washington', 'WA'),
    ('west virginia', 'WV'),
    ('wisconsin', 'WI'),
    ('wyoming', 'WY'))
  SELECT coalesce(
    (SELECT code FROM states WHERE code = upper((regexp_match(location, ',\s*([A-Za-z]{2})\s*(\d{5}(-\d{4})?)?\s*$'))[1])),
    (SELECT code FROM states WHERE lower(location) ~ ('\m' || name || '\M') ORDER BY length(name) DESC LIMIT 1)
  )
  $$`,
  ),
  // The coach as the public API answers it (PublicCoach in common/coaches.ts: the same fields and
  // values as toPublicCoach() in server/modules/coaches/service.ts), kept as the stored column
  // public_json (docs/decisions/099). IMMUTABLE holds for these arguments: the timestamps are
  // written in UTC with a numeric pattern, and no other output depends on a setting.
  sqlFunction(COACH_PUBLIC_JSON_FUNCTION, coachPublicJsonSql().createFunction),
  indexInclude(coaches, "coaches_active_order_idx", directoryFilterColumns),
  indexInclude(coaches, "coaches_active_state_order_idx", directoryFilterColumns),
  indexInclude(coaches, "coaches_active_price_asc_idx", [...directoryFilterColumns, coaches.stateCode]),
  indexInclude(coaches, "coaches_active_price_desc_idx", [...directoryFilterColumns, coaches.stateCode]),
  indexInclude(coaches, "coaches_active_state_price_asc_idx", directoryFilterColumns),
  indexInclude(coaches, "coaches_active_state_price_desc_idx", directoryFilterColumns),
  publicContentTrigger(coaches),
  // The public answers carry the next free time: a change of it (not of the bookkeeping around it)
  // clears every process's public cache when its transaction commits, as a change of a coach does.
  sqlTrigger(
    coachAvailability,
    "coach_availability_next_available_inserted",
    `CREATE TRIGGER coach_availability_next_available_inserted AFTER INSERT ON coach_availability
  FOR EACH ROW WHEN (NEW.next_available_start IS NOT NULL) EXECUTE FUNCTION kindred_notify_public_content()`,
  ),
  sqlTrigger(
    coachAvailability,
    "coach_availability_next_available_changed",
    `CREATE TRIGGER coach_availability_next_available_changed AFTER UPDATE OF next_available_start ON coach_availability
  FOR EACH ROW WHEN (OLD.next_available_start IS DISTINCT FROM NEW.next_available_start) EXECUTE FUNCTION kindred_notify_public_content()`,
  ),
  sqlTrigger(
    coachAvailability,
    "coach_availability_next_available_deleted",
    `CREATE TRIGGER coach_availability_next_available_deleted AFTER DELETE ON coach_availability
  FOR EACH ROW WHEN (OLD.next_available_start IS NOT NULL) EXECUTE FUNCTION kindred_notify_public_content()`,
  ),
];
