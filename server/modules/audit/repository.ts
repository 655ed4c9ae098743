// The SQL of reading the audit trail (writing it is record.ts). Newest first; the id keeps paging stable.
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { AuditQuery } from "#common/audit";
import { isUuid } from "#common/uuid";
import type { DatabaseOrTransaction } from "../../db/client";
import { auditEvents } from "../../db/schema";

export type AuditRow = typeof auditEvents.$inferSelect;

function whereOf(query: AuditQuery): SQL | undefined {
  // An account id names the staff member whatever their address was; anything else is an e-mail, in any case.
  const actorText = query.actor ?? "";
  const isId: boolean = isUuid(actorText);
  const actor = !actorText
    ? undefined
    : isId
      ? eq(auditEvents.actorId, actorText.toLowerCase())
      : sql`lower(${auditEvents.actorEmail}) = ${actorText.toLowerCase()}`;
  return and(
    actor,
    query.entity ? eq(auditEvents.entity, query.entity) : undefined,
    query.from ? gte(auditEvents.occurredAt, query.from) : undefined,
    query.to ? lte(auditEvents.occurredAt, query.to) : undefined,
  );
}

export async function listAuditEvents(db: DatabaseOrTransaction, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(query);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(where);
  return { rows, total };
}
