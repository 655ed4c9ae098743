// The 'Add to calendar' links carry the session: title, start and end in UTC, details and place.
import { describe, expect, it } from "vitest";
import { calendarEventOf, googleCalendarLink, outlookCalendarLink } from "./calendar-links";

const booking = {
  sessionType: "50-minute session",
  sessionFormat: "video",
  scheduledDate: "2026-03-09T14:30:00.000Z",
  duration: 50,
  coach: {
    id: "c1",
    firstName: "Iris",
    lastName: "Vale",
    title: "Coach",
    titleAfterName: "Coach",
    profileImageUrl: null,
    imageUrl: "/avatars/notionists/c1.svg",
    location: "Austin, TX",
  },
  room: null,
};
const event = calendarEventOf(booking, { brandName: "Kindred", siteUrl: "https://kindred.example" });

describe("calendar links", () => {
  it("opens Google Calendar's new event with the session filled in", () => {
    const url = new URL(googleCalendarLink(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "50-minute session with Iris Vale",
      dates: "20260309T143000Z/20260309T152000Z",
      details: "Video session with Iris Vale, booked on Kindred. Your sessions: https://kindred.example/bookings",
      location: "Video session",
    });
  });

  it("opens Outlook's new event with the session filled in", () => {
    const url = new URL(
      outlookCalendarLink(calendarEventOf({ ...booking, sessionFormat: "in-person" }, { brandName: "Kindred", siteUrl: "" })),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("subject")).toBe("50-minute session with Iris Vale");
    expect(url.searchParams.get("startdt")).toBe("2026-03-09T14:30:00Z");
    expect(url.searchParams.get("enddt")).toBe("2026-03-09T15:20:00Z");
    expect(url.searchParams.get("location")).toBe("Austin, TX");
    expect(url.searchParams.get("rru")).toBe("addevent");
    const nowhere = calendarEventOf(
      { ...booking, sessionFormat: "in-person", coach: { ...booking.coach, location: null } },
      {
        brandName: "Kindred",
        siteUrl: "",
      },
    );
    expect(nowhere.location).toBe("In person");
  });

  it("puts a video session's room in the place and the details", () => {
    const room = { path: "/sessions/b1", opensAt: "2026-03-09T14:20:00.000Z", closesAt: "2026-03-09T15:50:00.000Z" };
    const url = new URL(
      googleCalendarLink(calendarEventOf({ ...booking, room }, { brandName: "Kindred", siteUrl: "https://kindred.example" })),
    );
    expect(url.searchParams.get("location")).toBe("https://kindred.example/sessions/b1");
    expect(url.searchParams.get("details")).toContain("Join your video session: https://kindred.example/sessions/b1");
  });
});
