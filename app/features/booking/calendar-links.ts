// 'Add to calendar' on the booking's success page: plain links to the "new event" pages of Google
// Calendar and Outlook with the session filled in, built here from the booking (nothing is loaded from
// those sites until the person follows a link), beside the calendar file the API serves.
import type { ClientBooking } from "#common/bookings";
import { inPersonPlace, joinLine } from "#common/session-place";

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

export function calendarEventOf(
  booking: Pick<ClientBooking, "sessionType" | "sessionFormat" | "scheduledDate" | "duration" | "coach" | "room">,
  site: { brandName: string; siteUrl: string },
): CalendarEvent {
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  const start = new Date(booking.scheduledDate);
  const inPerson = booking.sessionFormat === "in-person";
  const kind = inPerson ? "In-person session" : "Video session";
  // A video session's room, or the coach's location, as the calendar file has them.
  const room = booking.room ? `${site.siteUrl}${booking.room.path}` : null;
  return {
    title: `${booking.sessionType} with ${coachName}`,
    start,
    end: new Date(start.getTime() + booking.duration * 60_000),
    details: `${kind} with ${coachName}, booked on ${site.brandName}.${room ? ` ${joinLine(room)}` : ""} Your sessions: ${site.siteUrl}/bookings`,
    location: room ?? (inPerson ? inPersonPlace(booking.coach.location) : kind),
  };
}

/** 20260308T150000Z: the UTC form Google's template takes. */
const basicUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** 2026-03-08T15:00:00Z. */
const isoUtc = (date: Date) => date.toISOString().replace(/\.\d{3}/, "");

export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
