// Consultation requests for staff (docs/product/staff-portal.md#consultation-requests), mounted under
// /api/admin:
//   GET   /consultation-requests?limit&offset   newest first; X-Total-Count
//   GET   /consultation-requests/{id}           one request (the booking form starts from it)
//   PATCH /consultation-requests/{id} { status } the request; 409 for a change the transitions refuse
import { Router } from "express";
import { pagingSchema } from "#common/directory-query";
import { consultationStatusChangeSchema } from "#common/consultations";
import { parseInput } from "../../lib/errors";
import type { ConsultationAdminService } from "./admin-service";
import { staffActor } from "../auth/guards";

export function consultationAdminRoutes(admin: ConsultationAdminService): Router {
  const router = Router();
  router.get("/consultation-requests", async (req, res) => {
    const page = await admin.list(parseInput(pagingSchema, req.query, "query"));
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(page.total)).json(page.items);
  });
  router.get("/consultation-requests/:id", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await admin.get(req.params.id));
  });
  router.patch("/consultation-requests/:id", async (req, res) => {
    const { status } = parseInput(consultationStatusChangeSchema, req.body, "status change");
    res.json(await admin.changeStatus(req.params.id, status, staffActor(res)));
  });
  return router;
}
