// The staff's bulk import of coaches (docs/product/staff-portal.md#bulk-import): each coach is
// checked and stored on its own, so one bad coach never stops the others; the answer has a result
// per coach, in the order given. Each coach stored writes its own audit row ("coach.import") in the
// transaction that stores it.
import { bulkImportCoachSchema, type BulkImportAnswer, type BulkImportCoach, type BulkImportResult } from "#common/admin-coaches";
import type { Database } from "../../db/client";
import { fieldErrorsOf } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { insertCoach } from "./admin-repository";
import { editableValues } from "./coach-fields";
import type { NewCoachValues } from "./repository";

/** The name the result shows for a coach, even an invalid one: its names as sent, or "Coach N". */
function nameOf(candidate: unknown, index: number): string {
  const raw = (candidate ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [raw.firstName, raw.lastName].filter((part) => typeof part === "string" && part.trim()).join(" ") || `Coach ${index + 1}`;
}

/** A valid coach as a stored row (the fields staff set: common/coach-fields.ts); a coach imported without a title gets "First Last". */
function insertImportedCoach(db: Database, coach: BulkImportCoach, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const row = await insertCoach(tx, {
      ...(editableValues(coach, "staff") as Partial<NewCoachValues>),
      firstName: coach.firstName,
      lastName: coach.lastName,
      title: coach.title || `${coach.firstName} ${coach.lastName}`,
    });
    await recordAuditEvent(tx, { actor, action: "coach.import", entity: "coach", entityId: row.id, before: null, after: row });
    return row;
  });
}

async function importOne(db: Database, candidate: unknown, index: number, actor: AuditActor): Promise<BulkImportResult> {
  const parsed = bulkImportCoachSchema.safeParse(candidate);
  const name = nameOf(candidate, index);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return { index, ok: false, name, message: parsed.error.issues[0]?.message ?? "Invalid coach", errors };
  }
  const warnings: string[] = [];
  try {
    const row = await insertImportedCoach(db, parsed.data, actor);
    return { index, ok: true, coach: { id: row.id, firstName: row.firstName, lastName: row.lastName }, warnings };
  } catch {
    return { index, ok: false, name, message: "The coach could not be saved. Please try again." };
  }
}

/** Imports the coaches one after another; `onImported` runs once when at least one was stored. */
export async function bulkImportCoaches(
  db: Database,
  coaches: readonly unknown[],
  actor: AuditActor,
  onImported: () => void,
): Promise<BulkImportAnswer> {
  const results: BulkImportResult[] = [];
  for (const [index, candidate] of coaches.entries()) results.push(await importOne(db, candidate, index, actor));
  const imported = results.filter((r) => r.ok).length;
  if (imported > 0) onImported();
  return { imported, failed: results.length - imported, results };
}
