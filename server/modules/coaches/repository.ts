// The only SQL of the coach catalogue. Every directory condition is written to use an index:
// trigram GIN for free text and location, GIN over lower-cased arrays for list filters, B-tree for
// experience, rate, gender and type, and the partial (is_active) order index for the default sort.
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import type { PgSelect } from "drizzle-orm/pg-core";
import { coachAvailability, coaches, reviews } from "../../db/schema";
import { fieldFilterConditions, type FieldFilterValue } from "./coach-fields";
import { DIRECTORY_ORDER, RATING_ORDER, type DirectoryOrder } from "./directory-orders";
import { findUsState } from "#common/catalogue/us-states";
import { COACH_FIELDS, type CoachFieldName } from "#common/coach-fields";

export type ReviewRecord = typeof reviews.$inferSelect;

const COACH_FIELD_NAMES = Object.keys(COACH_FIELDS) as CoachFieldName[];

export interface DirectoryConditions {
  /** Words whose prefixes must each appear among the words of the coach's name, title, bio and specializations. */
  searchWords?: string[];
  /** Specializations the search text names in the catalogue, exactly or through the topic taxonomy. */
  searchSpecializations?: string[];
  /** Those of searchSpecializations the search names exactly: such coaches rank first (decisions/005, "Ranking"). */
  searchExactSpecializations?: string[];
  /** The category filter as specializations (a specialization, a topic or a topic group). */
  categorySpecializations?: string[];
  /**
   * Those of categorySpecializations the category names exactly, when it also reaches related ones
   * (otherwise every match is exact): such coaches rank first.
   */
  categoryExactSpecializations?: string[];
  /** The location filter: a state (by name or abbreviation) or part of the location's text. */
  location?: string;
  /** The other field filters by query key (experience, minRate and maxRate in cents, language …): coach-fields.ts. */
  fields?: Record<string, FieldFilterValue>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A prefix query ("trust:* & bound:*") from free text. Each word is reduced to its letters and
 * digits (as the 'simple' text-search parser splits them), so no input can break the query syntax.
 */
export function prefixQuery(words: readonly string[]): string | null {
  const tokens = words.flatMap((word) => word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return tokens.length > 0 ? tokens.map((t) => `${t}:*`).join(" & ") : null;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  )}]::text[]`;
}

/** True for a coach with any of these specializations (case-insensitively). */
export function hasSpecialization(list: readonly string[]): SQL {
  return sql`${coaches.specializationsLc} && ${textArray(list)}`;
}

export function directoryWhere(c: DirectoryConditions): SQL {
  const conditions: SQL[] = [eq(coaches.isActive, true)];
  const state = c.location ? findUsState(c.location) : undefined;
  // Within one state, whose index lists its coaches in order, the search and category are checked
  // on those rows (`is true`: no index answers it); else the planner intersects broad GIN bitmaps.
  const onStateRows = (condition: SQL) => (state ? sql`(${condition}) is true` : condition);
  const query = prefixQuery(c.searchWords ?? []);
  if (query || (c.searchSpecializations?.length ?? 0) > 0) {
    const textMatch = query ? sql`${coaches.searchVector} @@ to_tsquery('simple', ${query})` : undefined;
    const topicMatch =
      c.searchSpecializations && c.searchSpecializations.length > 0 ? hasSpecialization(c.searchSpecializations) : undefined;
    conditions.push(onStateRows(textMatch && topicMatch ? sql`(${textMatch} or ${topicMatch})` : (textMatch ?? topicMatch)!));
  } else if ((c.searchWords ?? []).length > 0) {
    // Search text with nothing searchable in it (only punctuation) matches no one.
    conditions.push(sql`false`);
  }
  if (c.categorySpecializations && c.categorySpecializations.length > 0) {
    conditions.push(onStateRows(hasSpecialization(c.categorySpecializations)));
  }
  conditions.push(...fieldFilterConditions(c.fields ?? {}));
  if (c.location) {
    // A location "names" a state by its full name or by its abbreviation after a comma
    // ("Austin, TX"); kindred_state_code (migration 0002) reads it into state_code, whose index
    // lists each state's active coaches in the default order.
    conditions.push(
      state ? eq(coaches.stateCode, state.code) : sql`lower(${coaches.location}) like ${`%${escapeLike(c.location.toLowerCase())}%`}`,
    );
  }
  return and(...conditions)!;
}

/**
 * The columns a coach record carries: every field of the description (common/coach-fields.ts); the
 * search, lower-cased and stored-JSON columns stay in the database.
 */
export const coachColumns = Object.fromEntries(COACH_FIELD_NAMES.map((name) => [name, coaches[name]])) as {
  [K in CoachFieldName]: (typeof coaches)[K];
};
export type CoachRecord = { [K in keyof typeof coachColumns]: (typeof coaches.$inferSelect)[K] };

/** A coach as the public side reads it: the record and its next free time (the slots API's start, or null). */
export type PublicCoachRecord = CoachRecord & { nextAvailableAt: string | null };
const publicCoachColumns = { ...coachColumns, nextAvailableAt: coachAvailability.nextAvailableStart };

/** One page of `query` (a select from coaches): the coaches `where` holds, in `order`. */
export function directoryPage<T extends PgSelect>(query: T, where: SQL, page: { limit: number; offset: number }, order: DirectoryOrder) {
  return query
    .where(where)
    .orderBy(...order.by)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The page query, unexecuted (the query-plan test explains exactly this). A ranked page reads each
 * rank with it. Each coach comes with the next free time kept with their hours.
 */
export function directoryPageQuery(
  db: DatabaseOrTransaction,
  where: SQL,
  page: { limit: number; offset: number },
  order: DirectoryOrder = RATING_ORDER,
) {
  const query = db.select(publicCoachColumns).from(coaches).leftJoin(coachAvailability, eq(coachAvailability.coachId, coaches.id));
  return directoryPage(query.$dynamic(), where, page, order);
}

/** A coach row as written: the columns the database does not fill itself. */
export type NewCoachValues = typeof coaches.$inferInsert;

export async function insertCoach(db: DatabaseOrTransaction, values: NewCoachValues): Promise<{ id: string }> {
  const [row] = await db.insert(coaches).values(values).returning({ id: coaches.id });
  return row;
}

/** True when the coach's state changed (false when it already was so, or there is no such coach). */
export async function setCoachActive(db: DatabaseOrTransaction, id: string, active: boolean): Promise<boolean> {
  const changed = await db
    .update(coaches)
    .set({ isActive: active })
    .where(and(eq(coaches.id, id), ne(coaches.isActive, active)))
    .returning({ id: coaches.id });
  return changed.length > 0;
}

export async function findCoach(db: DatabaseOrTransaction, id: string): Promise<CoachRecord | undefined> {
  const [row] = await db.select(coachColumns).from(coaches).where(eq(coaches.id, id));
  return row;
}

/** The coach with the next free time kept with their hours. */
export async function findPublicCoach(db: DatabaseOrTransaction, id: string): Promise<PublicCoachRecord | undefined> {
  const [row] = await db
    .select(publicCoachColumns)
    .from(coaches)
    .leftJoin(coachAvailability, eq(coachAvailability.coachId, coaches.id))
    .where(eq(coaches.id, id));
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
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.coachId, coachId));
  return { rows, total };
}

export async function listActiveCoachIds(db: DatabaseOrTransaction): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: coaches.id, updatedAt: coaches.updatedAt })
    .from(coaches)
    .where(eq(coaches.isActive, true))
    .orderBy(...DIRECTORY_ORDER);
}

/**
 * Each state's active coaches' specializations (lower-cased, each once): what the topic pages of a
 * state need to know whether any coach there matches a topic (docs/product/topic-pages.md).
 */
export async function listStateSpecializations(db: DatabaseOrTransaction): Promise<{ stateCode: string; specializations: string[] }[]> {
  const result = await db.execute<{ state_code: string; specializations: string[] }>(sql`
    select ${coaches.stateCode} as state_code, array_agg(distinct specialization order by specialization) as specializations
    from ${coaches} cross join lateral unnest(${coaches.specializationsLc}) as specialization
    where ${coaches.isActive} and ${coaches.stateCode} is not null
    group by ${coaches.stateCode}
    order by ${coaches.stateCode}`);
  return result.rows.map((row) => ({ stateCode: row.state_code, specializations: row.specializations }));
}
