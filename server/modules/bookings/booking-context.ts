// What the parts of the bookings service share: their dependencies, whose bookings a call may touch,
// and how a booking's e-mail is written.
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
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

export async function enqueueBookingEmail(
  mail: MailService,
  tx: DatabaseOrTransaction,
  kind: BookingEmailKind,
  booking: BookingRecord,
  coach: BookingCoach,
): Promise<void> {
  await mail.enqueue(tx, bookingEmails(mail, kind, booking, coach));
}
