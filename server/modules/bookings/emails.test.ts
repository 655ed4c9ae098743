// Where the session happens, in the booking e-mails and their calendar invitations, read as a mail
// program and a calendar read them (docs/product/email.md#where-the-session-happens): a video session's
// room by its full address ('Join your video session: {url}' in the text and as a link in the HTML;
// LOCATION and URL of the .ics), none while it waits for payment or once cancelled; in person, the
// coach's location, and no room.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createMailService } from "../mail/service";
import { calendarValue, parseCalendar, parseOutbound } from "../../../tests/support/parse-email";
import { bookingEmails, calendarFile, type BookingEmailKind } from "./emails";
import type { BookingCoach, BookingRecord } from "./repository";

const mail = createMailService(loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://kindred.example", SEED_DEMO: "false" }));
const ID = "5f2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d";
const ROOM = `https://kindred.example/sessions/${ID}`;

const coach: BookingCoach = {
  id: "c0ac4000-0000-4000-8000-000000000001",
  firstName: "Maya",
  lastName: "Lin",
  title: "Couples coach",
  profileImageUrl: null,
  email: "maya.lin@example.com",
  isActive: true,
  hourlyRateCents: 12000,
  location: "Austin, TX",
};

function booking(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: ID,
    clientId: null,
    coachId: coach.id,
    firstName: "Robin",
    lastName: "Hart",
    email: "robin@example.com",
    phoneNumber: "",
    sessionType: "50-minute session",
    sessionFormat: "video",
    scheduledDate: new Date("2026-06-02T15:00:00Z"),
    timeZone: "America/Chicago",
    clientTimeZone: null,
    duration: 50,
    status: "confirmed",
    notes: "",
    amountCents: 8000,
    paymentIntentId: null,
    paymentStatus: "succeeded",
    calendarSequence: 1,
    reminderSentAt: null,
    bufferMinutes: 0,
    holdExpiresAt: null,
    refundAmountCents: null,
    refundStatus: null,
    refundId: null,
    cancelledAt: null,
    cancelledBy: null,
    arrangedBy: "staff",
    createdAt: new Date("2026-05-01T12:00:00Z"),
    updatedAt: new Date("2026-05-01T12:00:00Z"),
    ...overrides,
  } as BookingRecord;
}

async function read(kind: BookingEmailKind, record: BookingRecord, to: string) {
  const message = bookingEmails(mail, kind, record, coach).find((m) => m.to === to);
  if (!message) throw new Error(`no ${kind} e-mail to ${to}`);
  const parsed = await parseOutbound(message);
  const invite = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  return { parsed, calendar: invite ? parseCalendar(invite.content.toString("utf8")) : null };
}

describe("a video session's room in the e-mails", () => {
  it.each<BookingEmailKind>(["confirmed", "paid", "reminder", "rescheduled"])(
    "the %s e-mails to the client and the coach carry the room's address in both parts",
    async (kind) => {
      for (const to of ["robin@example.com", "maya.lin@example.com"]) {
        const { parsed } = await read(kind, booking(), to);
        expect(parsed.text).toContain(`Join your video session: ${ROOM}`);
        const html = parsed.html || "";
        expect(html).toContain(`<a href="${ROOM}"`);
        expect(html).toContain("Join your video session:");
      }
    },
  );

  it("the free session's first e-mail (scheduled at once) carries it; an unpaid one's does not yet", async () => {
    const free = await read("created", booking({ amountCents: 0, paymentStatus: "pending" }), "robin@example.com");
    expect(free.parsed.text).toContain(`Join your video session: ${ROOM}`);
    const unpaid = await read("created", booking({ status: "pending", paymentStatus: "pending" }), "robin@example.com");
    expect(unpaid.parsed.text).not.toContain("/sessions/");
    expect(calendarValue(unpaid.calendar!, "LOCATION")).toBe("Video session");
  });

  it("the invitation's LOCATION and URL are the room's address, and the description names it", async () => {
    const { calendar } = await read("confirmed", booking(), "robin@example.com");
    expect(calendarValue(calendar!, "LOCATION")).toBe(ROOM);
    expect(calendarValue(calendar!, "URL")).toBe(ROOM);
    expect(calendarValue(calendar!, "DESCRIPTION")).toContain(`Join your video session: ${ROOM}`);
  });

  it("a cancelled session's e-mail and calendar file carry no room", async () => {
    const cancelled = booking({ status: "cancelled", cancelledBy: "coach" });
    const { parsed, calendar } = await read("cancelled", cancelled, "robin@example.com");
    expect(parsed.text).not.toContain("/sessions/");
    expect(calendar!.map((p) => p.value).join("\n")).not.toContain("/sessions/");
    expect(calendarFile(mail, cancelled, coach).content).not.toContain("/sessions/");
  });
});

describe("an in-person session in the e-mails", () => {
  it("carries the coach's location (text, HTML, LOCATION) and no room", async () => {
    const { parsed, calendar } = await read("confirmed", booking({ sessionFormat: "in-person" }), "robin@example.com");
    expect(parsed.text).toContain("Location: Austin, TX");
    expect(parsed.html || "").toContain("Location: Austin, TX");
    expect(parsed.text).not.toContain("/sessions/");
    expect(calendarValue(calendar!, "LOCATION")).toBe("Austin, TX");
    expect(calendarValue(calendar!, "URL")).toBe(`https://kindred.example/booking-success?booking_id=${ID}`);
    const reminder = await read("reminder", booking({ sessionFormat: "in-person" }), "maya.lin@example.com");
    expect(reminder.parsed.text).toContain("Location: Austin, TX");
    expect(reminder.parsed.text).not.toContain("/sessions/");
  });

  it("says 'In person' when the coach has no location", async () => {
    const message = bookingEmails(mail, "confirmed", booking({ sessionFormat: "in-person" }), { ...coach, location: "" })[0];
    const parsed = await parseOutbound(message);
    expect(parsed.text).toContain("Location: In person");
    const invite = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"))!;
    expect(calendarValue(parseCalendar(invite.content.toString("utf8")), "LOCATION")).toBe("In person");
  });
});
