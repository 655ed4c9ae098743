// Reviews and the coach's rating (decisions §5): every review, entered by staff or (issue 7) left by
// a client for a completed booking, is stored and the coach's rating (average, 2 decimals) and
// totalReviews are recomputed in the same transaction. `addReview` is the one way to write a review.
import type { AdminReview } from "#common/admin-coaches";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { notFound } from "../../lib/errors";
import { insertReview, lockCoach, refreshCoachRating, type ReviewRow } from "./repository";

export interface NewReview {
  coachId: string;
  rating: number;
  comment: string;
  clientName: string;
  /** A client's review of their booking; null for a review entered by staff. */
  bookingId?: string | null;
  clientId?: string | null;
}

export interface ReviewWithCoachRating {
  review: ReviewRow;
  coach: { id: string; rating: number; totalReviews: number };
}

/**
 * Inserts the review and refreshes the coach's rating inside `tx` (the caller's transaction, so a
 * booking check and the review commit together). 404 when the coach does not exist.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function addReview(tx: DatabaseOrTransaction, input: NewReview): Promise<ReviewWithCoachRating> {
  if (!UUID_PATTERN.test(input.coachId)) throw notFound("Coach not found");
  // The lock orders concurrent reviews of one coach: each recomputation sees the previous review.
  if (!(await lockCoach(tx, input.coachId))) throw notFound("Coach not found");
  const review = await insertReview(tx, {
    coachId: input.coachId,
    rating: input.rating,
    comment: input.comment,
    clientName: input.clientName,
    bookingId: input.bookingId ?? null,
    clientId: input.clientId ?? null,
  });
  const summary = await refreshCoachRating(tx, input.coachId);
  return { review, coach: { id: input.coachId, ...summary } };
}

export interface ReviewsService {
  /** A review entered by staff on behalf of a client (POST /api/admin/reviews). */
  addStaffReview(input: AdminReview): Promise<ReviewWithCoachRating>;
}

export function createReviewsService(db: Database, onCoachChanged: () => void): ReviewsService {
  return {
    async addStaffReview(input) {
      const result = await db.transaction((tx) => addReview(tx, input));
      onCoachChanged();
      return result;
    },
  };
}
