// A small iCalendar (RFC 5545) writer for session invitations: one VEVENT per message, with METHOD
// REQUEST (new or changed) or CANCEL (RFC 5546). Lines end in CRLF, text values are escaped
// (backslash, semicolon, comma, newline), and lines longer than 75 octets are folded (CRLF and a
// space) without splitting a UTF-8 character. Times are written in UTC ("…Z"), so no VTIMEZONE is
// needed and every calendar shows the session in its own zone.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: "REQUEST" | "CANCEL";
  /** Stable for the life of the booking: a calendar matches updates and cancellations by it. */
  uid: string;
  /** Raised on every change the invitation reflects; a calendar ignores a lower one. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  productId?: string;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value (RFC 5545 §3.2): no double quotes or control characters inside. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** Folds one content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  // The first line holds 75 octets; continuation lines begin with a space, so hold 74 more.
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
      limit = 74;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** 20260602T150000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function mailto(email: string): string {
  return `mailto:${email.replace(/[\s"<>]/g, "")}`;
}

export function buildCalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId ?? "-//Kindred//Sessions//EN"}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${quoteParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.method === "CANCEL" ? "DECLINED" : "ACCEPTED"};RSVP=FALSE:${mailto(a.email)}`,
    ),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
