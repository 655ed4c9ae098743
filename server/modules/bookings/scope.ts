// Whose bookings a call may touch: staff any coach's; a coach only their own, and another coach's
// booking or consultation request is answered like an unknown one. Used by the 'New session' forms
// (new-session-forms.ts) and by arranging and changing a booking (service.ts).
import type { Database } from "../../db/client";
import type { AuditActor } from "../audit/service";
import type { ConsultationAdminService } from "../consultations/admin-service";

/** A staff change names its staff member (`actor`, for the audit row written with it); reading needs none. */
export type Scope = { kind: "staff"; actor?: AuditActor } | { kind: "coach"; coachId: string };

/** What finding a consultation request needs. */
export interface ConsultationReach {
  db: Database;
  consultations: Pick<ConsultationAdminService, "forBooking">;
}

/** The consultation request, when the caller may arrange a booking from it. */
export async function consultationInScope({ db, consultations }: ConsultationReach, id: string, scope: Scope) {
  const request = await consultations.forBooking(db, id);
  return request && (scope.kind === "staff" || request.coachId === scope.coachId) ? request : undefined;
}
