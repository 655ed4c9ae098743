// The consultation requests a person sent, for My Sessions (docs/product/bookings-and-payments.md#my-sessions):
// those sent with their address, matched whatever its case, once the address is proved theirs. Anyone
// can type an address into the public form, so an unconfirmed account sees none (403 over the API).
import type { SentRequestsReader } from "#common/app-context";
import {
  CONFIRM_TO_SEE_REQUESTS,
  CONSULTATION_STATUS_LABELS,
  SENT_REQUESTS_LIMIT,
  type ConsultationStatus,
} from "#common/consultation-states";
import type { Database } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { listConsultationsSentWith } from "./repository";

/** At most SENT_REQUESTS_LIMIT, newest first. */
export function createSentRequestsReader(db: Database): SentRequestsReader {
  return {
    async listSentBy(user) {
      if (!user.emailVerified) throw forbidden(CONFIRM_TO_SEE_REQUESTS);
      const rows = await listConsultationsSentWith(db, user.email, SENT_REQUESTS_LIMIT);
      // Shaped on purpose: the visitor's words, phone and the coach's notes stay out.
      return rows.map(({ request, coach }) => ({
        id: request.id,
        coach,
        sessionType: request.sessionType,
        status: request.status as ConsultationStatus,
        statusLabel: CONSULTATION_STATUS_LABELS[request.status as ConsultationStatus] ?? request.status,
        requestedStart: request.requestedStart?.toISOString() ?? null,
        createdAt: request.createdAt.toISOString(),
      }));
    },
  };
}
