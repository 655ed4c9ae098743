// The audit trail of staff actions (docs/product/audit-trail.md, docs/decisions/131): who changed what,
// when, and the fields before and after. Append-only: a statement trigger refuses UPDATE, DELETE and
// TRUNCATE, so a row once written stays as written. No foreign keys: an account or a coach deleted
// later keeps its history (the actor's e-mail is copied into the row for that reason).
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sqlFunction, sqlTrigger, type SqlObject } from "./sql-objects";

export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The staff account that acted (null for the system, e.g. a scheduled job acting on staff's behalf). */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. "coach.update", "booking.refund". */
    action: text("action").notNull(),
    /** The kind of thing changed, e.g. "coach", "licence", "booking". */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The changed fields as they were (null when the thing was created). */
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    /** The changed fields as they became (null when the thing was deleted). */
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("audit_events_action_check", sql`${t.action} <> ''`),
    index("audit_events_occurred_idx").on(t.occurredAt.desc(), t.id.desc()),
    index("audit_events_actor_occurred_idx").on(t.actorId, t.occurredAt.desc()),
    index("audit_events_entity_occurred_idx").on(t.entity, t.entityId, t.occurredAt.desc()),
  ],
);

export const auditSqlObjects: SqlObject[] = [
  sqlFunction(
    "kindred_audit_append_only",
    String.raw`CREATE OR REPLACE FUNCTION kindred_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$`,
  ),
  sqlTrigger(
    auditEvents,
    "audit_events_append_only",
    `CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_audit_append_only()`,
  ),
];
