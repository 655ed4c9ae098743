// How a booking's e-mails and calendar file describe a session: its time in the session's zone (and
// the client's when it differs), its details, what a cancellation means for the money, and whether
// the coach can be written to.
import { isBlankContact } from "#common/coaches";
import { formatDollars } from "#common/money";
import { LATE_CANCELLATION_POLICY } from "#common/scheduling/policy";
import { formatSessionTime } from "#common/zoned-time";
import type { BookingCoach, BookingRecord } from "./repository";

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

export function sessionDetails(booking: BookingRecord, coachName: string, reader: "client" | "coach" = "coach"): string {
  return [
    `Coach: ${coachName}`,
    `Session: ${booking.sessionType}`,
    `When: ${reader === "client" ? sessionWhenForClient(booking, coachName) : sessionWhenForCoach(booking)}`,
    `Length: ${booking.duration} minutes`,
    `Format: ${formatLabel(booking.sessionFormat)}`,
    `Price: ${booking.amountCents === 0 ? "FREE" : formatDollars(booking.amountCents)}`,
  ].join("\n");
}

/** What a cancelled session's e-mail says about the money: refunded in full, or the policy's words. */
export function cancellationMoneyLines(booking: BookingRecord, supportEmail: string): string[] {
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
