// The SQL of the staff side of the coach catalogue: every coach (inactive ones too), writes and the
// portal's numbers. The public side's SQL stays in repository.ts.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches } from "../../db/schema";
import { coachColumns, type CoachRecord, type NewCoachValues } from "./repository";

export type CoachChanges = Partial<Omit<NewCoachValues, "id" | "createdAt" | "updatedAt" | "rating" | "totalReviews">>;

function staffSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${coaches.firstName} || ' ' || ${coaches.lastName}) like ${pattern} or lower(${coaches.email}) like ${pattern} or lower(${coaches.title}) like ${pattern})`;
}

/** Newest first; the id keeps paging stable. */
export async function listAllCoaches(db: DatabaseOrTransaction, query: { limit: number; offset: number; search?: string }) {
  const where = staffSearch(query.search);
  const rows: CoachRecord[] = await db
    .select(coachColumns)
    .from(coaches)
    .where(where)
    .orderBy(desc(coaches.createdAt), desc(coaches.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(coaches)
    .where(where);
  return { rows, total };
}

export async function insertCoach(db: DatabaseOrTransaction, values: NewCoachValues): Promise<CoachRecord> {
  const [row] = await db.insert(coaches).values(values).returning(coachColumns);
  return row;
}

export async function updateCoach(db: DatabaseOrTransaction, id: string, changes: CoachChanges): Promise<CoachRecord | undefined> {
  const [row] = await db.update(coaches).set(changes).where(eq(coaches.id, id)).returning(coachColumns);
  return row;
}

export async function deleteCoach(db: DatabaseOrTransaction, id: string): Promise<boolean> {
  const rows = await db.delete(coaches).where(eq(coaches.id, id)).returning({ id: coaches.id });
  return rows.length === 1;
}

/** Every coach, the active ones, and the mean rating of those with reviews (docs/product/staff-portal.md#portal-home). */
export async function coachStats(db: DatabaseOrTransaction) {
  const [row] = await db
    .select({
      totalCoaches: sql<number>`count(*)::int`,
      activeCoaches: sql<number>`(count(*) filter (where ${coaches.isActive}))::int`,
      averageRating: sql<string>`coalesce(avg(${coaches.rating}) filter (where ${coaches.totalReviews} > 0), 0)`,
    })
    .from(coaches);
  return {
    totalCoaches: row.totalCoaches,
    activeCoaches: row.activeCoaches,
    averageRating: Math.round(Number(row.averageRating) * 100) / 100,
  };
}
