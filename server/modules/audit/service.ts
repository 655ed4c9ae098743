// The audit trail (docs/product/audit-trail.md): writing it, for every module whose staff routes change
// something, and reading it for staff (GET /api/admin/audit and the /admin/audit page).
//
// Writing: one row per staff change, in the transaction of the change itself, so a change that rolls
// back leaves no row and a row never describes a change that did not happen. The table is append-only
// (server/db/schema/audit.ts).
import type { AuditEntry, AuditReader } from "#common/audit";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { auditEvents } from "../../db/schema";
import { listAuditEvents, type AuditRow } from "./repository";

/** Who acted: the staff member signed in (their id and e-mail), or the system. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEvent {
  actor: AuditActor;
  /** What was done, "<entity>.<verb>", e.g. "coach.update", "booking.refund". */
  action: string;
  entity: string;
  entityId: string;
  /** The changed fields as they were (any plain object: a row, a view); null when the thing was created. */
  before: object | null;
  /** The changed fields as they became; null when the thing was deleted. */
  after: object | null;
}

/** JSON-safe copies: dates as ISO text, undefined fields left out. */
function plain(value: object | null): Record<string, unknown> | null {
  if (value === null) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** Bookkeeping columns every write moves: the row's own time (occurredAt) says when. */
const BOOKKEEPING = new Set(["updatedAt"]);

/**
 * Only the fields that differ between before and after (both sides), so a row says what changed.
 * A creation or deletion keeps its whole side. `updatedAt` is never listed as a change.
 */
export function changedFields(
  before: object | null,
  after: object | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = plain(before);
  const a = plain(after);
  if (b === null || a === null) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const outBefore: Record<string, unknown> = {};
  const outAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (BOOKKEEPING.has(key) || JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
    if (key in b) outBefore[key] = b[key];
    if (key in a) outAfter[key] = a[key];
  }
  return { before: outBefore, after: outAfter };
}

/** Writes one audit row with `executor` (pass the change's transaction). */
export async function recordAuditEvent(executor: DatabaseOrTransaction, event: AuditEvent): Promise<void> {
  const { before, after } = changedFields(event.before, event.after);
  await executor.insert(auditEvents).values({
    actorId: event.actor.id,
    actorEmail: event.actor.email,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    before,
    after,
  });
}

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
