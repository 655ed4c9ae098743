// The consultation requests of one coach, for the Coach Workspace: newest first, filtered by status,
// each marked overdue when still pending after 24 hours, with the coach's private notes. A request
// of another coach is answered exactly like an unknown one (404), and a refused change changes
// nothing: the status move and the notes are written in one transaction.
import type { CoachConsultationChange, CoachConsultationListQuery } from "#common/consultations";
import {
  CONSULTATION_TRANSITIONS,
  isOverdueConsultation,
  type CoachConsultationRequest,
  type ConsultationStatus,
} from "#common/consultation-states";
import type { Page } from "#common/coaches";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { isUuid } from "#common/uuid";
import { changeConsultationStatus } from "./admin-service";
import { findConsultationOfCoach, listConsultationsForCoach, updateCoachNotes, type ConsultationRecord } from "./repository";

export function toCoachRequest(row: ConsultationRecord, now: number): CoachConsultationRequest {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    sessionType: row.sessionType,
    sessionFormat: row.sessionFormat,
    location: row.location,
    reasonForVisit: row.reasonForVisit,
    status: row.status,
    allowedStatuses: [...(CONSULTATION_TRANSITIONS[row.status as ConsultationStatus] ?? [])],
    overdue: isOverdueConsultation(row, now),
    note: row.coachNotes,
    firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface CoachConsultationsService {
  list(coachId: string, query: CoachConsultationListQuery): Promise<Page<CoachConsultationRequest>>;
  change(coachId: string, id: string, change: CoachConsultationChange): Promise<CoachConsultationRequest>;
}

export function createCoachConsultationsService(deps: { db: Database; now?: () => number }): CoachConsultationsService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return {
    async list(coachId, query) {
      const { rows, total } = await listConsultationsForCoach(db, coachId, query);
      const at = now();
      return { items: rows.map((row) => toCoachRequest(row, at)), total };
    },

    async change(coachId, id, change) {
      if (!isUuid(id)) throw notFound("Consultation request not found");
      const updated = await db.transaction(async (tx) => {
        const current = await findConsultationOfCoach(tx, coachId, id);
        if (!current) throw notFound("Consultation request not found");
        if (change.status !== undefined && change.status !== current.status) {
          await changeConsultationStatus(tx, id, current.status, change.status);
        }
        if (change.note !== undefined) await updateCoachNotes(tx, coachId, id, change.note);
        return findConsultationOfCoach(tx, coachId, id);
      });
      if (!updated) throw notFound("Consultation request not found");
      return toCoachRequest(updated, now());
    },
  };
}
