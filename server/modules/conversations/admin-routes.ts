// Messages reported to staff (docs/product/staff-portal.md#reported-messages), mounted under /api/admin.
// Staff see a conversation only through a report: the reported message and the ones before it, as
// they were when it was reported.
//   GET   /message-reports?limit&offset   unresolved first, newest first; X-Total-Count
//   PATCH /message-reports/{id}           { resolved } → 204
import { Router } from "express";
import { z } from "zod";
import { pagingSchema } from "#common/directory-query";
import { parseInput } from "../../lib/errors";
import type { ConversationsService } from "./service";
import { staffActor } from "../auth/guards";

const resolveSchema = z.object({ resolved: z.boolean({ error: "resolved must be true or false" }) });

export function messageReportAdminRoutes(conversations: Pick<ConversationsService, "reports" | "resolveReport">): Router {
  const router = Router();
  router.get("/message-reports", async (req, res) => {
    const page = await conversations.reports(parseInput(pagingSchema, req.query, "query"));
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(page.total)).json(page.items);
  });
  router.patch("/message-reports/:id", async (req, res) => {
    const { resolved } = parseInput(resolveSchema, req.body, "report");
    await conversations.resolveReport(req.params.id, resolved, staffActor(res));
    res.status(204).end();
  });
  return router;
}
