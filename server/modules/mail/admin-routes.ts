// GET /api/admin/outbox?limit&offset (docs/product/staff-portal.md#outbox): the e-mails, newest first, with
// their delivery status; X-Total-Count. Bodies are not listed: they carry visitors' personal details.
import { Router } from "express";
import { pagingSchema } from "#common/directory-query";
import type { DatabaseOrTransaction } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailService } from "./service";
import { listOutboxForStaff } from "./staff-outbox-service";

export function outboxAdminRoutes(mail: MailService, db: DatabaseOrTransaction): Router {
  const router = Router();
  router.get("/outbox", async (req, res) => {
    const { items, total } = await listOutboxForStaff(mail, db, parseInput(pagingSchema, req.query, "query"));
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(total)).json(items);
  });
  return router;
}
