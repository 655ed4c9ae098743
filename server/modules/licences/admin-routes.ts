// HTTP of verified licences for staff (docs/product/api.md#verified-licences), mounted under /admin
// behind the staff guard:
//   GET    /admin/coaches/:id/licences   the coach's licences → 200 (404 for no such coach)
//   POST   /admin/coaches/:id/licences   record a licence staff checked → 201 (400, 404)
//   DELETE /admin/licences/:id           remove one → 204 (404)
import { Router, type Response } from "express";
import { licenceInputSchema } from "#common/licences";
import { notFound, parseInput } from "../../lib/errors";
import type { AuditActor } from "../audit/record";
import { currentSession } from "../auth/guards";
import type { LicencesService } from "./service";

const noStore = { "Cache-Control": "private, no-store" };

/** The staff member signed in, as the audit row names them. */
function actorOf(res: Response): AuditActor {
  const { id, email } = currentSession(res).user;
  return { id, email };
}

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
      .json(await licences.create(actorOf(res), req.params.id, input));
  });
  router.delete("/licences/:id", async (req, res) => {
    await licences.remove(actorOf(res), req.params.id);
    res.status(204).end();
  });
  return router;
}
