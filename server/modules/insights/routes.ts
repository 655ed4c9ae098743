import { Router } from "express";
import type { CoachInsightsReader } from "#common/app-context";
import { insightsQuerySchema } from "#common/coach-insights";
import { parseInput } from "../../lib/errors";
import { currentCoachId } from "../auth/guards";

/** The linked coach's own figures; /api/coach/* is guarded before any route runs (401/403). */
export function coachInsightsRoutes(insights: CoachInsightsReader): Router {
  const router = Router();

  router.get("/coach/insights", async (req, res) => {
    const coachId = currentCoachId(res);
    const { days } = parseInput(insightsQuerySchema, req.query, "query");
    res.set("Cache-Control", "no-store").json(await insights.forCoach(coachId, days));
  });

  return router;
}
