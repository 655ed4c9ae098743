// The e-mails of a booking's life, each with the calendar invitation where the calendar must change:
// arranged (REQUEST), confirmed or paid (REQUEST, STATUS:CONFIRMED), moved (REQUEST, higher
// SEQUENCE), cancelled (CANCEL). The client and the coach are both attendees and get each version.
// Times are written in the zone the session was arranged in, with the zone named.
import { isBlankContact } from "#common/coaches";
import { formatDollars } from "#common/money";
import { LATE_CANCELLATION_POLICY } from "#common/scheduling/policy";
import { formatSessionTime } from "#common/zoned-time";
import type { OutboxAttachment } from "../../db/schema";
import type { MailService, OutboundEmail } from "../mail/service";
import { buildCalendar } from "./ical";
import type { BookingCoach, BookingRecord } from "./repository";

export type BookingEmailKind = "created" | "confirmed" | "paid" | "rescheduled" | "cancelled" | "completed" | "reminder";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function coachHasEmail(coach: Pick<BookingCoach, "email">): boolean {
  return !isBlankContact(coach.email) && looksLikeEmail(coach.email);
}

export function sessionWhen(booking: Pick<BookingRecord, "scheduledDate" | "timeZone">): string {
  return `${formatSessionTime(booking.scheduledDate.toISOString(), booking.timeZone, { weekday: "long", month: "long" })} (${booking.timeZone})`;
}

function formatLabel(format: string): string {
  return format === "in-person" ? "In person" : "Video";
}

/** Whether the client booked from another zone than the session's (the coach's): e-mails then give both. */
function otherClientZone(booking: Pick<BookingRecord, "timeZone" | "clientTimeZone">): string | null {
  return booking.clientTimeZone && booking.clientTimeZone !== booking.timeZone ? booking.clientTimeZone : null;
}

const timeIn = (booking: Pick<BookingRecord, "scheduledDate">, zone: string) =>
  `${formatSessionTime(booking.scheduledDate.toISOString(), zone, { weekday: "long", month: "long" })} (${zone})`;

/** The time for the client: in their own zone first when it differs, then the coach's. */
export function sessionWhenForClient(
  booking: Pick<BookingRecord, "scheduledDate" | "timeZone" | "clientTimeZone">,
  coachName: string,
): string {
  const clientZone = otherClientZone(booking);
  return clientZone ? `${timeIn(booking, clientZone)}; for ${coachName}: ${timeIn(booking, booking.timeZone)}` : sessionWhen(booking);
}

/** The time for the coach (and the calendar file): the session's zone, then the client's when it differs. */
function sessionWhenForCoach(booking: Pick<BookingRecord, "scheduledDate" | "timeZone" | "clientTimeZone">): string {
  const clientZone = otherClientZone(booking);
  return clientZone ? `${sessionWhen(booking)}; for the client: ${timeIn(booking, clientZone)}` : sessionWhen(booking);
}

function details(booking: BookingRecord, coachName: string, reader: "client" | "coach" = "coach"): string {
  return [
    `Coach: ${coachName}`,
    `Session: ${booking.sessionType}`,
    `When: ${reader === "client" ? sessionWhenForClient(booking, coachName) : sessionWhenForCoach(booking)}`,
    `Length: ${booking.duration} minutes`,
    `Format: ${formatLabel(booking.sessionFormat)}`,
    `Price: ${booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)}`,
  ].join("\n");
}

export function calendarUid(mail: MailService, bookingId: string): string {
  const host = new URL(mail.siteLink("/")).hostname;
  return `booking-${bookingId}@${host}`;
}

/** The booking's calendar file (the same UID and SEQUENCE as the e-mails' invitations). */
export function calendarFile(mail: MailService, booking: BookingRecord, coach: BookingCoach): OutboxAttachment {
  return invitation(mail, booking, coach, booking.status === "cancelled" ? "CANCEL" : "REQUEST");
}

function invitation(mail: MailService, booking: BookingRecord, coach: BookingCoach, method: "REQUEST" | "CANCEL"): OutboxAttachment {
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
    description: `${details(booking, coachName)}\n\nMy Sessions: ${mail.siteLink("/bookings")}`,
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

/** What a cancelled session's e-mail says about the money: refunded in full, or the policy's words. */
function cancellationMoneyLines(booking: BookingRecord, supportEmail: string): string[] {
  if (booking.refundStatus) {
    return [
      `Your payment of ${formatDollars(booking.refundAmountCents ?? booking.amountCents)} is refunded in full to the card you paid with. Refunds usually reach the card within 5–10 business days.`,
    ];
  }
  if (booking.amountCents > 0 && booking.paymentStatus === "succeeded") {
    return [booking.cancelledBy === "client" ? LATE_CANCELLATION_POLICY : `Questions about your payment? Write to ${supportEmail}.`];
  }
  return [];
}

/** The e-mails of one event in a booking's life, for the client and (when reachable) the coach. */
export function bookingEmails(mail: MailService, kind: BookingEmailKind, booking: BookingRecord, coach: BookingCoach): OutboundEmail[] {
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const clientName = `${booking.firstName} ${booking.lastName}`;
  const when = sessionWhen(booking);
  const clientWhen = sessionWhenForClient(booking, coachName);
  const paid = booking.amountCents > 0;
  const checkoutLink = mail.siteLink(`/checkout/${booking.id}`);
  const bookingLink = mail.siteLink(`/booking-success?booking_id=${booking.id}`);
  const sessionsLink = mail.siteLink("/bookings");
  const accountNote = `Sign in (or create your account) with ${booking.email} to see it under My Sessions.`;
  const footnote = `Questions? Reply to this e-mail or write to ${mail.supportEmail}.`;
  const messages: OutboundEmail[] = [];
  const toClient = (subject: string, paragraphs: string[], action?: { label: string; url: string }, attachment?: OutboxAttachment) =>
    messages.push({
      kind: `booking.${kind}`,
      to: booking.email,
      replyTo: mail.supportEmail,
      subject,
      ...mail.compose({ greeting: `Hi ${booking.firstName},`, paragraphs, action, footnote }),
      attachments: attachment ? [attachment] : [],
    });
  const toCoach = (subject: string, paragraphs: string[], attachment?: OutboxAttachment) => {
    if (!coachHasEmail(coach)) return;
    messages.push({
      kind: `booking.${kind}.coach`,
      to: coach.email.trim(),
      replyTo: mail.supportEmail,
      subject,
      ...mail.compose({
        greeting: `Hi ${coach.firstName},`,
        paragraphs,
        footnote: `You received this because you are listed as a coach on ${mail.brandName}. ${footnote}`,
      }),
      attachments: attachment ? [attachment] : [],
    });
  };
  const clientLine = `Client: ${clientName} (${booking.email}${booking.phoneNumber ? `, ${booking.phoneNumber}` : ""})`;

  switch (kind) {
    case "created": {
      const ics = invitation(mail, booking, coach, "REQUEST");
      if (paid) {
        toClient(
          `Your session with ${coachName}: please complete payment`,
          [
            `We've arranged your session with ${coachName}. To confirm it, please complete the payment of ${formatDollars(booking.amountCents)}.`,
            details(booking, coachName, "client"),
            accountNote,
          ],
          { label: "Complete Payment", url: checkoutLink },
          ics,
        );
      } else {
        toClient(
          `Your free session with ${coachName} is scheduled`,
          [
            `We've scheduled your session with ${coachName}. It's free: there is nothing to pay.`,
            details(booking, coachName, "client"),
            accountNote,
          ],
          { label: "View your booking", url: bookingLink },
          ics,
        );
      }
      toCoach(
        `New session booked: ${when}`,
        [
          `A session with you has been arranged on ${mail.brandName}.${paid ? " It is confirmed once the client pays; you will hear from us then." : ""}`,
          `${clientLine}\n${details(booking, coachName)}`,
          ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
        ],
        ics,
      );
      break;
    }
    case "paid":
    case "confirmed": {
      const ics = invitation(mail, booking, coach, "REQUEST");
      const lead =
        kind === "paid"
          ? `Thank you: we received your payment of ${formatDollars(booking.amountCents)}. Your session with ${coachName} is confirmed.`
          : `Your session with ${coachName} is confirmed.`;
      toClient(
        `Your session with ${coachName} is confirmed`,
        [lead, details(booking, coachName, "client")],
        { label: "View your booking", url: bookingLink },
        ics,
      );
      toCoach(
        `Session confirmed: ${when}`,
        [
          `${kind === "paid" ? "The client has paid and the" : "The"} session is confirmed.`,
          `${clientLine}\n${details(booking, coachName)}`,
        ],
        ics,
      );
      break;
    }
    case "rescheduled": {
      const ics = invitation(mail, booking, coach, "REQUEST");
      toClient(
        `Your session with ${coachName} has moved`,
        [
          `Your session with ${coachName} now takes place on ${clientWhen}. The invitation attached updates your calendar.`,
          details(booking, coachName, "client"),
        ],
        {
          label: booking.status === "pending" && paid ? "Complete Payment" : "View your booking",
          url: booking.status === "pending" && paid ? checkoutLink : bookingLink,
        },
        ics,
      );
      toCoach(`Session moved: ${when}`, [`A session has moved to ${when}.`, `${clientLine}\n${details(booking, coachName)}`], ics);
      break;
    }
    case "cancelled": {
      const ics = invitation(mail, booking, coach, "CANCEL");
      toClient(
        `Your session with ${coachName} is cancelled`,
        [`Your session with ${coachName} on ${clientWhen} has been cancelled.`, ...cancellationMoneyLines(booking, mail.supportEmail)],
        { label: "My Sessions", url: sessionsLink },
        ics,
      );
      toCoach(`Session cancelled: ${when}`, [`The session with ${clientName} on ${when} has been cancelled.`], ics);
      break;
    }
    case "completed":
      toClient(
        `How was your session with ${coachName}?`,
        [
          `Thank you for your session with ${coachName}. A short review helps other people find the right coach, and helps ${coach.firstName} too.`,
        ],
        { label: "Leave Review", url: sessionsLink },
      );
      break;
    case "reminder":
      toClient(
        `Reminder: your session with ${coachName} is tomorrow`,
        [`This is a reminder of your session with ${coachName}.`, details(booking, coachName, "client")],
        { label: "View your booking", url: bookingLink },
      );
      toCoach(`Reminder: session on ${when}`, [
        `This is a reminder of your session tomorrow.`,
        `${clientLine}\n${details(booking, coachName)}`,
      ]);
      break;
  }
  return messages;
}
