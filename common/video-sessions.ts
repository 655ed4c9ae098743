// Video session rooms (docs/product/video-sessions.md): one per video booking at /sessions/{bookingId},
// for its client and its coach only, open from 10 minutes before the start to 30 minutes after the
// end. The media goes between the two browsers (WebRTC); the server only relays the signalling. The
// window, the room's address, the signalling's types and the exact texts are written here once for
// the server, the pages and the e-mails (the window: video-session-window.ts; the input's schema:
// video-session-inputs.ts).
import { JOIN_SESSION, type RoomState } from "./video-session-window";

export * from "./video-session-window";

/** A signal's JSON body at most (an offer with many candidates stays far below it). */
export const SIGNAL_MAX_BYTES = 64 * 1024;

/** The browser's RTCIceServer, as `GET /api/sessions/{bookingId}` gives it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** `GET /api/sessions/{bookingId}`. */
export interface SessionRoom {
  bookingId: string;
  opensAt: string;
  closesAt: string;
  state: RoomState;
  /** The session's start and length, for the countdown and the page's heading. */
  startsAt: string;
  duration: number;
  /** The zone the page shows times in: the client's own zone for the client when known, else the booking's. */
  timeZone: string;
  /** Who the caller is in the session; the coach makes the WebRTC offers. */
  role: "client" | "coach";
  peer: { name: string };
  iceServers: IceServer[];
  /** When each person joined and left (latest first), shown to both in the session's details. */
  attendance: RoomAttendance[];
}

export interface RoomAttendance {
  role: "client" | "coach";
  joinedAt: string;
  leftAt: string | null;
}

/** What a browser sends to the other one through `POST /api/sessions/{bookingId}/signal`. */
export const SIGNAL_TYPES = ["offer", "answer", "candidate", "restart"] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** A signal as the server relays it (validated by signalSchema in video-session-inputs.ts). */
export interface SignalInput {
  type: SignalType;
  /** An SDP description, an ICE candidate, or null (restart); relayed as it is, never stored. */
  payload: unknown;
}

/**
 * The events of the signalling stream (`GET /api/sessions/{bookingId}/signal`, server-sent events):
 * `welcome` when the stream opens (whether the other person is in the room), `peer-joined` and
 * `peer-left` as they come and go, `signal` for what they sent, `replaced` when the same person opened
 * the room in another tab (this stream ends), `closed` when the window ends.
 */
export type SignalEvent =
  | { type: "welcome"; peerPresent: boolean }
  | { type: "peer-joined" }
  | { type: "peer-left" }
  | { type: "signal"; signal: { type: SignalType; payload: unknown } }
  | { type: "replaced" }
  | { type: "closed" };

export const VIDEO_SESSION_TEXTS = {
  opensAt: (time: string) => `Your session opens at ${time}`,
  ended: "This session has ended",
  notFound: "Session not found",
  notOpen: "The session room is not open.",
  tooLarge: `A signal must be at most ${SIGNAL_MAX_BYTES / 1024} KB.`,
  joinButton: JOIN_SESSION,
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
} as const;
