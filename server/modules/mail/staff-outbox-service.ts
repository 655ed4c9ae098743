// The outbox as staff see it (docs/product/staff-portal.md#outbox): newest first, with the delivery
// status, for GET /api/admin/outbox and the Admin Portal's loader. Bodies are not listed: they carry
// visitors' personal details.
import type { AdminOutboxMessage } from "#common/admin-coaches";
import type { Page } from "#common/coaches";
import type { DatabaseOrTransaction } from "../../db/client";
import type { MailService } from "./service";

export async function listOutboxForStaff(
  mail: Pick<MailService, "list">,
  db: DatabaseOrTransaction,
  page: { limit: number; offset: number },
): Promise<Page<AdminOutboxMessage>> {
  const { rows, total } = await mail.list(db, page);
  const items = rows.map((row) => ({
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
  return { items, total };
}
