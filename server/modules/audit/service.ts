// Reading the audit trail for staff (GET /api/admin/audit and the /admin/audit page).
import type { AuditEntry, AuditReader } from "#common/audit";
import type { Database } from "../../db/client";
import { listAuditEvents, type AuditRow } from "./repository";

export type AuditService = AuditReader;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export function createAuditService(db: Database): AuditService {
  return {
    async list(query) {
      const { rows, total } = await listAuditEvents(db, query);
      return { items: rows.map(toEntry), total };
    },
  };
}
