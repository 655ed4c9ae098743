// Client reviews (decisions §5): only of one's own completed booking, once (409 for a second);
// clientId comes from the session and coachId from the booking, never from the request body.
// The coach's rating changes in the same transaction, and the directory's cached totals are
// dropped afterwards (ratings order the directory).
import type { SessionUser } from "#common/auth";
import { reviewerName, type BookingReview, type ClientReview } from "#common/reviews";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import type { BookingsService } from "../bookings/service";
import type { ServerCoachesService } from "../coaches/service";
import { findReviewByBooking, insertReviewAndRefreshCoachRating, type ReviewRecord } from "./repository";

export interface ReviewsService {
  submitClientReview(user: SessionUser, input: ClientReview): Promise<BookingReview>;
  /** The review of one's own booking; null when there is none yet; 404 for someone else's booking. */
  findForBooking(user: SessionUser, bookingId: string): Promise<BookingReview | null>;
}

const ALREADY_REVIEWED = "You have already reviewed this session.";
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export function toBookingReview(row: ReviewRecord): BookingReview {
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

export function createReviewsService(deps: { db: Database; bookings: BookingsService; coaches: Pick<ServerCoachesService, "invalidateDirectoryCache"> }): ReviewsService {
  const { db, bookings, coaches } = deps;
  return {
    async submitClientReview(user, input) {
      const own = await bookings.findOwn(user, input.bookingId);
      if (!own) throw notFound("Booking not found");
      if (own.booking.status !== "completed") throw conflict("You can review a session once it is completed.");
      if (await findReviewByBooking(db, own.booking.id)) throw conflict(ALREADY_REVIEWED);
      let row: ReviewRecord | undefined;
      try {
        row = await db.transaction((tx) =>
          insertReviewAndRefreshCoachRating(tx, {
            bookingId: own.booking.id,
            clientId: user.id,
            coachId: own.booking.coachId,
            clientName: reviewerName(user.firstName, user.lastName),
            rating: input.rating,
            comment: input.comment,
          }),
        );
      } catch (error) {
        // Two submissions at once: the unique booking_id lets one through.
        if (isUniqueViolation(error)) throw conflict(ALREADY_REVIEWED);
        throw error;
      }
      if (!row) throw notFound("Coach not found");
      coaches.invalidateDirectoryCache();
      return toBookingReview(row);
    },

    async findForBooking(user, bookingId) {
      const own = await bookings.findOwn(user, bookingId);
      if (!own) throw notFound("Booking not found");
      const row = await findReviewByBooking(db, own.booking.id);
      return row ? toBookingReview(row) : null;
    },
  };
}
