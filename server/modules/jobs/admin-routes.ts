// GET /api/admin/jobs: background jobs whose last attempt failed, latest first, with their last
// error; POST /api/admin/jobs/{id}/retry runs one again now (docs/product/staff-portal.md#jobs).
import { Router } from "express";
import type { JobsAdminService } from "./service";
import { staffActor } from "../auth/guards";

export function jobAdminRoutes(jobs: JobsAdminService): Router {
  const router = Router();
  router.get("/jobs", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await jobs.listFailed());
  });
  router.post("/jobs/:id/retry", async (req, res) => {
    res.json(await jobs.retry(req.params.id, staffActor(res)));
  });
  return router;
}
