// The e-mails of a booking's life, each with the calendar invitation where the calendar must change:
// arranged (REQUEST), confirmed or paid (REQUEST, STATUS:CONFIRMED), moved (REQUEST, higher
// SEQUENCE), cancelled (CANCEL). The client and the coach are both attendees and get each version.
// Times are written in the zone the session was arranged in, with the zone named.
//
// In order: how the e-mails and the calendar file describe a session (its time in the session's zone
// and the client's when it differs, its details, what a cancellation means for the money, whether the
// coach can be written to); the e-mails of each event; the calendar invitation (one UID per booking,
// with the SEQUENCE the booking keeps, so each version updates the same event in both calendars).
import { isBlankContact } from "#common/coaches";
import { formatDollars } from "#common/money";
import { LATE_CANCELLATION_POLICY } from "#common/scheduling/policy";
import { inPersonPlace, JOIN_LINE_LEAD, joinLine, SESSION_PLACE_TEXTS } from "#common/session-place";
import { hasRoom, roomPath } from "#common/video-sessions";
import { formatSessionTime } from "#common/zoned-time";
import type { OutboxAttachment } from "../../db/schema";
import type { EmailParagraph, MailService, OutboundEmail } from "../mail/service";
import { buildCalendar } from "./ical";
import type { BookingCoach, BookingRecord } from "./repository";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

function coachHasEmail(coach: Pick<BookingCoach, "email">): boolean {
  return !isBlankContact(coach.email) && looksLikeEmail(coach.email);
}

function sessionWhen(booking: Pick<BookingRecord, "scheduledDate" | "timeZone">): string {
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
function sessionWhenForClient(booking: Pick<BookingRecord, "scheduledDate" | "timeZone" | "clientTimeZone">, coachName: string): string {
  const clientZone = otherClientZone(booking);
  return clientZone ? `${timeIn(booking, clientZone)}; for ${coachName}: ${timeIn(booking, booking.timeZone)}` : sessionWhen(booking);
}

/** The time for the coach (and the calendar file): the session's zone, then the client's when it differs. */
function sessionWhenForCoach(booking: Pick<BookingRecord, "scheduledDate" | "timeZone" | "clientTimeZone">): string {
  const clientZone = otherClientZone(booking);
  return clientZone ? `${sessionWhen(booking)}; for the client: ${timeIn(booking, clientZone)}` : sessionWhen(booking);
}

function sessionDetails(booking: BookingRecord, coachName: string, reader: "client" | "coach" = "coach"): string {
  return [
    `Coach: ${coachName}`,
    `Session: ${booking.sessionType}`,
    `When: ${reader === "client" ? sessionWhenForClient(booking, coachName) : sessionWhenForCoach(booking)}`,
    `Length: ${booking.duration} minutes`,
    `Format: ${formatLabel(booking.sessionFormat)}`,
    `Price: ${booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)}`,
  ].join("\n");
}

/**
 * Where the session happens (docs/product/email.md#where-the-session-happens): a video session's room,
 * by its full address, once the session is arranged (a booking waiting for payment has no room yet);
 * in person, the coach's location ('In person' when the coach gave none).
 */
function sessionPlace(mail: MailService, booking: BookingRecord, coach: BookingCoach): { roomUrl: string } | { location: string } | null {
  if (booking.sessionFormat === "in-person") return { location: inPersonPlace(coach.location) };
  return hasRoom(booking) ? { roomUrl: mail.siteLink(roomPath(booking.id)) } : null;
}

/** The e-mail's paragraph of the place: 'Join your video session: {url}' or 'Location: {place}'. */
function placeParagraphs(mail: MailService, booking: BookingRecord, coach: BookingCoach): EmailParagraph[] {
  const place = sessionPlace(mail, booking, coach);
  if (!place) return [];
  return ["roomUrl" in place ? { lead: JOIN_LINE_LEAD, url: place.roomUrl } : SESSION_PLACE_TEXTS.location(place.location)];
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
  /** Where the session happens, as a paragraph (none for a video session waiting for payment). */
  place: EmailParagraph[];
  toClient(subject: string, paragraphs: EmailParagraph[], action?: { label: string; url: string }, attachment?: OutboxAttachment): void;
  /** Adds the coach's message, when the coach can be written to. */
  toCoach(subject: string, paragraphs: EmailParagraph[], attachment?: OutboxAttachment): void;
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
    place: placeParagraphs(mail, booking, coach),
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
        ...letters.place,
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
        ...letters.place,
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
      ...letters.place,
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
    [lead, sessionDetails(booking, coachName, "client"), ...letters.place],
    { label: "View your booking", url: letters.bookingLink },
    ics,
  );
  letters.toCoach(
    `Session confirmed: ${when}`,
    [
      `${kind === "paid" ? "The client has paid and the" : "The"} session is confirmed.`,
      `${clientLine}\n${sessionDetails(booking, coachName)}`,
      ...letters.place,
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
      ...letters.place,
    ],
    {
      label: booking.status === "pending" && paid ? "Complete Payment" : "View your booking",
      url: booking.status === "pending" && paid ? letters.checkoutLink : letters.bookingLink,
    },
    ics,
  );
  letters.toCoach(
    `Session moved: ${when}`,
    [`A session has moved to ${when}.`, `${clientLine}\n${sessionDetails(booking, coachName)}`, ...letters.place],
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
    [`This is a reminder of your session with ${coachName}.`, sessionDetails(booking, coachName, "client"), ...letters.place],
    { label: "View your booking", url: letters.bookingLink },
  );
  letters.toCoach(`Reminder: session on ${when}`, [
    `This is a reminder of your session tomorrow.`,
    `${clientLine}\n${sessionDetails(booking, coachName)}`,
    ...letters.place,
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

// The calendar invitation a booking's e-mails carry, and the calendar file My Sessions offers.
function calendarUid(mail: MailService, bookingId: string): string {
  const host = new URL(mail.siteLink("/")).hostname;
  return `booking-${bookingId}@${host}`;
}

/** The booking's calendar file (the same UID and SEQUENCE as the e-mails' invitations). */
export function calendarFile(mail: MailService, booking: BookingRecord, coach: BookingCoach): OutboxAttachment {
  return calendarInvitation(mail, booking, coach, booking.status === "cancelled" ? "CANCEL" : "REQUEST");
}

function calendarInvitation(
  mail: MailService,
  booking: BookingRecord,
  coach: BookingCoach,
  method: "REQUEST" | "CANCEL",
): OutboxAttachment {
  const coachName = `${coach.firstName} ${coach.lastName}`;
  // A cancelled session's file keeps no room: the room goes with the session.
  const place = method === "CANCEL" ? null : sessionPlace(mail, booking, coach);
  const roomUrl = place && "roomUrl" in place ? place.roomUrl : null;
  const attendees = [{ name: `${booking.firstName} ${booking.lastName}`, email: booking.email }];
  if (coachHasEmail(coach)) attendees.push({ name: coachName, email: coach.email.trim() });
  const content = buildCalendar({
    method,
    uid: calendarUid(mail, booking.id),
    sequence: booking.calendarSequence,
    start: booking.scheduledDate,
    durationMinutes: booking.duration,
    summary: `${booking.sessionType} with ${coachName} (${mail.brandName})`,
    description: `${sessionDetails(booking, coachName)}${roomUrl ? `\n${joinLine(roomUrl)}` : ""}\n\nMy Sessions: ${mail.siteLink("/bookings")}`,
    // The room's address for a video session (calendars offer it to open), the coach's location in person.
    location: roomUrl ?? (booking.sessionFormat === "in-person" ? inPersonPlace(coach.location) : "Video session"),
    url: roomUrl ?? mail.siteLink(`/booking-success?booking_id=${booking.id}`),
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
