// The directory's ranking (docs/decisions/005, "Ranking"): with a search or a category, coaches
// whose specializations are what it names exactly come first; ordered by the next free time, those
// with one come first (docs/decisions/110). The conditions of the two ranks: each is read with the
// page query of repository.ts, in its own order; the service pages across them.
import { and, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches } from "../../db/schema";
import { findUsState } from "#common/catalogue/us-states";
import { HAS_NEXT_FREE_TIME, JOINED_NEXT_FREE_TIME, NEXT_AVAILABLE_ORDER, RATING_ORDER, type DirectoryOrder } from "./directory-orders";
import { directoryWhere, hasSpecialization, type DirectoryConditions } from "./repository";

/**
 * The two ranks of a page: with a search or category, exact matches first, then the rest; ordered
 * by the next free time, coaches with one first (soonest first), then those without (by rating).
 */
export interface DirectoryRanks {
  /** True for a coach of the first rank (on the coach's row: for counting). */
  exact: SQL;
  /** The query's conditions less those the exact labels imply: with `exact`, the first rank. */
  firstWhere: SQL;
  /** The query's conditions: less `exact`, the second rank. */
  where: SQL;
  /** Whether the query keeps to one state, whose coaches an index lists in the default order. */
  oneState: boolean;
  /** The first rank's order; the second rank is always in the default order. */
  firstOrder: DirectoryOrder;
}

/** Ordered by the next free time: coaches with one (soonest first), then the rest in the default order. */
export function nextAvailableRanks(c: DirectoryConditions): DirectoryRanks {
  const where = directoryWhere(c);
  return { exact: HAS_NEXT_FREE_TIME, firstWhere: where, where, oneState: false, firstOrder: NEXT_AVAILABLE_ORDER };
}

/** The ranks of a search or category; undefined when every match would rank alike. */
export function directoryRanks(c: DirectoryConditions): DirectoryRanks | undefined {
  const categoryLabels = new Set((c.categorySpecializations ?? []).map((label) => label.toLowerCase()));
  const searchExact = c.searchExactSpecializations ?? [];
  // Every coach of the category is an exact match of the search when its labels are all among them.
  const searchRanks =
    searchExact.length > 0 &&
    !(categoryLabels.size > 0 && [...categoryLabels].every((label) => searchExact.some((e) => e.toLowerCase() === label)));
  const categoryExact = c.categoryExactSpecializations ?? [];
  const categoryRanks = categoryExact.length > 0;
  if (!searchRanks && !categoryRanks) return undefined;
  // The exact labels are among those the search and category match, so the first rank needs neither
  // condition again; left in, the planner would take them as independent of the exact labels and
  // expect far fewer rows than it finds (sorting thousands instead of walking the order index).
  const implied: DirectoryConditions = {
    ...c,
    ...(searchRanks ? { searchWords: undefined, searchSpecializations: undefined } : {}),
    ...(categoryRanks ? { categorySpecializations: undefined } : {}),
  };
  return {
    exact: and(...(searchRanks ? [hasSpecialization(searchExact)] : []), ...(categoryRanks ? [hasSpecialization(categoryExact)] : []))!,
    firstWhere: directoryWhere(implied),
    where: directoryWhere(c),
    oneState: c.location !== undefined && findUsState(c.location) !== undefined,
    firstOrder: RATING_ORDER,
  };
}

/** A directory total; for a ranked query also the first rank's, and about how many coaches are active. */
export interface DirectoryTotals {
  total: number;
  first?: number;
  active?: number;
}

/** How many rows of the order index a page's first rank may expect to walk before its index is used instead. */
const FIRST_RANK_WALK_ROWS = 5_000;

/**
 * Whether the first rank should walk an order index with its exact condition kept from any index.
 * The planner costs a walk as random reads and a GIN bitmap as nearly free, so given the choice it
 * intersects broad bitmaps (10–25 ms at 100,000 coaches) where a walk finds the page in a few ms. A
 * walk is bounded when the query keeps to one state (its coaches are listed in order), or when the
 * cached totals show the first rank dense enough in the order index; a rare first rank still needs
 * its own index.
 */
export function walkFirstRank(
  ranks: DirectoryRanks | undefined,
  totals: DirectoryTotals | undefined,
  page: { limit: number; offset: number },
): boolean {
  if (!ranks || ranks.firstOrder.byNextAvailable) return false;
  if (ranks.oneState) return true;
  if (!totals?.first || !totals.active) return false;
  return (page.offset + page.limit) * totals.active <= totals.first * FIRST_RANK_WALK_ROWS;
}

/**
 * The conditions of the two ranks. With `walkFirst` the first rank's exact test is written so that
 * no index can answer it (`is true` is the same test), leaving the walk of an order index. Ordered
 * by the next free time, the first rank is read through its join to the coach's hours.
 */
export function rankConditions(ranks: DirectoryRanks, walkFirst: boolean): { first: SQL; rest: SQL } {
  if (ranks.firstOrder.byNextAvailable) {
    // NOT EXISTS, an anti-join: the walk of the order index asks the coach's hours row by row and
    // stops at the page's end (written "is not true", the planner would hash every coach's row).
    return { first: and(ranks.firstWhere, JOINED_NEXT_FREE_TIME)!, rest: and(ranks.where, sql`not ${ranks.exact}`)! };
  }
  return {
    first: and(ranks.firstWhere, walkFirst ? sql`(${ranks.exact}) is true` : ranks.exact)!,
    rest: and(ranks.where, sql`(${ranks.exact}) is not true`)!,
  };
}

/** The count query of a directory query, unexecuted (the query-plan test explains it); with ranks, the first rank's count too. */
export function directoryCountQuery(db: DatabaseOrTransaction, where: SQL, ranks?: DirectoryRanks) {
  if (!ranks)
    return db
      .select({ total: sql<number>`count(*)::int` })
      .from(coaches)
      .where(where);
  return db
    .select({
      total: sql<number>`count(*)::int`,
      first: sql<number>`(count(*) filter (where ${ranks.exact}))::int`,
      // The planner's own count of the order index's rows (kept by ANALYZE and VACUUM): no scan.
      active: sql<number>`(select greatest(reltuples, 0)::int from pg_class where oid = 'coaches_active_order_idx'::regclass)`,
    })
    .from(coaches)
    .where(where);
}

export async function countDirectory(db: DatabaseOrTransaction, where: SQL, ranks?: DirectoryRanks): Promise<DirectoryTotals> {
  const [row] = await directoryCountQuery(db, where, ranks);
  return row;
}
