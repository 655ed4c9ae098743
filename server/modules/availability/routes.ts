// Availability over HTTP (docs/decisions/081):
//   GET|PUT /coach/availability              the linked coach's own hours (/api/coach/* is guarded)
//   (staff edit any coach's hours through admin-routes.ts, under /api/admin)
//   GET     /coaches/{id}/slots?from&to&duration=15|50   public: free times, ISO 8601 with the coach's offset
// GET answers null for a coach without hours (requests only). PUT takes the whole model and answers it
// as stored (intervals sorted, defaults filled in); a bad body is a 400 naming each field and stores nothing.
import { Router } from "express";
import { availabilitySchema } from "#common/scheduling/availability";
import { slotQuerySchema } from "#common/scheduling/slots";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentCoachId, requireCoach } from "../auth/guards";
import type { AvailabilityService } from "./service";

export function availabilityRoutes(deps: Pick<ServerDeps, "auth">, availability: AvailabilityService): Router {
  const router = Router();
  const coach = requireCoach(deps.auth);

  router.get("/coach/availability", coach, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await availability.get(currentCoachId(res)));
  });

  router.put("/coach/availability", coach, async (req, res) => {
    const input = parseInput(availabilitySchema, req.body, "availability");
    res.set("Cache-Control", "no-store").json(await availability.put(currentCoachId(res), input, null));
  });

  router.get("/coaches/:id/slots", async (req, res) => {
    const query = parseInput(slotQuerySchema, req.query, "query");
    const slots = await availability.slots(req.params.id as string, query);
    // Times change as people book: a short shared cache at most, never a stale day.
    res.set("Cache-Control", "public, max-age=0, must-revalidate").json(slots);
  });

  return router;
}
