// The Coach Workspace's requests (mounted under /api; /api/coach/* is guarded by protectedAreas, and
// the guard is repeated so each route states what it needs):
//   GET   /coach/consultations?status&limit&offset   the coach's own, newest first; X-Total-Count
//   PATCH /coach/consultations/{id} { status?, note? } 404 for another coach's; 409 for a refused move
import { Router } from "express";
import { coachConsultationChangeSchema, coachConsultationListQuerySchema } from "#common/consultations";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentCoachId, requireCoach } from "../auth/guards";
import type { CoachConsultationsService } from "./coach-service";

export function coachConsultationRoutes(deps: Pick<ServerDeps, "auth">, requests: CoachConsultationsService): Router {
  const router = Router();
  const coach = requireCoach(deps.auth);

  router.get("/coach/consultations", coach, async (req, res) => {
    const query = parseInput(coachConsultationListQuerySchema, req.query, "query");
    const page = await requests.list(currentCoachId(res), query);
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(page.total)).json(page.items);
  });

  router.patch("/coach/consultations/:id", coach, async (req, res) => {
    const change = parseInput(coachConsultationChangeSchema, req.body, "change");
    res.set("Cache-Control", "no-store").json(await requests.change(currentCoachId(res), req.params.id as string, change));
  });

  return router;
}
