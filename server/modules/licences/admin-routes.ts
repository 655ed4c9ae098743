// HTTP of verified licences for staff (docs/product/api.md#verified-licences), mounted under /admin
// behind the staff guard:
//   GET    /admin/coaches/:id/licences   the coach's licences → 200 (404 for no such coach)
//   POST   /admin/coaches/:id/licences   record a licence staff checked → 201 (400, 404)
//   DELETE /admin/licences/:id           remove one → 204 (404)
import { Router } from "express";
import { licenceInputSchema } from "#common/licences";
import { notFound, parseInput } from "../../lib/errors";
import type { LicencesService } from "./service";
import { staffActor } from "../auth/guards";

const noStore = { "Cache-Control": "private, no-store" };

export function licenceAdminRoutes(licences: LicencesService): Router {
  const router = Router();
  router.get("/coaches/:id/licences", async (req, res) => {
    const list = await licences.list(req.params.id);
    if (!list) throw notFound("Coach not found");
    res.set(noStore).json(list);
  });
  router.post("/coaches/:id/licences", async (req, res) => {
    const input = parseInput(licenceInputSchema, req.body ?? {}, "licence");
    res
      .status(201)
      .set(noStore)
      .json(await licences.create(staffActor(res), req.params.id, input));
  });
  router.delete("/licences/:id", async (req, res) => {
    await licences.remove(staffActor(res), req.params.id);
    res.status(204).end();
  });
  return router;
}
