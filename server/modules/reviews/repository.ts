// The only SQL of reviews. `insertReviewAndRefreshCoachRating` is the one rule every review follows
// (decisions §5: client or admin): the review and the coach's rating (average, 2 decimals) and
// totalReviews change in the same transaction. The coach row is locked first, so two reviews of
// one coach at once are counted one after the other and the average is never computed from a
// snapshot that misses the other one.
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coaches, reviews } from "../../db/schema";

export type ReviewRecord = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** Call inside a transaction. Returns undefined when the coach does not exist. */
export async function insertReviewAndRefreshCoachRating(tx: DatabaseOrTransaction, review: NewReview): Promise<ReviewRecord | undefined> {
  const [coach] = await tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, review.coachId)).for("update");
  if (!coach) return undefined;
  const [row] = await tx.insert(reviews).values(review).returning();
  await refreshCoachRating(tx, review.coachId);
  return row;
}

/** Recomputes a coach's rating and review count from the reviews (after an insert or a delete). */
export async function refreshCoachRating(tx: DatabaseOrTransaction, coachId: string): Promise<void> {
  await tx
    .update(coaches)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 2), 0) from ${reviews} where ${reviews.coachId} = ${coachId})`,
      totalReviews: sql`(select count(*)::int from ${reviews} where ${reviews.coachId} = ${coachId})`,
    })
    .where(eq(coaches.id, coachId));
}

export async function findReviewByBooking(db: DatabaseOrTransaction, bookingId: string): Promise<ReviewRecord | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row;
}
