// The only SQL of the coach catalogue. Every directory condition is written to use an index:
// trigram GIN for free text and location, GIN over lower-cased arrays for list filters, B-tree for
// experience, rate, gender and type, and the partial (is_active) order index for the default sort.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { coaches, reviews } from "../../db/schema";
import { findUsState } from "#common/catalogue/us-states";

export type CoachRecord = typeof coaches.$inferSelect;
export type ReviewRecord = typeof reviews.$inferSelect;

export interface DirectoryConditions {
  /** Words that must each appear in the coach's text (name, title, bio, specializations). */
  searchWords?: string[];
  /** Specializations the search text names through the topic taxonomy. */
  searchSpecializations?: string[];
  /** The category filter as specializations (a specialization, a topic or a topic group). */
  categorySpecializations?: string[];
  minExperience?: number;
  minRateCents?: number;
  maxRateCents?: number;
  availability?: string;
  language?: string;
  location?: string;
  certification?: string;
  insurance?: string;
  gender?: string;
  professionalType?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  )}]::text[]`;
}

function listContains(column: AnyPgColumn, value: string): SQL {
  return sql`kindred_lower_array(${column}) @> ARRAY[${value.toLowerCase()}]::text[]`;
}

export function directoryWhere(c: DirectoryConditions): SQL {
  const conditions: SQL[] = [eq(coaches.isActive, true)];
  const words = c.searchWords ?? [];
  if (words.length > 0 || (c.searchSpecializations?.length ?? 0) > 0) {
    const textMatch =
      words.length > 0 ? and(...words.map((w) => sql`${coaches.searchDocument} like ${`%${escapeLike(w.toLowerCase())}%`}`)) : undefined;
    const topicMatch =
      c.searchSpecializations && c.searchSpecializations.length > 0
        ? sql`kindred_lower_array(${coaches.specializations}) && ${textArray(c.searchSpecializations)}`
        : undefined;
    conditions.push(textMatch && topicMatch ? sql`(${textMatch} or ${topicMatch})` : (textMatch ?? topicMatch)!);
  }
  if (c.categorySpecializations && c.categorySpecializations.length > 0) {
    conditions.push(sql`kindred_lower_array(${coaches.specializations}) && ${textArray(c.categorySpecializations)}`);
  }
  if (c.minExperience !== undefined) conditions.push(sql`${coaches.experience} >= ${c.minExperience}`);
  if (c.minRateCents !== undefined) conditions.push(sql`${coaches.hourlyRateCents} >= ${(c.minRateCents / 100).toFixed(2)}`);
  if (c.maxRateCents !== undefined) conditions.push(sql`${coaches.hourlyRateCents} <= ${(c.maxRateCents / 100).toFixed(2)}`);
  if (c.availability) conditions.push(listContains(coaches.availability, c.availability));
  if (c.language) conditions.push(listContains(coaches.languages, c.language));
  if (c.certification) conditions.push(listContains(coaches.certifications, c.certification));
  if (c.insurance) conditions.push(listContains(coaches.insuranceAccepted, c.insurance));
  if (c.location) {
    // A location "names" a state by its full name or by its abbreviation after a comma
    // ("Austin, TX"); kindred_state_code (migration 0002) reads it, and an index serves it.
    const state = findUsState(c.location);
    conditions.push(
      state
        ? sql`kindred_state_code(${coaches.location}) = ${state.code}`
        : sql`lower(${coaches.location}) like ${`%${escapeLike(c.location.toLowerCase())}%`}`,
    );
  }
  if (c.gender) conditions.push(sql`lower(${coaches.gender}) = ${c.gender.toLowerCase()}`);
  if (c.professionalType) conditions.push(sql`lower(${coaches.professionalType}) = ${c.professionalType.toLowerCase()}`);
  return and(...conditions)!;
}

/** Rating, then review count, then newest; the id makes paging stable. Matches coaches_active_order_idx. */
const DIRECTORY_ORDER = [
  sql`${coaches.rating} desc nulls last`,
  sql`${coaches.totalReviews} desc nulls last`,
  sql`${coaches.createdAt} desc nulls last`,
  sql`${coaches.id}`,
];

/** The page query, unexecuted (the query-plan test explains exactly this). */
export function directoryPageQuery(db: DatabaseOrTransaction, where: SQL, page: { limit: number; offset: number }) {
  return db.select().from(coaches).where(where).orderBy(...DIRECTORY_ORDER).limit(page.limit).offset(page.offset);
}

export function directoryCountQuery(db: DatabaseOrTransaction, where: SQL) {
  return db.select({ total: sql<number>`count(*)::int` }).from(coaches).where(where);
}

export async function listDirectory(db: DatabaseOrTransaction, where: SQL, page: { limit: number; offset: number }): Promise<CoachRecord[]> {
  return directoryPageQuery(db, where, page);
}

export async function countDirectory(db: DatabaseOrTransaction, where: SQL): Promise<number> {
  const [row] = await directoryCountQuery(db, where);
  return row.total;
}

export async function findCoach(db: DatabaseOrTransaction, id: string): Promise<CoachRecord | undefined> {
  const [row] = await db.select().from(coaches).where(eq(coaches.id, id));
  return row;
}

export async function listCoachReviews(db: DatabaseOrTransaction, coachId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.coachId, coachId))
    .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id}`)
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.coachId, coachId));
  return { rows, total };
}

export async function listActiveCoachIds(db: DatabaseOrTransaction): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: coaches.id, updatedAt: coaches.updatedAt })
    .from(coaches)
    .where(eq(coaches.isActive, true))
    .orderBy(...DIRECTORY_ORDER);
}
