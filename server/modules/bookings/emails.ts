// The e-mails of a booking's life, each with the calendar invitation where the calendar must change:
// arranged (REQUEST), confirmed or paid (REQUEST, STATUS:CONFIRMED), moved (REQUEST, higher
// SEQUENCE), cancelled (CANCEL). The client and the coach are both attendees and get each version.
// Times are written in the zone the session was arranged in, with the zone named.
import { formatDollars } from "#common/money";
import type { OutboxAttachment } from "../../db/schema";
import type { MailService, OutboundEmail } from "../mail/service";
import { calendarInvitation } from "./calendar-invitation";
import type { BookingCoach, BookingRecord } from "./repository";
import { cancellationMoneyLines, coachHasEmail, sessionDetails, sessionWhen, sessionWhenForClient } from "./session-wording";

export { calendarFile, calendarUid } from "./calendar-invitation";
export { coachHasEmail, sessionWhen, sessionWhenForClient } from "./session-wording";

export type BookingEmailKind = "created" | "confirmed" | "paid" | "rescheduled" | "cancelled" | "completed" | "reminder";

/** One event's e-mails being written: the booking's facts in words, and the two ways to add a message. */
interface Letters {
  mail: MailService;
  kind: BookingEmailKind;
  booking: BookingRecord;
  coach: BookingCoach;
  coachName: string;
  clientName: string;
  /** The time in the session's zone, for the coach. */
  when: string;
  /** The time for the client, in their own zone first when it differs. */
  clientWhen: string;
  paid: boolean;
  checkoutLink: string;
  bookingLink: string;
  sessionsLink: string;
  accountNote: string;
  /** Who the client is and how to reach them, for the coach. */
  clientLine: string;
  toClient(subject: string, paragraphs: string[], action?: { label: string; url: string }, attachment?: OutboxAttachment): void;
  /** Adds the coach's message, when the coach can be written to. */
  toCoach(subject: string, paragraphs: string[], attachment?: OutboxAttachment): void;
}

function startLetters(
  mail: MailService,
  kind: BookingEmailKind,
  booking: BookingRecord,
  coach: BookingCoach,
  messages: OutboundEmail[],
): Letters {
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const clientName = `${booking.firstName} ${booking.lastName}`;
  const footnote = `Questions? Reply to this e-mail or write to ${mail.supportEmail}.`;
  return {
    mail,
    kind,
    booking,
    coach,
    coachName,
    clientName,
    when: sessionWhen(booking),
    clientWhen: sessionWhenForClient(booking, coachName),
    paid: booking.amountCents > 0,
    checkoutLink: mail.siteLink(`/checkout/${booking.id}`),
    bookingLink: mail.siteLink(`/booking-success?booking_id=${booking.id}`),
    sessionsLink: mail.siteLink("/bookings"),
    accountNote: `Sign in (or create your account) with ${booking.email} to see it under My Sessions.`,
    clientLine: `Client: ${clientName} (${booking.email}${booking.phoneNumber ? `, ${booking.phoneNumber}` : ""})`,
    toClient: (subject, paragraphs, action, attachment) =>
      messages.push({
        kind: `booking.${kind}`,
        to: booking.email,
        replyTo: mail.supportEmail,
        subject,
        ...mail.compose({ greeting: `Hi ${booking.firstName},`, paragraphs, action, footnote }),
        attachments: attachment ? [attachment] : [],
      }),
    toCoach: (subject, paragraphs, attachment) => {
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
    },
  };
}

/** Arranged: the client is asked to pay (or told it is free); the coach hears of the new session. */
function writeCreated(letters: Letters): void {
  const { mail, booking, coach, coachName, paid, when, clientLine } = letters;
  const ics = calendarInvitation(mail, booking, coach, "REQUEST");
  if (paid) {
    letters.toClient(
      `Your session with ${coachName}: please complete payment`,
      [
        `We've arranged your session with ${coachName}. To confirm it, please complete the payment of ${formatDollars(booking.amountCents)}.`,
        sessionDetails(booking, coachName, "client"),
        letters.accountNote,
      ],
      { label: "Complete Payment", url: letters.checkoutLink },
      ics,
    );
  } else {
    letters.toClient(
      `Your free session with ${coachName} is scheduled`,
      [
        `We've scheduled your session with ${coachName}. It's free: there is nothing to pay.`,
        sessionDetails(booking, coachName, "client"),
        letters.accountNote,
      ],
      { label: "View your booking", url: letters.bookingLink },
      ics,
    );
  }
  letters.toCoach(
    `New session booked: ${when}`,
    [
      `A session with you has been arranged on ${mail.brandName}.${paid ? " It is confirmed once the client pays; you will hear from us then." : ""}`,
      `${clientLine}\n${sessionDetails(booking, coachName)}`,
      ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
    ],
    ics,
  );
}

/** Paid, or confirmed by staff or the coach. */
function writeConfirmed(letters: Letters): void {
  const { mail, kind, booking, coach, coachName, when, clientLine } = letters;
  const ics = calendarInvitation(mail, booking, coach, "REQUEST");
  const lead =
    kind === "paid"
      ? `Thank you: we received your payment of ${formatDollars(booking.amountCents)}. Your session with ${coachName} is confirmed.`
      : `Your session with ${coachName} is confirmed.`;
  letters.toClient(
    `Your session with ${coachName} is confirmed`,
    [lead, sessionDetails(booking, coachName, "client")],
    { label: "View your booking", url: letters.bookingLink },
    ics,
  );
  letters.toCoach(
    `Session confirmed: ${when}`,
    [
      `${kind === "paid" ? "The client has paid and the" : "The"} session is confirmed.`,
      `${clientLine}\n${sessionDetails(booking, coachName)}`,
    ],
    ics,
  );
}

function writeRescheduled(letters: Letters): void {
  const { mail, booking, coach, coachName, paid, when, clientLine } = letters;
  const ics = calendarInvitation(mail, booking, coach, "REQUEST");
  letters.toClient(
    `Your session with ${coachName} has moved`,
    [
      `Your session with ${coachName} now takes place on ${letters.clientWhen}. The invitation attached updates your calendar.`,
      sessionDetails(booking, coachName, "client"),
    ],
    {
      label: booking.status === "pending" && paid ? "Complete Payment" : "View your booking",
      url: booking.status === "pending" && paid ? letters.checkoutLink : letters.bookingLink,
    },
    ics,
  );
  letters.toCoach(
    `Session moved: ${when}`,
    [`A session has moved to ${when}.`, `${clientLine}\n${sessionDetails(booking, coachName)}`],
    ics,
  );
}

function writeCancelled(letters: Letters): void {
  const { mail, booking, coach, coachName, when } = letters;
  const ics = calendarInvitation(mail, booking, coach, "CANCEL");
  letters.toClient(
    `Your session with ${coachName} is cancelled`,
    [`Your session with ${coachName} on ${letters.clientWhen} has been cancelled.`, ...cancellationMoneyLines(booking, mail.supportEmail)],
    { label: "My Sessions", url: letters.sessionsLink },
    ics,
  );
  letters.toCoach(`Session cancelled: ${when}`, [`The session with ${letters.clientName} on ${when} has been cancelled.`], ics);
}

/** Held: the client is asked for a review. */
function writeCompleted(letters: Letters): void {
  const { coach, coachName } = letters;
  letters.toClient(
    `How was your session with ${coachName}?`,
    [
      `Thank you for your session with ${coachName}. A short review helps other people find the right coach, and helps ${coach.firstName} too.`,
    ],
    { label: "Leave Review", url: letters.sessionsLink },
  );
}

/** The day before. */
function writeReminder(letters: Letters): void {
  const { booking, coachName, when, clientLine } = letters;
  letters.toClient(
    `Reminder: your session with ${coachName} is tomorrow`,
    [`This is a reminder of your session with ${coachName}.`, sessionDetails(booking, coachName, "client")],
    { label: "View your booking", url: letters.bookingLink },
  );
  letters.toCoach(`Reminder: session on ${when}`, [
    `This is a reminder of your session tomorrow.`,
    `${clientLine}\n${sessionDetails(booking, coachName)}`,
  ]);
}

const WRITERS: Record<BookingEmailKind, (letters: Letters) => void> = {
  created: writeCreated,
  paid: writeConfirmed,
  confirmed: writeConfirmed,
  rescheduled: writeRescheduled,
  cancelled: writeCancelled,
  completed: writeCompleted,
  reminder: writeReminder,
};

/** The e-mails of one event in a booking's life, for the client and (when reachable) the coach. */
export function bookingEmails(mail: MailService, kind: BookingEmailKind, booking: BookingRecord, coach: BookingCoach): OutboundEmail[] {
  const messages: OutboundEmail[] = [];
  WRITERS[kind](startLetters(mail, kind, booking, coach, messages));
  return messages;
}
