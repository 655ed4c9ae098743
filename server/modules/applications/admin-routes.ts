// Staff reviewing coach applications (docs/product/staff-portal.md#applications), mounted under
// /api/admin by the staff API (server/modules/admin/routes.ts, behind its one admin guard):
//   GET   /incomplete-applications?limit&offset   paid, step 3 not sent; 100 a page unless asked; X-Total-Count
//   GET   /coach-applications?limit&offset        newest first; 100 a page unless asked; X-Total-Count
//   PATCH /coach-applications/{id}                status, admin notes or edited fields
//   POST  /publish-coach/{id}                     the approved application becomes a live coach
import { Router } from "express";
import { applicationUpdateSchema } from "#common/applications";
import { pagingSchema } from "#common/directory-query";
import { parseInput } from "../../lib/errors";
import type { ApplicationsService } from "./service";
import { staffActor } from "../auth/guards";

/** Staff see up to 100 at a time unless they ask for another page size. */
const STAFF_PAGE_SIZE = 100;

export function applicationAdminRoutes(applications: ApplicationsService): Router {
  const router = Router();

  router.get("/incomplete-applications", async (req, res) => {
    const page = parseInput(pagingSchema, req.query, "query");
    const limit = req.query.limit === undefined ? STAFF_PAGE_SIZE : page.limit;
    const { items, total } = await applications.listIncomplete({ limit, offset: page.offset });
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.get("/coach-applications", async (req, res) => {
    const page = parseInput(pagingSchema, req.query, "query");
    const limit = req.query.limit === undefined ? STAFF_PAGE_SIZE : page.limit;
    const { items, total } = await applications.list({ limit, offset: page.offset });
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.patch("/coach-applications/:id", async (req, res) => {
    const change = parseInput(applicationUpdateSchema, req.body, "change");
    res.json(await applications.update(req.params.id as string, change, staffActor(res)));
  });

  router.post("/publish-coach/:id", async (req, res) => {
    res.json(await applications.publish(req.params.id as string, staffActor(res)));
  });

  return router;
}
