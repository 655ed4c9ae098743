// Client reviews over HTTP (docs/product/api.md#client-endpoints): POST /api/reviews and
// GET /api/reviews/booking/{id}. /api/reviews* already answers 401 signed out (protectedAreas).
import { Router } from "express";
import { clientReviewSchema } from "#common/reviews";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { ReviewsService } from "./service";

export function reviewRoutes(deps: Pick<ServerDeps, "auth">, reviews: ReviewsService): Router {
  const router = Router();
  const user = requireUser(deps.auth);

  router.post("/reviews", user, async (req, res) => {
    const { user: me } = currentSession(res);
    // clientId and coachId in the body are ignored: they come from the session and the booking.
    const input = parseInput(clientReviewSchema, req.body, "review");
    res.status(201).json(await reviews.submitClientReview(me, input));
  });

  router.get("/reviews/booking/:id", user, async (req, res) => {
    const { user: me } = currentSession(res);
    res.set("Cache-Control", "no-store").json(await reviews.findForBooking(me, req.params.id as string));
  });

  return router;
}
