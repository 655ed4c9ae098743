// Client reviews (docs/product/directory.md#reviews): one schema for the review
// dialog and POST /api/reviews. clientId and coachId are never taken from the body: they come from
// the session and the booking.
import { z } from "zod";
import { REVIEW_COMMENT_MAX } from "./review-texts";

export const reviewRatingSchema = z.coerce
  .number({ error: "Rating must be at least 1" })
  .int("Rating must be at least 1")
  .min(1, "Rating must be at least 1")
  .max(5, "Rating must be at most 5");

export const reviewCommentSchema = z.string().trim().max(REVIEW_COMMENT_MAX, "Review must be 150 words or less");

export const clientReviewSchema = z.object({
  bookingId: z.string({ error: "Booking is required" }).trim().min(1, "Booking is required"),
  rating: reviewRatingSchema,
  comment: reviewCommentSchema.optional().default(""),
});
export type ClientReview = z.output<typeof clientReviewSchema>;

/** A review as its author sees it again (the read-only 'Review Already Submitted' dialog). */
export interface BookingReview {
  id: string;
  bookingId: string;
  coachId: string;
  rating: number;
  comment: string;
  clientName: string;
  createdAt: string;
}

/** How a client's name appears on a review: first name and last initial ("Robin H."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Client";
  return initial ? `${first} ${initial}.` : first;
}
