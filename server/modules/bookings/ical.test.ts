import { describe, expect, it } from "vitest";
import { calendarValue, parseCalendar } from "../../../tests/support/parse-email";
import { buildCalendar, escapeText, foldLine, formatUtc, type CalendarEvent } from "./ical";

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: "REQUEST",
  uid: "booking-1f2e@kindred.example",
  sequence: 0,
  start: new Date("2026-06-02T19:00:00Z"),
  durationMinutes: 50,
  summary: "Session with Maya Lin",
  status: "CONFIRMED",
  organizer: { name: "Kindred", email: "support@kindred.example" },
  attendees: [{ name: "Robin Hart", email: "robin@example.com" }],
  stamp: new Date("2026-05-01T12:00:00.123Z"),
  ...overrides,
});

/** Unfolds (RFC 5545 §3.1) and splits into content lines. */
const contentLines = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC times without separators", () => {
    expect(formatUtc(new Date("2026-06-02T19:05:09.999Z"))).toBe("20260602T190509Z");
  });

  it("leaves a line of 75 octets alone and folds a longer one with CRLF and a space", () => {
    const exact = `SUMMARY:${"x".repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    const long = `DESCRIPTION:${"y".repeat(200)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(3);
    expect(Buffer.byteLength(parts[0])).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("never splits a multi-byte character when folding", () => {
    const long = `SUMMARY:${"é".repeat(60)}💬${"ü".repeat(40)}`;
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("builds a REQUEST with CRLF line endings, the stable UID, the SEQUENCE, start and end", () => {
    const text = buildCalendar(event({ sequence: 2, description: "Notes: bring, questions; and\nmore" }));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = contentLines(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:booking-1f2e@kindred.example");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTART:20260602T190000Z");
    expect(lines).toContain("DTEND:20260602T195000Z");
    expect(lines).toContain("DTSTAMP:20260501T120000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("DESCRIPTION:Notes: bring\\, questions\\; and\\nmore");
    expect(lines).toContain('ORGANIZER;CN="Kindred":mailto:support@kindred.example');
    expect(lines).toContain('ATTENDEE;CN="Robin Hart";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:robin@example.com');
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("builds a CANCEL with the same UID and STATUS:CANCELLED", () => {
    const lines = contentLines(buildCalendar(event({ method: "CANCEL", status: "CANCELLED", sequence: 3 })));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("UID:booking-1f2e@kindred.example");
    expect(lines).toContain("SEQUENCE:3");
  });

  it("keeps quotes out of parameter values", () => {
    const lines = contentLines(buildCalendar(event({ attendees: [{ name: 'Robin "RJ" Hart', email: "robin@example.com" }] })));
    expect(lines.find((l) => l.startsWith("ATTENDEE"))).toContain('CN="Robin RJ Hart"');
  });

  it("writes a video room's address as LOCATION and URL, folded at 75 octets and read back whole", () => {
    const room = "https://kindred.example/sessions/5f2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d";
    const text = buildCalendar(event({ location: room, url: room }));
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const properties = parseCalendar(text);
    expect(calendarValue(properties, "LOCATION")).toBe(room);
    expect(calendarValue(properties, "URL")).toBe(room);
  });

  it("escapes an in-person location's commas and semicolons", () => {
    const text = buildCalendar(event({ location: "Suite 4; 120 Main St, Austin, TX" }));
    expect(contentLines(text)).toContain("LOCATION:Suite 4\\; 120 Main St\\, Austin\\, TX");
    expect(calendarValue(parseCalendar(text), "LOCATION")).toBe("Suite 4; 120 Main St, Austin, TX");
  });
});
