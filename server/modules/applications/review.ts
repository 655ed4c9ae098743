// Staff review of an application: finding it, and changing its status or notes through the
// application state machine.
import { canChangeApplicationStatus, type AdminApplication, type ApplicationStatus, type ApplicationUpdate } from "#common/applications";
import { isUuid } from "#common/uuid";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { requestRejectionCancellation } from "./applicant-cancellation";
import { toAdminApplication } from "./application-view";
import { findApplication, listApplications, updateApplication, type ApplicationRow } from "./repository";

/** The application with this id (locked for the transaction when `forUpdate`), or a 404. */
export async function findApplicationOrThrow(db: DatabaseOrTransaction, id: string, forUpdate = false): Promise<ApplicationRow> {
  const row = isUuid(id) ? await findApplication(db, id, { forUpdate }) : undefined;
  if (!row) throw notFound("Application not found");
  return row;
}

export async function listAdminApplications(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ items: AdminApplication[]; total: number }> {
  const { rows, total } = await listApplications(db, page);
  return { items: rows.map(toAdminApplication), total };
}

/**
 * Changes an application's status or fields. Rejecting it also marks its subscription to be cancelled
 * and refunded (docs/decisions/106): answers that subscription's id for the caller to settle once
 * this has committed.
 */
export async function reviewApplication(
  db: Database,
  id: string,
  change: ApplicationUpdate,
  actor: AuditActor,
): Promise<{ application: AdminApplication; cancelSubscriptionId: string | null }> {
  const staffUserId = actor.id;
  return db.transaction(async (tx) => {
    const current = await findApplicationOrThrow(tx, id, true);
    if (
      change.status &&
      !canChangeApplicationStatus({ status: current.status as ApplicationStatus, coachId: current.coachId }, change.status)
    ) {
      throw conflict("This application was published as a coach: it stays approved.");
    }
    const statusChanged = change.status !== undefined && change.status !== current.status;
    const updated = await updateApplication(tx, id, {
      ...change,
      ...(statusChanged || change.adminNotes !== undefined ? { reviewedBy: staffUserId, reviewedAt: new Date() } : {}),
    });
    const changed = Object.keys(change) as (keyof ApplicationUpdate & keyof ApplicationRow)[];
    await recordAuditEvent(tx, {
      actor,
      action: "application.update",
      entity: "application",
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, updated![key]])),
    });
    const rejected = statusChanged && change.status === "rejected";
    const cancelSubscriptionId = rejected ? await requestRejectionCancellation(tx, current) : null;
    return { application: toAdminApplication(updated!), cancelSubscriptionId };
  });
}
