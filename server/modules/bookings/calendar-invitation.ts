// The calendar invitation a booking's e-mails carry: one UID per booking, with the SEQUENCE the
// booking keeps, so each version updates the same event in the client's and the coach's calendars.
import type { OutboxAttachment } from "../../db/schema";
import type { MailService } from "../mail/service";
import { buildCalendar } from "./ical";
import type { BookingCoach, BookingRecord } from "./repository";
import { coachHasEmail, sessionDetails } from "./session-wording";

export function calendarUid(mail: MailService, bookingId: string): string {
  const host = new URL(mail.siteLink("/")).hostname;
  return `booking-${bookingId}@${host}`;
}

/** The booking's calendar file (the same UID and SEQUENCE as the e-mails' invitations). */
export function calendarFile(mail: MailService, booking: BookingRecord, coach: BookingCoach): OutboxAttachment {
  return calendarInvitation(mail, booking, coach, booking.status === "cancelled" ? "CANCEL" : "REQUEST");
}

export function calendarInvitation(
  mail: MailService,
  booking: BookingRecord,
  coach: BookingCoach,
  method: "REQUEST" | "CANCEL",
): OutboxAttachment {
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const attendees = [{ name: `${booking.firstName} ${booking.lastName}`, email: booking.email }];
  if (coachHasEmail(coach)) attendees.push({ name: coachName, email: coach.email.trim() });
  const content = buildCalendar({
    method,
    uid: calendarUid(mail, booking.id),
    sequence: booking.calendarSequence,
    start: booking.scheduledDate,
    durationMinutes: booking.duration,
    summary: `${booking.sessionType} with ${coachName} (${mail.brandName})`,
    description: `${sessionDetails(booking, coachName)}\n\nMy Sessions: ${mail.siteLink("/bookings")}`,
    location: booking.sessionFormat === "in-person" ? "In person (your coach will confirm the address)" : "Video session",
    url: mail.siteLink(`/booking-success?booking_id=${booking.id}`),
    status: method === "CANCEL" ? "CANCELLED" : booking.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    organizer: { name: mail.brandName, email: mail.supportEmail },
    attendees,
    stamp: new Date(),
    productId: `-//${mail.brandName}//Sessions//EN`,
  });
  return {
    filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}
