// The staff side of the coach catalogue (docs/product/staff-portal.md):
// list every coach, create, edit, delete, bulk import, and the portal's numbers. Every write clears
// the directory's cached totals, so the public list and its count change at once. Every write records
// its audit row (server/modules/audit/service.ts) in the write's transaction.
import {
  COACH_HAS_BOOKINGS_MESSAGE,
  type AdminStats,
  type BulkImportAnswer,
  type CoachCreate,
  type CoachPatch,
} from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import type { AdminCoach, CoachLink } from "#common/coach-links";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { bulkImportCoaches } from "./admin-bulk-import";
import { coachStats, deleteCoach, insertCoach, listAllCoaches, updateCoach, type CoachChanges } from "./admin-repository";
import { editableValues } from "./coach-fields";
import { findCoach } from "./repository";
import { toPublicCoach } from "./service";
import { isUuid } from "#common/uuid";

export interface CoachAdminService {
  /** With each coach's link to an account (not invited, invited on a date, linked to an address). */
  list(query: { limit: number; offset: number; search?: string }): Promise<{ items: AdminCoach[]; total: number }>;
  get(id: string): Promise<AdminCoach>;
  create(input: CoachCreate, actor: AuditActor): Promise<AdminCoach>;
  /** Changes the fields given; the others keep their values. `actor` null: the coach's own edit (not a staff change, no audit row). */
  update(id: string, input: CoachPatch, actor: AuditActor | null): Promise<AdminCoach>;
  /** 409 when the coach has bookings (they keep the coach: deactivate instead). */
  remove(id: string, actor: AuditActor): Promise<void>;
  /** Each coach is checked and stored on its own (with its own audit row): one bad coach never stops the others. */
  bulkImport(coaches: readonly unknown[], actor: AuditActor): Promise<BulkImportAnswer>;
  stats(): Promise<AdminStats>;
}

/** ON DELETE RESTRICT answers restrict_violation (23001); NO ACTION would be foreign_key_violation (23503). */
const isStillReferenced = (error: unknown) => {
  const codes = [(error as { code?: string } | undefined)?.code, (error as { cause?: { code?: string } } | undefined)?.cause?.code];
  return codes.includes("23001") || codes.includes("23503");
};

/** The fields staff set (common/coach-fields.ts), from the checked input; fields not sent are left out. */
function valuesOf(input: CoachCreate | CoachPatch): CoachChanges {
  return editableValues(input, "staff") as CoachChanges;
}

/** What an edit writes to the coach's row. */
function changesOf(input: CoachPatch, current: { firstName: string; lastName: string }): CoachChanges {
  const firstName = input.firstName || current.firstName;
  const lastName = input.lastName || current.lastName;
  // Fields not sent are left out (undefined): they keep their values.
  return Object.fromEntries(
    Object.entries({
      ...valuesOf(input),
      // Optional when editing: a blank name keeps the current one; contact details may be cleared.
      firstName,
      lastName,
      title: input.title === undefined ? undefined : input.title || `${firstName} ${lastName}`,
    }).filter(([, value]) => value !== undefined),
  ) as CoachChanges;
}

const NOT_INVITED: CoachLink = { state: "not_invited" };

export function createCoachAdminService(
  db: Database,
  invalidateDirectoryCache: () => void,
  links: { linksOf(coachIds: readonly string[]): Promise<Map<string, CoachLink>> },
): CoachAdminService {
  async function existing(id: string) {
    const row = isUuid(id) ? await findCoach(db, id) : undefined;
    if (!row) throw notFound("Coach not found");
    return row;
  }

  async function withLinks(coaches: PublicCoach[]): Promise<AdminCoach[]> {
    const found = await links.linksOf(coaches.map((c) => c.id));
    return coaches.map((coach) => ({ ...coach, link: found.get(coach.id) ?? NOT_INVITED }));
  }

  return {
    async list(query) {
      const { rows, total } = await listAllCoaches(db, query);
      return { items: await withLinks(rows.map(toPublicCoach)), total };
    },

    async get(id) {
      const [coach] = await withLinks([toPublicCoach(await existing(id))]);
      return coach;
    },

    async create(input, actor) {
      const row = await db.transaction(async (tx) => {
        const created = await insertCoach(tx, { ...valuesOf(input), firstName: input.firstName, lastName: input.lastName });
        await recordAuditEvent(tx, { actor, action: "coach.create", entity: "coach", entityId: created.id, before: null, after: created });
        return created;
      });
      invalidateDirectoryCache();
      return { ...toPublicCoach(row), link: NOT_INVITED };
    },

    async update(id, input, actor) {
      const current = await existing(id);
      const row = await db.transaction(async (tx) => {
        const updated = await updateCoach(tx, id, changesOf(input, current));
        if (!updated) throw notFound("Coach not found");
        if (actor)
          await recordAuditEvent(tx, { actor, action: "coach.update", entity: "coach", entityId: id, before: current, after: updated });
        return updated;
      });
      invalidateDirectoryCache();
      const [coach] = await withLinks([toPublicCoach(row)]);
      return coach;
    },

    async remove(id, actor) {
      const current = await existing(id);
      try {
        await db.transaction(async (tx) => {
          if (!(await deleteCoach(tx, id))) throw notFound("Coach not found");
          await recordAuditEvent(tx, { actor, action: "coach.delete", entity: "coach", entityId: id, before: current, after: null });
        });
      } catch (error) {
        if (isStillReferenced(error)) throw conflict(COACH_HAS_BOOKINGS_MESSAGE);
        throw error;
      }
      invalidateDirectoryCache();
    },

    bulkImport: (coaches, actor) => bulkImportCoaches(db, coaches, actor, invalidateDirectoryCache),

    stats: () => coachStats(db),
  };
}
