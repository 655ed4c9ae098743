// GET /api/admin/outbox?limit&offset (docs/product/staff-portal.md#outbox): the e-mails, newest first, with
// their delivery status; X-Total-Count. Bodies are not listed: they carry visitors' personal details.
import { Router } from "express";
import type { AdminOutboxMessage } from "#common/admin-coaches";
import { pagingSchema } from "#common/directory-query";
import type { DatabaseOrTransaction } from "../../db/client";
import { parseInput } from "../../lib/errors";
import type { MailService } from "./service";

export function outboxAdminRoutes(mail: MailService, db: DatabaseOrTransaction): Router {
  const router = Router();
  router.get("/outbox", async (req, res) => {
    const { rows, total } = await mail.list(db, parseInput(pagingSchema, req.query, "query"));
    const items: AdminOutboxMessage[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status as AdminOutboxMessage["status"],
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    }));
    res.set("Cache-Control", "no-store").set("X-Total-Count", String(total)).json(items);
  });
  return router;
}
