// The only SQL of reviews and their effect on a coach.
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, reviews } from "../../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

export async function insertReview(db: DatabaseOrTransaction, values: NewReviewRow): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row;
}

/** Locks the coach row for the rest of the transaction; false when there is no such coach. */
export async function lockCoach(db: DatabaseOrTransaction, coachId: string): Promise<boolean> {
  const rows = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId)).for("update");
  return rows.length === 1;
}

/**
 * Recomputes the coach's rating (average of the reviews that count, 2 decimals) and totalReviews from
 * the reviews themselves, so concurrent reviews and deletions can never leave the numbers drifting.
 * A review that does not count (not of a verified session, docs/decisions/104) is left out of both.
 */
export async function refreshCoachRating(db: DatabaseOrTransaction, coachId: string): Promise<{ rating: number; totalReviews: number }> {
  const counted = sql`${reviews.coachId} = ${coachId} and ${reviews.countsInRating}`;
  const [row] = await db
    .update(coaches)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 2), 0) from ${reviews} where ${counted})`,
      totalReviews: sql`(select count(*)::int from ${reviews} where ${counted})`,
    })
    .where(eq(coaches.id, coachId))
    .returning({ rating: coaches.rating, totalReviews: coaches.totalReviews });
  return row;
}

export async function findReviewByBooking(db: DatabaseOrTransaction, bookingId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row;
}

/** The account's reviews keep their rating and text, without the author. */
export async function forgetReviewAuthor(db: DatabaseOrTransaction, userId: string): Promise<void> {
  await db.update(reviews).set({ clientId: null, clientName: "Former client" }).where(eq(reviews.clientId, userId));
}
