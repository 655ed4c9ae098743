// The only SQL of coach applications.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
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

export async function findApplication(
  db: DatabaseOrTransaction,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const query = db.select().from(coachApplications).where(eq(coachApplications.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateApplication(
  db: DatabaseOrTransaction,
  id: string,
  values: Partial<NewApplication>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.update(coachApplications).set(values).where(eq(coachApplications.id, id)).returning();
  return row;
}

/** The applications paid with this subscription, locked until the transaction ends. */
export async function lockApplicationsOfSubscription(db: DatabaseOrTransaction, subscriptionId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(coachApplications)
    .where(eq(coachApplications.stripeSubscriptionId, subscriptionId))
    .orderBy(coachApplications.id)
    .for("update");
}

export interface SubscriptionStateValues {
  subscriptionStatus: string;
  /** Absent: the state did not come from a provider event, and the order of events is left alone. */
  subscriptionEventAt?: Date;
  subscriptionPeriodEnd?: Date;
  subscriptionCancelAtPeriodEnd?: boolean;
}

export async function updateSubscriptionState(
  db: DatabaseOrTransaction,
  ids: readonly string[],
  values: SubscriptionStateValues,
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(coachApplications)
    .set(values)
    .where(inArray(coachApplications.id, [...ids]))
    .returning();
}

/** The newest application published as this coach that was paid with a subscription. */
export async function findSubscribedApplicationOfCoach(db: DatabaseOrTransaction, coachId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(coachApplications)
    .where(and(eq(coachApplications.coachId, coachId), isNotNull(coachApplications.stripeSubscriptionId)))
    .orderBy(desc(coachApplications.createdAt), desc(coachApplications.id))
    .limit(1);
  return row;
}
