// The public coach catalogue: the directory with its filters (docs/product/directory.md#search-and-ranking),
// profiles and reviews. Inactive coaches do not exist for the public side.
import type { CoachesService } from "#common/app-context";
import type { PublicCoach, PublicReview } from "#common/coaches";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { publicCoachWriter } from "./coach-fields";
import { concatJsonArrays, listDirectoryJson } from "./directory-json-repository";
import { COUNT_CACHE_MS, createDirectoryPages, directoryConditions, type Lister } from "./directory-pages";
import {
  findPublicCoach,
  insertCoach,
  setCoachActive,
  listActiveCoachIds,
  listCoachReviews,
  listStateSpecializations,
  type CoachRecord,
  type NewCoachValues,
  type PublicCoachRecord,
  type ReviewRecord,
} from "./repository";
import { isUuid } from "#common/uuid";

/** The coach's profile as the public side shows it (staff and the coach's workspace answer this too). */
export const toPublicCoach: (row: CoachRecord) => PublicCoach = publicCoachWriter();

/** A coach as GET /api/coaches and GET /api/coaches/{id} answer it: the profile and the next free time. */
function toListedCoach(row: PublicCoachRecord): PublicCoach {
  return { ...toPublicCoach(row), nextAvailableAt: row.nextAvailableAt };
}

export function toPublicReview(row: ReviewRecord): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    verifiedSession: row.verifiedSession,
  };
}

export { directoryConditions, COUNT_CACHE_MS } from "./directory-pages";

export interface ServerCoachesService extends CoachesService {
  /** Forget cached directory totals: call after any change to coaches. */
  invalidateDirectoryCache(): void;
  /** Adds a coach inside the caller's transaction; call invalidateDirectoryCache() after commit. */
  createCoach(db: DatabaseOrTransaction, values: NewCoachValues): Promise<{ id: string }>;
  /**
   * Shows or hides a coach inside the caller's transaction; call invalidateDirectoryCache() after
   * commit. Answers whether that changed anything.
   */
  setActive(db: DatabaseOrTransaction, id: string, active: boolean): Promise<boolean>;
}

export function createCoachesService(db: Database, now: () => number = Date.now): ServerCoachesService {
  const pages = createDirectoryPages(db, now);
  // Which specializations each state's coaches carry, for the topic pages: read at most once per
  // COUNT_CACHE_MS, as the directory's totals are (and forgotten with them).
  let stateSpecializations: { at: number; states: Promise<{ stateCode: string; specializations: Set<string> }[]> } | undefined;
  const readStateSpecializations = () => {
    if (!stateSpecializations || now() - stateSpecializations.at >= COUNT_CACHE_MS) {
      const states = listStateSpecializations(db).then((rows) =>
        rows.map((row) => ({ stateCode: row.stateCode, specializations: new Set(row.specializations) })),
      );
      stateSpecializations = { at: now(), states };
      states.catch(() => (stateSpecializations = undefined));
    }
    return stateSpecializations.states;
  };

  const jsonText: Lister<string> = {
    read: async (filter, page) => {
      const { json, count } = await listDirectoryJson(db, filter, page);
      return { items: json, count };
    },
    concat: concatJsonArrays,
  };

  return {
    invalidateDirectoryCache() {
      pages.clearTotals();
      stateSpecializations = undefined;
    },
    createCoach: (tx, values) => insertCoach(tx, values),
    setActive: (tx, id, active) => setCoachActive(tx, id, active),
    // The pages read the same JSON as GET /api/coaches: one read path, whose text is built by the
    // database (docs/decisions/127-a-render-that-is-cheap-by-itself.md).
    async listDirectory(query) {
      const { items, total } = await pages.read(jsonText, query);
      return { items: JSON.parse(items) as PublicCoach[], total };
    },
    async listDirectoryJson(query) {
      const { items, total } = await pages.read(jsonText, query);
      return { json: items, total };
    },
    async getPublicCoach(id) {
      if (!isUuid(id)) return null;
      const row = await findPublicCoach(db, id);
      return row && row.isActive ? toListedCoach(row) : null;
    },
    async listReviews(coachId, page) {
      if (!isUuid(coachId)) return { items: [], total: 0 };
      const { rows, total } = await listCoachReviews(db, coachId, page);
      return { items: rows.map(toPublicReview), total };
    },
    async listCategoryStates(categories) {
      const states = await readStateSpecializations();
      return Object.fromEntries(
        categories.map((category) => {
          // The specializations the directory's category filter reads the category as.
          const wanted = (directoryConditions({ category, limit: 1, offset: 0 }).categorySpecializations ?? []).map((label) =>
            label.toLowerCase(),
          );
          const codes = states.filter((state) => wanted.some((label) => state.specializations.has(label))).map((state) => state.stateCode);
          return [category, codes];
        }),
      );
    },
    async listSitemapEntries() {
      const rows = await listActiveCoachIds(db);
      return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
    },
  };
}
