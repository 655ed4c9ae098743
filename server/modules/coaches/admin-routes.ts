// Staff HTTP of the coach catalogue (docs/product/api.md#staff-endpoints), mounted under /api/admin:
//   GET    /stats                     { totalCoaches, activeCoaches, averageRating }
//   GET    /coaches?limit&offset&search   every coach (inactive too), newest first, each with its
//                                      account link (common/coach-links.ts); X-Total-Count
//   GET    /coaches/{id}
//   POST   /coaches                   201 the coach (Add New Coach)
//   PATCH  /coaches/{id}              the coach (Edit Coach); only the fields sent change
//   DELETE /coaches/{id}              204; 409 when the coach has bookings
//   POST   /bulk-import { coaches[] } { imported, failed, results[] } (each coach on its own)
import express, { Router } from "express";
import { z } from "zod";
import { bulkImportRequestSchema, coachCreateSchema, coachPatchSchema, sentFieldsOnly } from "#common/admin-coaches";
import { pagingSchema } from "#common/directory-query";
import { parseInput } from "../../lib/errors";
import type { CoachAdminService } from "./admin-service";
import { staffActor } from "../auth/guards";

const listQuerySchema = z.object({
  ...pagingSchema.shape,
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
});

export function coachAdminRoutes(admin: CoachAdminService): Router {
  const router = Router();
  const noStore = { "Cache-Control": "no-store" };

  router.get("/stats", async (_req, res) => {
    res.set(noStore).json(await admin.stats());
  });

  router.get("/coaches", async (req, res) => {
    const query = parseInput(listQuerySchema, req.query, "query");
    const page = await admin.list(query);
    res.set(noStore).set("X-Total-Count", String(page.total)).json(page.items);
  });

  router.get("/coaches/:id", async (req, res) => {
    res.set(noStore).json(await admin.get(req.params.id));
  });

  router.post("/coaches", async (req, res) => {
    const input = parseInput(coachCreateSchema, req.body, "coach");
    res.status(201).json(await admin.create(input, staffActor(res)));
  });

  router.patch("/coaches/:id", async (req, res) => {
    const input = sentFieldsOnly(parseInput(coachPatchSchema, req.body ?? {}, "coach"), req.body);
    res.json(await admin.update(req.params.id, input, staffActor(res)));
  });

  router.delete("/coaches/:id", async (req, res) => {
    await admin.remove(req.params.id, staffActor(res));
    res.status(204).end();
  });

  // A list of coaches can be larger than the API's usual 100 kB.
  router.post("/bulk-import", express.json({ limit: "5mb" }), async (req, res) => {
    const { coaches } = parseInput(bulkImportRequestSchema, req.body, "import");
    res.json(await admin.bulkImport(coaches, staffActor(res)));
  });

  return router;
}
