// Consultation requests for staff (docs/product/staff-portal.md#consultation-requests): newest first with the
// coach's name and whether each is overdue, and status changes that follow the transitions written down in
// common/consultations.ts (409 otherwise); coaches change their own through the same function.
import type { AdminConsultationRequest } from "#common/admin-coaches";
import {
  canChangeConsultationStatus,
  CONSULTATION_STATUS_LABELS,
  isOverdueConsultation,
  statusAfterBooking,
  type ConsultationStatus,
} from "#common/consultation-states";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import {
  findConsultation,
  findConsultationForStaff,
  listConsultations,
  updateConsultationStatusFrom,
  type ConsultationRecord,
} from "./repository";
import { isUuid } from "#common/uuid";

function toAdminRequest(row: { request: ConsultationRecord; coachFirstName: string; coachLastName: string }): AdminConsultationRequest {
  const r = row.request;
  return {
    id: r.id,
    coachId: r.coachId,
    coachName: `${row.coachFirstName} ${row.coachLastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    sessionType: r.sessionType,
    location: r.location,
    sessionFormat: r.sessionFormat,
    reasonForVisit: r.reasonForVisit,
    status: r.status,
    overdue: isOverdueConsultation(r, Date.now()),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export interface ConsultationAdminService {
  list(page: { limit: number; offset: number }): Promise<{ items: AdminConsultationRequest[]; total: number }>;
  get(id: string): Promise<AdminConsultationRequest>;
  changeStatus(id: string, status: ConsultationStatus, actor: AuditActor): Promise<AdminConsultationRequest>;
  /** The request a booking is arranged from, for prefilling the booking form; undefined when unknown. */
  forBooking(db: DatabaseOrTransaction, id: string): Promise<ConsultationRecord | undefined>;
  /** Inside the booking's transaction: the request it was arranged from moves on. */
  markScheduledByBooking(tx: DatabaseOrTransaction, id: string): Promise<void>;
}

/** The request a booking is arranged from, for prefilling the staff form; undefined when unknown. */
export async function consultationForBooking(db: DatabaseOrTransaction, id: string): Promise<ConsultationRecord | undefined> {
  return isUuid(id) ? findConsultation(db, id) : undefined;
}

/** Inside the booking's transaction: the request it was arranged from moves on (see statusAfterBooking). */
export async function markScheduledByBooking(tx: DatabaseOrTransaction, id: string): Promise<void> {
  const current = await findConsultation(tx, id);
  const next = current ? statusAfterBooking(current.status) : null;
  if (current && next) await updateConsultationStatusFrom(tx, id, current.status, next);
}

/**
 * Moves a request from `from` to `to` along the written-down transitions, for staff and coaches
 * alike: 409 for a move they do not allow, and for one that lost a race with another change.
 */
export async function changeConsultationStatus(db: DatabaseOrTransaction, id: string, from: string, to: ConsultationStatus): Promise<void> {
  const refuse = () =>
    conflict(
      `A ${CONSULTATION_STATUS_LABELS[from as ConsultationStatus]?.toLowerCase() ?? from} request cannot become ${CONSULTATION_STATUS_LABELS[to].toLowerCase()}.`,
    );
  if (!canChangeConsultationStatus(from, to)) throw refuse();
  // Compare-and-set: a change made meanwhile by someone else is not overwritten.
  if (!(await updateConsultationStatusFrom(db, id, from, to))) throw refuse();
}

export function createConsultationAdminService(db: Database): ConsultationAdminService {
  async function get(id: string) {
    const row = isUuid(id) ? await findConsultationForStaff(db, id) : undefined;
    if (!row) throw notFound("Consultation request not found");
    return row;
  }
  return {
    async list(page) {
      const { rows, total } = await listConsultations(db, page);
      return { items: rows.map(toAdminRequest), total };
    },
    async get(id) {
      return toAdminRequest(await get(id));
    },
    async changeStatus(id, status, actor) {
      const current = await get(id);
      const from = current.request.status;
      await db.transaction(async (tx) => {
        await changeConsultationStatus(tx, id, from, status);
        await recordAuditEvent(tx, {
          actor,
          action: "consultation-request.status",
          entity: "consultation-request",
          entityId: id,
          before: { status: from },
          after: { status },
        });
      });
      return toAdminRequest(await get(id));
    },
    forBooking: consultationForBooking,
    markScheduledByBooking,
  };
}
