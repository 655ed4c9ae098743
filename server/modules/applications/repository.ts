// The only SQL of coach applications.
import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coachApplications } from "../../db/schema";

export type ApplicationRow = typeof coachApplications.$inferSelect;
export type NewApplication = typeof coachApplications.$inferInsert;

export async function insertApplication(db: DatabaseOrTransaction, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(coachApplications).values(values).returning();
  return row;
}

export async function listApplications(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select()
    .from(coachApplications)
    .orderBy(desc(coachApplications.createdAt), desc(coachApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(coachApplications);
  return { rows, total };
}

export async function findApplication(db: DatabaseOrTransaction, id: string, options: { forUpdate?: boolean } = {}): Promise<ApplicationRow | undefined> {
  const query = db.select().from(coachApplications).where(eq(coachApplications.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateApplication(db: DatabaseOrTransaction, id: string, values: Partial<NewApplication>): Promise<ApplicationRow | undefined> {
  const [row] = await db.update(coachApplications).set(values).where(eq(coachApplications.id, id)).returning();
  return row;
}

/**
 * Records the status on the applications paid with this subscription, unless they already hold the
 * status of a newer event; answers the applications changed.
 */
export async function updateSubscriptionStatus(db: DatabaseOrTransaction, subscriptionId: string, status: string, occurredAt: Date): Promise<ApplicationRow[]> {
  return db
    .update(coachApplications)
    .set({ subscriptionStatus: status, subscriptionEventAt: occurredAt })
    .where(
      and(
        eq(coachApplications.stripeSubscriptionId, subscriptionId),
        or(isNull(coachApplications.subscriptionEventAt), lte(coachApplications.subscriptionEventAt, occurredAt)),
      ),
    )
    .returning();
}
