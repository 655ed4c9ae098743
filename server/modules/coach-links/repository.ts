// The SQL of linking accounts to coaches: invitations (only the token's digest is stored) and the
// coach's `user_id`, the link itself.
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coachInvitations, coaches, users } from "../../db/schema";

export type InvitationRow = typeof coachInvitations.$inferSelect;

export interface LinkableCoach {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userId: string | null;
}

const linkableColumns = {
  id: coaches.id,
  firstName: coaches.firstName,
  lastName: coaches.lastName,
  email: coaches.email,
  userId: coaches.userId,
};

/** The coach, locked until the transaction ends: invitations and links of one coach take turns. */
export async function lockCoach(tx: DatabaseOrTransaction, coachId: string): Promise<LinkableCoach | undefined> {
  const [row] = await tx.select(linkableColumns).from(coaches).where(eq(coaches.id, coachId)).for("update");
  return row;
}

export async function findCoachLinkedTo(db: DatabaseOrTransaction, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.userId, userId));
  return row?.id ?? null;
}

export async function setCoachUser(tx: DatabaseOrTransaction, coachId: string, userId: string | null): Promise<void> {
  await tx.update(coaches).set({ userId }).where(eq(coaches.id, coachId));
}

/** Ends every invitation of the coach that could still be used (a newer one replaces them, or an unlink). */
export async function withdrawOpenInvitations(tx: DatabaseOrTransaction, coachId: string): Promise<void> {
  await tx
    .update(coachInvitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(coachInvitations.coachId, coachId), isNull(coachInvitations.usedAt), gt(coachInvitations.expiresAt, sql`now()`)));
}

export async function insertInvitation(
  tx: DatabaseOrTransaction,
  values: { coachId: string; email: string; tokenDigest: string; expiresAt: Date; createdBy: string | null },
): Promise<InvitationRow> {
  const [row] = await tx.insert(coachInvitations).values(values).returning();
  return row;
}

export async function findInvitation(
  db: DatabaseOrTransaction,
  tokenDigest: string,
): Promise<(InvitationRow & { firstName: string; lastName: string }) | undefined> {
  const [row] = await db
    .select({ invitation: coachInvitations, firstName: coaches.firstName, lastName: coaches.lastName })
    .from(coachInvitations)
    .innerJoin(coaches, eq(coaches.id, coachInvitations.coachId))
    .where(eq(coachInvitations.tokenDigest, tokenDigest));
  return row ? { ...row.invitation, firstName: row.firstName, lastName: row.lastName } : undefined;
}

/** The invitation, locked: two people opening the same link at once are served one after the other. */
export async function lockInvitation(tx: DatabaseOrTransaction, tokenDigest: string): Promise<InvitationRow | undefined> {
  const [row] = await tx.select().from(coachInvitations).where(eq(coachInvitations.tokenDigest, tokenDigest)).for("update");
  return row;
}

export async function markInvitationUsed(tx: DatabaseOrTransaction, invitationId: string): Promise<void> {
  await tx
    .update(coachInvitations)
    .set({ usedAt: sql`now()` })
    .where(eq(coachInvitations.id, invitationId));
}

export interface LinkStateRow {
  coachId: string;
  accountEmail: string | null;
  invitedAt: Date | null;
  expiresAt: Date | null;
  usedAt: Date | null;
}

/** Each coach's linked account and newest invitation, in one query for a page of the admin list. */
export async function linkStatesOf(db: DatabaseOrTransaction, coachIds: readonly string[]): Promise<LinkStateRow[]> {
  if (coachIds.length === 0) return [];
  const newest = db
    .selectDistinctOn([coachInvitations.coachId], {
      coachId: coachInvitations.coachId,
      createdAt: coachInvitations.createdAt,
      expiresAt: coachInvitations.expiresAt,
      usedAt: coachInvitations.usedAt,
    })
    .from(coachInvitations)
    .where(inArray(coachInvitations.coachId, [...coachIds]))
    .orderBy(coachInvitations.coachId, desc(coachInvitations.createdAt), desc(coachInvitations.id))
    .as("newest");
  return db
    .select({
      coachId: coaches.id,
      accountEmail: users.email,
      invitedAt: newest.createdAt,
      expiresAt: newest.expiresAt,
      usedAt: newest.usedAt,
    })
    .from(coaches)
    .leftJoin(users, eq(users.id, coaches.userId))
    .leftJoin(newest, eq(newest.coachId, coaches.id))
    .where(inArray(coaches.id, [...coachIds]));
}
