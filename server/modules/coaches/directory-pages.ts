// Paging through the directory: a query's conditions, its order and ranks, its page (read by a
// Lister, as records or as the API's JSON text) and its total, with recent totals reused for a
// short while.
import { APPLICATION_SPECIALIZATIONS } from "#common/catalogue/coach-options";
import { matchTopics } from "#common/catalogue/topics";
import type { DirectoryQuery } from "#common/directory-query";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { setBounded } from "../../lib/bounded-map";
import { fieldFilterValues } from "./coach-fields";
import { plainOrder, RATING_ORDER, type DirectoryOrder } from "./directory-orders";
import {
  countDirectory,
  directoryRanks,
  nextAvailableRanks,
  rankConditions,
  walkFirstRank,
  type DirectoryRanks,
  type DirectoryTotals,
} from "./directory-ranking-repository";
import { directoryWhere, type DirectoryConditions } from "./repository";

/**
 * Turns the directory query into conditions: the search and category also go through the catalogue
 * (topics, groups, trending phrases, specializations). What they name exactly ranks first; what
 * they reach through related specializations next (docs/decisions/005, "Ranking").
 */
export function directoryConditions(query: DirectoryQuery): DirectoryConditions {
  const search = query.search?.trim();
  const words = search ? search.split(/\s+/).filter((w) => w.length > 0) : [];
  const named = search ? matchTopics(search, "contains", APPLICATION_SPECIALIZATIONS) : { exact: [], related: [] };
  let categorySpecializations: string[] | undefined;
  let categoryExactSpecializations: string[] | undefined;
  if (query.category) {
    const category = matchTopics(query.category, "exact", APPLICATION_SPECIALIZATIONS);
    const viaCatalogue = [...category.exact, ...category.related];
    categorySpecializations = viaCatalogue.length > 0 ? viaCatalogue : [query.category];
    if (category.related.length > 0) categoryExactSpecializations = category.exact;
  }
  return {
    searchWords: words,
    searchSpecializations: [...named.exact, ...named.related],
    searchExactSpecializations: named.exact,
    categorySpecializations,
    categoryExactSpecializations,
    location: query.location,
    fields: fieldFilterValues(query),
  };
}

/** How long a directory total is reused. Counting a broad match means visiting every matching row. */
export const COUNT_CACHE_MS = 30_000;
const COUNT_CACHE_SIZE = 1_000;

export type Page = { limit: number; offset: number };

/**
 * A page's conditions and order, and a key that names them exactly (a statement rendered once per
 * key: server/db/prepared.ts).
 */
export interface PageFilter {
  where: SQL;
  key: string;
  order: DirectoryOrder;
}

/** How a directory page is read: as records (for pages the server renders) or as the API's JSON text. */
export interface Lister<T> {
  read(filter: PageFilter, page: Page): Promise<{ items: T; count: number }>;
  concat(first: T, second: T): T;
}

/** A query's conditions, as SQL, its order and its ranks; kept per query (they follow from it alone). */
interface Shape {
  key: string;
  where: SQL;
  order: DirectoryOrder;
  ranks: DirectoryRanks | undefined;
}
const SHAPE_CACHE_SIZE = 1_000;

export interface DirectoryPages {
  /** A page of the directory (ranked when the query ranks) and its total, read by `list`. */
  read<T>(list: Lister<T>, query: DirectoryQuery): Promise<{ items: T; total: number }>;
  /** Forget cached totals. */
  clearTotals(): void;
}

export function createDirectoryPages(db: Database, now: () => number): DirectoryPages {
  // Totals of recent directory queries. The page itself is always read fresh; the total of the
  // same filters is reused for a short while (changes made through this service clear it at once;
  // another process's changes show within COUNT_CACHE_MS). See docs/decisions/005.
  const totals = new Map<string, DirectoryTotals & { at: number }>();
  const shapes = new Map<string, Shape>();

  function shapeOf(query: DirectoryQuery): Shape {
    const conditions = directoryConditions(query);
    const sort = query.sort ?? "recommended";
    const key = `${JSON.stringify(conditions)} ${sort}`;
    const known = shapes.get(key);
    if (known) return known;
    // Only the recommended order ranks a search or category; an order the visitor chose is kept as it is.
    const ranks =
      sort === "next_available" ? nextAvailableRanks(conditions) : sort === "recommended" ? directoryRanks(conditions) : undefined;
    return setBounded(shapes, key, { key, where: directoryWhere(conditions), order: plainOrder(sort), ranks }, SHAPE_CACHE_SIZE);
  }

  function recentTotals(key: string): DirectoryTotals | undefined {
    const hit = totals.get(key);
    return hit && now() - hit.at < COUNT_CACHE_MS ? hit : undefined;
  }

  async function countTotals(key: string, where: SQL, ranks: DirectoryRanks | undefined): Promise<DirectoryTotals> {
    const fresh = await countDirectory(db, where, ranks);
    setBounded(totals, key, { ...fresh, at: now() }, COUNT_CACHE_SIZE);
    return fresh;
  }

  /**
   * A page of a ranked query: the first rank from `offset`, then as much of the second as the page
   * still needs. Where the second rank starts is known from the first rank's rows when the page
   * reaches into it; a page wholly past the first rank takes it from the (cached) totals.
   */
  async function rankedPage<T>(
    list: Lister<T>,
    { key, ranks }: Shape & { ranks: DirectoryRanks },
    page: Page,
    cached: DirectoryTotals | undefined,
    counting: Promise<DirectoryTotals>,
  ) {
    const walk = walkFirstRank(ranks, cached, page);
    const conditions = rankConditions(ranks, walk);
    const first = { where: conditions.first, key: `${key} first ${walk}`, order: ranks.firstOrder };
    const rest = { where: conditions.rest, key: `${key} rest`, order: RATING_ORDER };
    if (cached?.first !== undefined && page.offset >= cached.first) {
      return list.read(rest, { limit: page.limit, offset: page.offset - cached.first });
    }
    const firstRows = await list.read(first, page);
    if (firstRows.count === page.limit) return firstRows;
    const firstTotal = firstRows.count > 0 ? page.offset + firstRows.count : ((await counting).first ?? 0);
    const restRows = await list.read(rest, { limit: page.limit - firstRows.count, offset: Math.max(0, page.offset - firstTotal) });
    return { items: list.concat(firstRows.items, restRows.items), count: firstRows.count + restRows.count };
  }

  /** A page of the directory (ranked when the query ranks) and its total, read by `list`. */
  async function read<T>(list: Lister<T>, query: DirectoryQuery) {
    const shape = shapeOf(query);
    const { key, where, order, ranks } = shape;
    const cached = recentTotals(key);
    const counting = cached ? Promise.resolve(cached) : countTotals(key, where, ranks);
    const [page, counted] = await Promise.all([
      ranks ? rankedPage(list, { ...shape, ranks }, query, cached, counting) : list.read({ where, key, order }, query),
      counting,
    ]);
    return { items: page.items, total: counted.total };
  }

  return { read, clearTotals: () => totals.clear() };
}
