// POST /api/admin/reviews { coachId, rating, comment, clientName }: a review entered by staff.
// 201 { review, coach: { id, rating, totalReviews } }; 404 for an unknown coach.
import { Router } from "express";
import { adminReviewSchema } from "#common/admin-coaches";
import { parseInput } from "../../lib/errors";
import type { ReviewsService } from "./service";
import { staffActor } from "../auth/guards";

export function reviewAdminRoutes(reviews: ReviewsService): Router {
  const router = Router();
  router.post("/reviews", async (req, res) => {
    const input = parseInput(adminReviewSchema, req.body, "review");
    const { review, coach } = await reviews.addStaffReview(input, staffActor(res));
    res.status(201).json({
      review: {
        id: review.id,
        coachId: review.coachId,
        rating: review.rating,
        comment: review.comment,
        clientName: review.clientName,
        createdAt: review.createdAt.toISOString(),
      },
      coach,
    });
  });
  return router;
}
