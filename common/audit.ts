// The audit trail of staff actions (docs/product/audit-trail.md): the query of GET /api/admin/audit and of
// the /admin/audit page's filter form, and what one row of the trail looks like to staff.
import { z } from "zod";
import { pagingSchema } from "./directory-query";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time with its zone (Z or ±hh:mm), as toISOString writes it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `from`/`to` as sent: a day (YYYY-MM-DD, a day in UTC) or a date-time with its zone. A day as `to`
 * means up to the end of that day; a date-time means up to and including that instant.
 */
function timeBound(name: "from" | "to") {
  const message = `${name} must be a date (YYYY-MM-DD) or a date-time with its zone (e.g. 2026-11-28T09:30:00Z)`;
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const time = DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00Z`) : DATE_TIME.test(value) ? Date.parse(value) : NaN;
      // Date.parse rolls 2026-02-31 over into March: a day that does not exist is refused, not moved.
      const realDay = !DATE_ONLY.test(value) || new Date(time).toISOString().slice(0, 10) === value;
      if (Number.isNaN(time) || !realDay) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return name === "to" && DATE_ONLY.test(value) ? new Date(time + 86_400_000 - 1) : new Date(time);
    });
}

/**
 * GET /api/admin/audit?actor&entity&from&to&limit&offset. `actor` is a staff member's e-mail (any case)
 * or their account id; `entity` a kind of thing (AUDIT_ENTITY_KINDS in audit-entities.ts, or any kind recorded later).
 */
export const auditQuerySchema = z
  .object({
    actor: z
      .string()
      .trim()
      .max(254, "actor must be at most 254 characters")
      .optional()
      .transform((v) => v || undefined),
    entity: z
      .string()
      .trim()
      .max(40, "entity must be at most 40 characters")
      .regex(/^[a-z-]*$/, "entity must be a kind of thing such as coach or booking (lowercase letters and -)")
      .optional()
      .transform((v) => v || undefined),
    from: timeBound("from"),
    to: timeBound("to"),
    ...pagingSchema.shape,
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { message: "from must not be after to", path: ["from"] });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the trail as staff see it. */
export interface AuditEntry {
  id: string;
  /** ISO date-time of the change. */
  occurredAt: string;
  actor: { id: string | null; email: string };
  /** "<entity>.<verb>", e.g. "coach.update". */
  action: string;
  entity: string;
  entityId: string;
  /** The changed fields as they were (null: the thing was created). */
  before: Record<string, unknown> | null;
  /** The changed fields as they became (null: the thing was deleted). */
  after: Record<string, unknown> | null;
}

/** What the /admin/audit page reads (server/modules/audit/service.ts). */
export interface AuditReader {
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
}
