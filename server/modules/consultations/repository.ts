import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, consultationRequests, users } from "../../db/schema";

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

/**
 * Sets the status only if it is still `from`; false when it changed meanwhile. The first move out of
 * 'pending' (whoever makes it: the coach, staff, or a booking arranged from the request) records
 * when the visitor was first contacted; later moves keep that time.
 */
export async function updateConsultationStatusFrom(db: DatabaseOrTransaction, id: string, from: string, to: string): Promise<boolean> {
  const firstContact =
    from === "pending" && to !== "pending" ? { firstContactedAt: sql`coalesce(${consultationRequests.firstContactedAt}, now())` } : {};
  const rows = await db
    .update(consultationRequests)
    .set({ status: to, ...firstContact })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, from)))
    .returning({ id: consultationRequests.id });
  return rows.length === 1;
}

/** One coach's requests, newest first, optionally of one status, with the total. */
export async function listConsultationsForCoach(
  db: DatabaseOrTransaction,
  coachId: string,
  query: { status?: string; limit: number; offset: number },
): Promise<{ rows: ConsultationRecord[]; total: number }> {
  const where: SQL | undefined = query.status
    ? and(eq(consultationRequests.coachId, coachId), eq(consultationRequests.status, query.status))
    : eq(consultationRequests.coachId, coachId);
  const rows = await db
    .select()
    .from(consultationRequests)
    .where(where)
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(consultationRequests)
    .where(where);
  return { rows, total };
}

/**
 * The requests sent with this address, whatever its case, newest first, with their coach (the index
 * consultation_requests_email_lower_idx serves this).
 */
export async function listConsultationsSentWith(db: DatabaseOrTransaction, email: string, limit: number) {
  return db
    .select({
      request: consultationRequests,
      coach: { id: coaches.id, firstName: coaches.firstName, lastName: coaches.lastName, active: coaches.isActive },
    })
    .from(consultationRequests)
    .innerJoin(coaches, eq(coaches.id, consultationRequests.coachId))
    .where(sql`lower(${consultationRequests.email}) = lower(${email})`)
    .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
    .limit(limit);
}

/** A request of this coach only; another coach's is as unknown as a missing one. */
export async function findConsultationOfCoach(
  db: DatabaseOrTransaction,
  coachId: string,
  id: string,
): Promise<ConsultationRecord | undefined> {
  const [row] = await db
    .select()
    .from(consultationRequests)
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.coachId, coachId)));
  return row;
}

export async function updateCoachNotes(db: DatabaseOrTransaction, coachId: string, id: string, notes: string): Promise<void> {
  await db
    .update(consultationRequests)
    .set({ coachNotes: notes })
    .where(and(eq(consultationRequests.id, id), eq(consultationRequests.coachId, coachId)));
}

/**
 * Claims up to `limit` requests pending for at least `overdueMs` (and for less than `staleMs`) whose
 * coach has not been reminded yet, marking them reminded. One UPDATE … RETURNING over rows locked
 * with SKIP LOCKED: processes running it at once claim different rows, and a row is claimed once.
 * The database's clock decides, so processes whose clocks differ still agree.
 */
export async function claimOverdueConsultations(
  tx: DatabaseOrTransaction,
  options: { overdueMs: number; staleMs: number; limit: number },
): Promise<ConsultationRecord[]> {
  return tx
    .update(consultationRequests)
    .set({ overdueReminderSentAt: sql`now()` })
    .where(
      sql`${consultationRequests.id} in (
        select ${consultationRequests.id} from ${consultationRequests}
        where ${consultationRequests.status} = 'pending'
          and ${consultationRequests.overdueReminderSentAt} is null
          and ${consultationRequests.createdAt} <= now() - make_interval(secs => ${Math.round(options.overdueMs / 1000)})
          and ${consultationRequests.createdAt} > now() - make_interval(secs => ${Math.round(options.staleMs / 1000)})
        order by ${consultationRequests.createdAt}
        limit ${options.limit}
        for update skip locked
      ) and ${consultationRequests.overdueReminderSentAt} is null`,
    )
    .returning();
}

/** Where a coach's reminder can go: the listed address and the linked account's. */
export async function findCoachContact(db: DatabaseOrTransaction, coachId: string) {
  const [row] = await db
    .select({ id: coaches.id, firstName: coaches.firstName, email: coaches.email, accountEmail: users.email })
    .from(coaches)
    .leftJoin(users, eq(users.id, coaches.userId))
    .where(eq(coaches.id, coachId));
  return row;
}
