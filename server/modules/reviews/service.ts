// Reviews and the coach's rating (docs/product/directory.md#reviews). Every review, entered by staff on
// behalf of a client or left by a client for their own completed booking, goes through `addReview`: it is
// stored and the coach's rating (average, 2 decimals) and totalReviews are recomputed in the same
// transaction, with the coach row locked so concurrent reviews are counted one after the other.
// Client reviews: only of one's own completed booking, once (409 for a second); clientId comes from
// the session and coachId from the booking, never from the request body. A client's review counts in
// the rating only when its booking is a verified session (paid through Kindred, or arranged by staff:
// docs/decisions/104); staff reviews always count. Ratings order the directory, so its
// cached totals are dropped after every review.
import type { AdminReview } from "#common/admin-coaches";
import type { SessionUser } from "#common/auth";
import { isVerifiedSession } from "#common/booking-states";
import { reviewerName, type BookingReview, type ClientReview } from "#common/reviews";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import type { BookingsService } from "../bookings/service";
import { findReviewByBooking, forgetReviewAuthor, insertReview, lockCoach, refreshCoachRating, type ReviewRow } from "./repository";
import { isUuid } from "#common/uuid";

export interface NewReview {
  coachId: string;
  rating: number;
  comment: string;
  clientName: string;
  /** A client's review of their booking; null for a review entered by staff. */
  bookingId?: string | null;
  clientId?: string | null;
  /**
   * For a client's review: whether the booking is a verified session (isVerifiedSession). Only such
   * reviews count in the rating; staff reviews always count and are not labelled (docs/decisions/104).
   */
  verifiedSession?: boolean;
}

export interface ReviewWithCoachRating {
  review: ReviewRow;
  coach: { id: string; rating: number; totalReviews: number };
}

/**
 * Inserts the review and refreshes the coach's rating inside `tx` (the caller's transaction, so a
 * booking check and the review commit together). 404 when the coach does not exist.
 */
export async function addReview(tx: DatabaseOrTransaction, input: NewReview): Promise<ReviewWithCoachRating> {
  if (!isUuid(input.coachId)) throw notFound("Coach not found");
  if (!(await lockCoach(tx, input.coachId))) throw notFound("Coach not found");
  const review = await insertReview(tx, {
    coachId: input.coachId,
    rating: input.rating,
    comment: input.comment,
    clientName: input.clientName,
    bookingId: input.bookingId ?? null,
    clientId: input.clientId ?? null,
    ...(input.bookingId ? { verifiedSession: input.verifiedSession === true, countsInRating: input.verifiedSession === true } : {}),
  });
  const summary = await refreshCoachRating(tx, input.coachId);
  return { review, coach: { id: input.coachId, ...summary } };
}

export interface ReviewsService {
  /** A review entered by staff on behalf of a client (POST /api/admin/reviews). */
  addStaffReview(input: AdminReview, actor: AuditActor): Promise<ReviewWithCoachRating>;
  /** POST /api/reviews. */
  submitClientReview(user: SessionUser, input: ClientReview): Promise<BookingReview>;
  /** The review of one's own booking; null when there is none yet; 404 for someone else's booking. */
  findForBooking(user: SessionUser, bookingId: string): Promise<BookingReview | null>;
  /** Inside an account deletion: its reviews stay, without the author. */
  forgetAuthor(tx: DatabaseOrTransaction, userId: string): Promise<void>;
}

const ALREADY_REVIEWED = "You have already reviewed this session.";
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export function toBookingReview(row: ReviewRow): BookingReview {
  return {
    id: row.id,
    bookingId: row.bookingId ?? "",
    coachId: row.coachId,
    rating: row.rating,
    comment: row.comment,
    clientName: row.clientName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createReviewsService(deps: {
  db: Database;
  bookings: BookingsService;
  invalidateDirectoryCache: () => void;
}): ReviewsService {
  const { db, bookings, invalidateDirectoryCache } = deps;
  return {
    async addStaffReview(input, actor) {
      const result = await db.transaction(async (tx) => {
        const added = await addReview(tx, input);
        const { review } = added;
        await recordAuditEvent(tx, {
          actor,
          action: "review.create",
          entity: "review",
          entityId: review.id,
          before: null,
          after: { coachId: review.coachId, rating: review.rating, comment: review.comment, clientName: review.clientName },
        });
        return added;
      });
      invalidateDirectoryCache();
      return result;
    },

    async submitClientReview(user, input) {
      const own = await bookings.findOwn(user, input.bookingId);
      if (!own) throw notFound("Booking not found");
      if (own.booking.status !== "completed") throw conflict("You can review a session once it is completed.");
      if (await findReviewByBooking(db, own.booking.id)) throw conflict(ALREADY_REVIEWED);
      let result: ReviewWithCoachRating;
      try {
        result = await db.transaction((tx) =>
          addReview(tx, {
            bookingId: own.booking.id,
            clientId: user.id,
            coachId: own.booking.coachId,
            clientName: reviewerName(user.firstName, user.lastName),
            rating: input.rating,
            comment: input.comment,
            verifiedSession: isVerifiedSession(own.booking),
          }),
        );
      } catch (error) {
        // Two submissions at once: the unique booking_id lets one through.
        if (isUniqueViolation(error)) throw conflict(ALREADY_REVIEWED);
        throw error;
      }
      invalidateDirectoryCache();
      return toBookingReview(result.review);
    },

    async findForBooking(user, bookingId) {
      const own = await bookings.findOwn(user, bookingId);
      if (!own) throw notFound("Booking not found");
      const row = await findReviewByBooking(db, own.booking.id);
      return row ? toBookingReview(row) : null;
    },

    forgetAuthor: forgetReviewAuthor,
  };
}
