// What the parts of the bookings service share: their dependencies, whose bookings a call may touch,
// and how a booking's e-mail is written.
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AvailabilityService } from "../availability/service";
import type { ConsultationAdminService } from "../consultations/admin-service";
import type { MailService } from "../mail/service";
import { bookingEmails, type BookingEmailKind } from "./emails";
import type { BookingCoach, BookingRecord } from "./repository";

export interface BookingsDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  /** The requests bookings are arranged from. */
  consultations: Pick<ConsultationAdminService, "forBooking" | "markScheduledByBooking">;
  /** The coach's next free time follows every change of their sessions (docs/decisions/109). */
  availability: Pick<AvailabilityService, "refreshNextFree">;
  now?: () => number;
}

/** The dependencies with the clock settled. */
export type BookingsContext = Required<BookingsDeps>;

/**
 * Whose bookings a call may touch: staff any coach's; a coach only their own, and another coach's
 * booking or consultation request is answered like an unknown one.
 */
export type Scope = { kind: "staff" } | { kind: "coach"; coachId: string };
export const STAFF: Scope = { kind: "staff" };

/** Whether a change of a booking can free or take time (its status, time, length, hold or buffer). */
export function changesTakenTime(values: Partial<BookingRecord>): boolean {
  return ["status", "scheduledDate", "duration", "holdExpiresAt", "bufferMinutes", "coachId", "overlapAllowed"].some(
    (key) => key in values,
  );
}

export async function enqueueBookingEmail(
  mail: MailService,
  tx: DatabaseOrTransaction,
  kind: BookingEmailKind,
  booking: BookingRecord,
  coach: BookingCoach,
): Promise<void> {
  await mail.enqueue(tx, bookingEmails(mail, kind, booking, coach));
}
