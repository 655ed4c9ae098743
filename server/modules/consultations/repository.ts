import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, consultationRequests } from "../../db/schema";

export type ConsultationRecord = typeof consultationRequests.$inferSelect;
export type NewConsultation = typeof consultationRequests.$inferInsert;

export async function insertConsultation(db: DatabaseOrTransaction, values: NewConsultation): Promise<ConsultationRecord> {
  const [row] = await db.insert(consultationRequests).values(values).returning();
  return row;
}

/** Newest first, with the coach's name, for staff. */
export async function listConsultations(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ request: consultationRequests, coachFirstName: coaches.firstName, coachLastName: coaches.lastName })
    .from(consultationRequests)
    .innerJoin(coaches, eq(coaches.id, consultationRequests.coachId))
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(consultationRequests);
  return { rows, total };
}

export async function findConsultation(db: DatabaseOrTransaction, id: string): Promise<ConsultationRecord | undefined> {
  const [row] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
  return row;
}

/** One request with its coach's name, for staff. */
export async function findConsultationForStaff(db: DatabaseOrTransaction, id: string) {
  const [row] = await db
    .select({ request: consultationRequests, coachFirstName: coaches.firstName, coachLastName: coaches.lastName })
    .from(consultationRequests)
    .innerJoin(coaches, eq(coaches.id, consultationRequests.coachId))
    .where(eq(consultationRequests.id, id));
  return row;
}

/** Sets the status only if it is still `from`; false when it changed meanwhile. */
export async function updateConsultationStatusFrom(db: DatabaseOrTransaction, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(consultationRequests)
    .set({ status: to })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, from)))
    .returning({ id: consultationRequests.id });
  return rows.length === 1;
}
