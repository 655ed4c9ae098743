// Staff editing any coach's hours (docs/decisions/081), mounted under /api/admin by the staff API
// (server/modules/admin/routes.ts, behind its one admin guard):
//   GET|PUT /coaches/{id}/availability   as the coach's own GET|PUT /api/coach/availability (routes.ts)
import { Router } from "express";
import { availabilitySchema } from "#common/scheduling/availability";
import { parseInput } from "../../lib/errors";
import type { AvailabilityService } from "./service";
import { staffActor } from "../auth/guards";

export function availabilityAdminRoutes(availability: AvailabilityService): Router {
  const router = Router();

  router.get("/coaches/:id/availability", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await availability.get(req.params.id as string));
  });

  router.put("/coaches/:id/availability", async (req, res) => {
    const input = parseInput(availabilitySchema, req.body, "availability");
    res.set("Cache-Control", "no-store").json(await availability.put(req.params.id as string, input, staffActor(res)));
  });

  return router;
}
