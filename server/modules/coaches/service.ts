// The public coach catalogue: the directory with its filters (docs/product/directory.md#search-and-ranking),
// profiles and reviews. Inactive coaches do not exist for the public side.
import type { CoachesService } from "#common/app-context";
import { APPLICATION_SPECIALIZATIONS } from "#common/catalogue/coach-options";
import { matchTopics } from "#common/catalogue/topics";
import type { PublicCoach, PublicReview } from "#common/coaches";
import type { DirectoryQuery } from "#common/directory-query";
import { centsToDecimalString } from "#common/money";
import type { SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { CoachRow } from "../../db/seed/coach-factory";
import { concatJsonArrays, listDirectoryJson } from "./directory-json-repository";
import {
  countDirectory,
  directoryRanks,
  rankConditions,
  walkFirstRank,
  type DirectoryRanks,
  type DirectoryTotals,
} from "./directory-ranking-repository";
import {
  directoryWhere,
  findCoach,
  insertCoach,
  setCoachActive,
  listActiveCoachIds,
  listCoachReviews,
  listDirectory,
  type CoachRecord,
  type DirectoryConditions,
  type ReviewRecord,
} from "./repository";
import { isUuid } from "#common/uuid";

export function toPublicCoach(row: CoachRecord): PublicCoach {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    bio: row.bio,
    specializations: row.specializations,
    experience: row.experience,
    hourlyRate: centsToDecimalString(row.hourlyRateCents),
    rating: row.rating,
    totalReviews: row.totalReviews,
    isActive: row.isActive,
    availability: row.availability,
    sessionTypes: row.sessionTypes,
    languages: row.languages,
    location: row.location,
    certifications: row.certifications,
    gender: row.gender,
    professionalType: row.professionalType,
    insuranceAccepted: row.insuranceAccepted,
    profileImageUrl: row.profileImageUrl,
    email: row.email,
    phoneNumber: row.phoneNumber,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicReview(row: ReviewRecord): PublicReview {
  return { id: row.id, rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() };
}

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
    minExperience: query.experience,
    minRateCents: query.minRate,
    maxRateCents: query.maxRate,
    availability: query.availability,
    language: query.language,
    location: query.location,
    certification: query.certification,
    insurance: query.insurance,
    gender: query.gender,
    professionalType: query.professionalType,
  };
}

/** How long a directory total is reused. Counting a broad match means visiting every matching row. */
export const COUNT_CACHE_MS = 30_000;
const COUNT_CACHE_SIZE = 1_000;

export interface ServerCoachesService extends CoachesService {
  /** Forget cached directory totals: call after any change to coaches. */
  invalidateDirectoryCache(): void;
  /** Adds a coach inside the caller's transaction; call invalidateDirectoryCache() after commit. */
  createCoach(db: DatabaseOrTransaction, values: CoachRow): Promise<{ id: string }>;
  /**
   * Shows or hides a coach inside the caller's transaction; call invalidateDirectoryCache() after
   * commit. Answers whether that changed anything.
   */
  setActive(db: DatabaseOrTransaction, id: string, active: boolean): Promise<boolean>;
}

type Page = { limit: number; offset: number };

/** How a directory page is read: as records (for pages the server renders) or as the API's JSON text. */
interface Lister<T> {
  read(where: SQL, page: Page): Promise<{ items: T; count: number }>;
  concat(first: T, second: T): T;
}

export function createCoachesService(db: Database, now: () => number = Date.now): ServerCoachesService {
  // Totals of recent directory queries. The page itself is always read fresh; the total of the
  // same filters is reused for a short while (changes made through this service clear it at once;
  // another process's changes show within COUNT_CACHE_MS). See docs/decisions/005.
  const totals = new Map<string, DirectoryTotals & { at: number }>();

  function recentTotals(key: string): DirectoryTotals | undefined {
    const hit = totals.get(key);
    return hit && now() - hit.at < COUNT_CACHE_MS ? hit : undefined;
  }

  async function countTotals(key: string, where: SQL, ranks: DirectoryRanks | undefined): Promise<DirectoryTotals> {
    const fresh = await countDirectory(db, where, ranks);
    if (totals.size >= COUNT_CACHE_SIZE) totals.delete(totals.keys().next().value!);
    totals.set(key, { ...fresh, at: now() });
    return fresh;
  }

  /**
   * A page of a ranked query: the first rank from `offset`, then as much of the second as the page
   * still needs. Where the second rank starts is known from the first rank's rows when the page
   * reaches into it; a page wholly past the first rank takes it from the (cached) totals.
   */
  async function rankedPage<T>(
    list: Lister<T>,
    ranks: DirectoryRanks,
    page: Page,
    cached: DirectoryTotals | undefined,
    counting: Promise<DirectoryTotals>,
  ) {
    const { first, rest } = rankConditions(ranks, walkFirstRank(ranks, cached, page));
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
  async function directoryPage<T>(list: Lister<T>, query: DirectoryQuery) {
    const conditions = directoryConditions(query);
    const where = directoryWhere(conditions);
    const ranks = directoryRanks(conditions);
    const key = JSON.stringify(conditions);
    const cached = recentTotals(key);
    const counting = cached ? Promise.resolve(cached) : countTotals(key, where, ranks);
    const [page, counted] = await Promise.all([
      ranks ? rankedPage(list, ranks, query, cached, counting) : list.read(where, query),
      counting,
    ]);
    return { items: page.items, total: counted.total };
  }

  const records: Lister<CoachRecord[]> = {
    read: async (where, page) => {
      const rows = await listDirectory(db, where, page);
      return { items: rows, count: rows.length };
    },
    concat: (a, b) => [...a, ...b],
  };
  const jsonText: Lister<string> = {
    read: async (where, page) => {
      const { json, count } = await listDirectoryJson(db, where, page);
      return { items: json, count };
    },
    concat: concatJsonArrays,
  };

  return {
    invalidateDirectoryCache() {
      totals.clear();
    },
    createCoach: (tx, values) => insertCoach(tx, values),
    setActive: (tx, id, active) => setCoachActive(tx, id, active),
    async listDirectory(query) {
      const { items, total } = await directoryPage(records, query);
      return { items: items.map(toPublicCoach), total };
    },
    async listDirectoryJson(query) {
      const { items, total } = await directoryPage(jsonText, query);
      return { json: items, total };
    },
    async getPublicCoach(id) {
      if (!isUuid(id)) return null;
      const row = await findCoach(db, id);
      return row && row.isActive ? toPublicCoach(row) : null;
    },
    async listReviews(coachId, page) {
      if (!isUuid(coachId)) return { items: [], total: 0 };
      const { rows, total } = await listCoachReviews(db, coachId, page);
      return { items: rows.map(toPublicReview), total };
    },
    async listSitemapEntries() {
      const rows = await listActiveCoachIds(db);
      return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
    },
  };
}
