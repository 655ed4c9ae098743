import { Router } from "express";
import { directoryQuerySchema, pagingSchema } from "#common/directory-query";
import type { AppServices } from "#common/app-context";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import { notFound, parseInput } from "../../lib/errors";
import { sendJsonText } from "../../lib/send-json-text";
import { clientAddress } from "../rate-limits/guards";

export function coachRoutes(services: AppServices): Router {
  const router = Router();

  router.get("/coaches", async (req, res) => {
    const query = parseInput(directoryQuerySchema, req.query, "query");
    const page = await services.coaches.listDirectoryJson(query);
    res.set("X-Total-Count", String(page.total)).set("Cache-Control", "no-cache");
    sendJsonText(req, res, page.json);
  });

  router.get("/coaches/:id", async (req, res) => {
    const coach = await services.coaches.getPublicCoach(req.params.id);
    if (!coach) throw notFound("Coach not found");
    // Only the profile page's own fetch (client-side navigation) is a view; it says so in a header.
    if (req.method === "GET" && req.get(PROFILE_VIEW_HEADER) === "1") {
      services.profileViews.count(coach.id, { address: clientAddress(req), userAgent: req.get("user-agent") });
    }
    res.set("Cache-Control", "no-cache").json(coach);
  });

  router.get("/coaches/:id/reviews", async (req, res) => {
    const coach = await services.coaches.getPublicCoach(req.params.id);
    if (!coach) throw notFound("Coach not found");
    const page = parseInput(pagingSchema, req.query, "query");
    const reviews = await services.coaches.listReviews(coach.id, page);
    res.set("X-Total-Count", String(reviews.total)).set("Cache-Control", "no-cache").json(reviews.items);
  });

  return router;
}
