// The directory's orders (GET /api/coaches?sort=, docs/decisions/110): each one stable (the id, or
// the coach id, last) and each one an index's order, so a page is read from the start of an index
// and stops at its end instead of sorting every match.
import { sql, type SQL } from "drizzle-orm";
import type { DirectorySort } from "#common/directory-sort";
import { coachAvailability, coaches } from "../../db/schema";

/** Rating, then review count, then newest; the id makes paging stable. Matches coaches_active_order_idx. */
export const DIRECTORY_ORDER = [
  sql`${coaches.rating} desc nulls last`,
  sql`${coaches.totalReviews} desc nulls last`,
  sql`${coaches.createdAt} desc nulls last`,
  sql`${coaches.id}`,
];

export interface DirectoryOrder {
  /** Names the order in statement keys. */
  name: string;
  by: SQL[];
  /**
   * Ordered by the next free time kept with the coach's hours: the page's ids come from
   * coach_availability joined to coaches, so only coaches with a next free time are listed.
   */
  byNextAvailable: boolean;
}

/** Rating, then review count, then newest (coaches_active_order_idx and the state's index). */
export const RATING_ORDER: DirectoryOrder = { name: "rating", by: DIRECTORY_ORDER, byNextAvailable: false };

// A rate of 0 is "Contact me" (no price): last in both price orders. The expression is the
// indexes' own (coaches_active_price_asc_idx, _desc_idx), with the 0 written in the statement so
// that the planner sees the same expression.
const PRICE = sql`nullif(${coaches.hourlyRateCents}, 0)`;

export const PRICE_ASC_ORDER: DirectoryOrder = {
  name: "price_asc",
  by: [sql`${PRICE} asc nulls last`, ...DIRECTORY_ORDER],
  byNextAvailable: false,
};

export const PRICE_DESC_ORDER: DirectoryOrder = {
  name: "price_desc",
  by: [sql`${PRICE} desc nulls last`, ...DIRECTORY_ORDER],
  byNextAvailable: false,
};

/** Soonest next free time first (coach_availability_next_available_idx); the coach id breaks ties. */
export const NEXT_AVAILABLE_ORDER: DirectoryOrder = {
  name: "next_available",
  by: [sql`${coachAvailability.nextAvailableAt}`, sql`${coachAvailability.coachId}`],
  byNextAvailable: true,
};

/** The order of a page that is not ranked, by the query's `sort`. */
export function plainOrder(sort: DirectorySort | undefined): DirectoryOrder {
  if (sort === "price_asc") return PRICE_ASC_ORDER;
  if (sort === "price_desc") return PRICE_DESC_ORDER;
  return RATING_ORDER;
}

/** True for a coach with a next free time (on the coach's row: no join needed). */
export const HAS_NEXT_FREE_TIME = sql`exists (select 1 from ${coachAvailability} as next_free
  where next_free.coach_id = ${coaches.id} and next_free.next_available_at is not null)`;

/** True for a listed row of a page ordered by the next free time (its join to coach_availability). */
export const JOINED_NEXT_FREE_TIME = sql`${coachAvailability.nextAvailableAt} is not null`;
