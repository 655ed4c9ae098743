// The SQL of verified licences (docs/product/verified-licences.md): the licences of a coach, adding
// and removing one, the copy of the current licence kept on the coach's row (the badge), and the
// claims of the expiry reminders. "Today" is always passed in (the service's clock, as a UTC date),
// never the database's, so tests move it.
import { and, desc, eq, sql } from "drizzle-orm";
import { US_STATES } from "#common/catalogue/us-states";
import type { DatabaseOrTransaction } from "../../db/client";
import { coachLicences, coaches } from "../../db/schema";

export type LicenceRow = typeof coachLicences.$inferSelect;

export async function findCoachForLicences(db: DatabaseOrTransaction, coachId: string) {
  const [row] = await db
    .select({ id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName, email: coaches.email })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  return row;
}

export function licencesOfCoach(db: DatabaseOrTransaction, coachId: string): Promise<LicenceRow[]> {
  return db
    .select()
    .from(coachLicences)
    .where(eq(coachLicences.coachId, coachId))
    .orderBy(desc(coachLicences.expiresOn), desc(coachLicences.verifiedAt));
}

export async function insertLicence(db: DatabaseOrTransaction, values: typeof coachLicences.$inferInsert): Promise<LicenceRow> {
  const [row] = await db.insert(coachLicences).values(values).returning();
  return row;
}

export async function deleteLicence(db: DatabaseOrTransaction, id: string): Promise<LicenceRow | undefined> {
  const [row] = await db.delete(coachLicences).where(eq(coachLicences.id, id)).returning();
  return row;
}

/**
 * Writes the badge of each coach from their licences: the current one (expiring today or later) that
 * runs longest gives the state's name and the expiry; none clears it. Only rows that change are
 * written (each change reaches the public cache through the coaches' trigger); answers their ids.
 */
export async function refreshBadges(db: DatabaseOrTransaction, coachIds: readonly string[], today: string): Promise<string[]> {
  if (coachIds.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    WITH best AS (
      SELECT c.id,
             l.issuing_state AS state_code,
             l.expires_on::text AS expires_on
        FROM coaches c
        LEFT JOIN LATERAL (
          SELECT issuing_state, expires_on
            FROM coach_licences
           WHERE coach_id = c.id AND expires_on >= ${today}::date
           ORDER BY expires_on DESC, verified_at DESC
           LIMIT 1
        ) l ON true
       WHERE c.id IN (${sql.join(
         coachIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
    ), named AS (
      SELECT best.id, best.expires_on, s.name AS state_name
        FROM best LEFT JOIN (VALUES ${sql.raw(STATE_VALUES)}) AS s(code, name) ON s.code = best.state_code
    )
    UPDATE coaches c
       SET license_verified = named.expires_on IS NOT NULL,
           verified_license_state = named.state_name,
           verified_license_expires_on = named.expires_on
      FROM named
     WHERE c.id = named.id
       AND (c.license_verified, c.verified_license_state, c.verified_license_expires_on)
           IS DISTINCT FROM (named.expires_on IS NOT NULL, named.state_name, named.expires_on)
    RETURNING c.id`);
  return result.rows.map((row) => row.id);
}

/** Coaches whose badge names a licence that is no longer current (its expiry is before today). */
export async function coachesWithLapsedBadges(db: DatabaseOrTransaction, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: coaches.id })
    .from(coaches)
    .where(and(eq(coaches.licenseVerified, true), sql`${coaches.verifiedLicenseExpiresOn} < ${today}`));
  return rows.map((row) => row.id);
}

export type ReminderKind = 30 | 7;

export type ClaimedReminder = {
  licenceId: string;
  coachId: string;
  licenceType: string;
  issuingState: string;
  expiresOn: string;
  email: string;
  firstName: string;
};

/**
 * Claims up to `limit` licences due for the reminder `days` before expiry, setting its time in the
 * same statement (… IS NULL … RETURNING), so a licence is claimed by exactly one pass even when two
 * processes run it at once. Due: current, at most `days` days left (the 30-day reminder only while more
 * than 7 are left, so a licence added late gets the 7-day one alone), no later licence of the same
 * type and state (it was renewed), and a coach with an e-mail address.
 */
export async function claimReminders(
  db: DatabaseOrTransaction,
  days: ReminderKind,
  today: string,
  now: Date,
  limit: number,
): Promise<ClaimedReminder[]> {
  const column = days === 30 ? sql.raw("reminder_30_sent_at") : sql.raw("reminder_7_sent_at");
  const window = days === 30 ? sql`l.expires_on > ${today}::date + 7` : sql`true`;
  const result = await db.execute<ClaimedReminder>(sql`
    WITH due AS (
      SELECT l.id
        FROM coach_licences l
        JOIN coaches c ON c.id = l.coach_id
       WHERE l.${column} IS NULL
         AND l.expires_on >= ${today}::date
         AND l.expires_on <= ${today}::date + ${days}::int
         AND ${window}
         AND c.email <> ''
         AND NOT EXISTS (
           SELECT 1 FROM coach_licences later
            WHERE later.coach_id = l.coach_id AND later.licence_type = l.licence_type
              AND later.issuing_state = l.issuing_state AND later.expires_on > l.expires_on)
       ORDER BY l.expires_on, l.id
       LIMIT ${limit}
       FOR UPDATE OF l SKIP LOCKED
    )
    UPDATE coach_licences l
       SET ${column} = ${now.toISOString()}::timestamptz
      FROM due, coaches c
     WHERE l.id = due.id AND c.id = l.coach_id AND l.${column} IS NULL
    RETURNING l.id AS "licenceId", l.coach_id AS "coachId", l.licence_type AS "licenceType",
              l.issuing_state AS "issuingState", l.expires_on::text AS "expiresOn", c.email, c.first_name AS "firstName"`);
  return result.rows;
}

/** The catalogue's states as SQL VALUES, so the coach's row carries the state's name as the catalogue spells it. */
const STATE_VALUES = US_STATES.map((state) => `('${state.code}', '${state.name.replace(/'/g, "''")}')`).join(", ");
