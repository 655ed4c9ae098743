// The room's window: open from exactly 10 minutes before the start (included) to exactly 30 minutes
// after the end (excluded); which bookings have a room at all.
import { describe, expect, it } from "vitest";
import { signalSchema } from "./video-session-inputs";
import { hasRoom, ROOM_CLOSES_AFTER_MS, ROOM_OPENS_BEFORE_MS, roomPath, roomState, roomWindow } from "./video-sessions";

const MINUTE = 60_000;
const start = "2026-12-01T15:00:00.000Z";

describe("the room's window", () => {
  const window = roomWindow(start, 50);

  it("opens 10 minutes before the start and closes 30 minutes after the end", () => {
    expect(window.opensAt.toISOString()).toBe("2026-12-01T14:50:00.000Z");
    expect(window.closesAt.toISOString()).toBe("2026-12-01T16:20:00.000Z");
    expect(ROOM_OPENS_BEFORE_MS).toBe(10 * MINUTE);
    expect(ROOM_CLOSES_AFTER_MS).toBe(30 * MINUTE);
  });

  it("is early up to the millisecond before it opens, open from that instant", () => {
    const opens = window.opensAt.getTime();
    expect(roomState(window, opens - 1)).toBe("early");
    expect(roomState(window, opens)).toBe("open");
    expect(roomState(window, opens + 1)).toBe("open");
  });

  it("is open up to the millisecond before it closes, ended from that instant", () => {
    const closes = window.closesAt.getTime();
    expect(roomState(window, closes - 1)).toBe("open");
    expect(roomState(window, closes)).toBe("ended");
    expect(roomState(window, closes + 1)).toBe("ended");
  });

  it("reads the window the same way from the ISO strings a booking's view carries", () => {
    const asText = { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() };
    for (const edge of [window.opensAt.getTime(), window.closesAt.getTime()]) {
      for (const now of [edge - 1, edge, edge + 1]) expect(roomState(asText, now)).toBe(roomState(window, now));
    }
  });

  it("is open during the session itself, and takes the start as a Date too", () => {
    expect(roomState(roomWindow(new Date(start), 50), Date.parse(start) + 25 * MINUTE)).toBe("open");
  });
});

describe("which bookings have a room", () => {
  it("a video session that is arranged, completed or marked no-show", () => {
    for (const status of ["confirmed", "completed", "no-show"]) expect(hasRoom({ sessionFormat: "video", status })).toBe(true);
  });

  it("not an in-person session, one waiting for payment, or a cancelled one", () => {
    expect(hasRoom({ sessionFormat: "in-person", status: "confirmed" })).toBe(false);
    expect(hasRoom({ sessionFormat: "video", status: "pending" })).toBe(false);
    expect(hasRoom({ sessionFormat: "video", status: "cancelled" })).toBe(false);
  });

  it("lives at /sessions/{bookingId}", () => {
    expect(roomPath("3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f")).toBe("/sessions/3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f");
  });
});

describe("a signal's input", () => {
  it("takes the four kinds, with any payload (null when absent)", () => {
    expect(signalSchema.parse({ type: "restart" })).toEqual({ type: "restart", payload: null });
    expect(signalSchema.parse({ type: "candidate", payload: { candidate: "a", sdpMid: "0" } }).payload).toEqual({
      candidate: "a",
      sdpMid: "0",
    });
  });

  it("refuses another kind with a message that names the kinds", () => {
    const result = signalSchema.safeParse({ type: "hello" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("type must be one of offer, answer, candidate, restart");
  });
});
