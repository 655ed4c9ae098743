// The audit trail over HTTP (docs/product/audit-trail.md), mounted under /api/admin behind the staff guard:
//   GET /audit?actor&entity&from&to&limit&offset   newest first; X-Total-Count
// `actor` is an e-mail (any case) or an account id; from/to a day (UTC) or a date-time with its zone.
import { Router } from "express";
import { auditQuerySchema } from "#common/audit";
import { parseInput } from "../../lib/errors";
import type { AuditService } from "./service";

export function auditAdminRoutes(audit: AuditService): Router {
  const router = Router();
  router.get("/audit", async (req, res) => {
    const page = await audit.list(parseInput(auditQuerySchema, req.query, "query"));
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(page.total)).json(page.items);
  });
  return router;
}
