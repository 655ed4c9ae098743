// What the processes tell each other about the rooms, on one PostgreSQL channel: a person joined (and
// which of their older streams that replaces), a person left, and a signal for the other person. A
// signal is sent as it came, never stored: its JSON (made ASCII, so that characters are bytes) is cut
// into pieces that fit a notification (PostgreSQL refuses a payload of 8000 bytes or more), all sent by
// one statement, so they are delivered together when it commits, and put together again by each
// listening process (live.ts).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SignalInput } from "#common/video-sessions";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { SessionRole } from "./repository";

/** The channel of every room's notices (live.ts listens to it in each process). */
export const VIDEO_SIGNALS_CHANNEL = "kindred_video_signals";

/** Characters of signal JSON per notification: with the header, well below the 8000-byte limit. */
export const SIGNAL_CHUNK_CHARS = 7_000;

export type VideoNotice =
  | { kind: "joined"; bookingId: string; role: SessionRole; attendanceId: string; replaced: string[] }
  | { kind: "left"; bookingId: string; role: SessionRole; attendanceId: string }
  | { kind: "chunk"; bookingId: string; role: SessionRole; signalId: string; index: number; count: number; text: string };

const ROLES = new Set<string>(["client", "coach"]);

/** JSON with every character outside ASCII escaped (\uXXXX): one byte per character. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The notification payloads of one signal from `role`, in order. */
export function signalPayloads(bookingId: string, role: SessionRole, signal: SignalInput, chunkChars = SIGNAL_CHUNK_CHARS): string[] {
  const text = asciiJson({ type: signal.type, payload: signal.payload ?? null });
  const signalId = randomUUID();
  const count = Math.max(1, Math.ceil(text.length / chunkChars));
  return Array.from({ length: count }, (_, index) =>
    ["S", bookingId, role, signalId, index, count, text.slice(index * chunkChars, (index + 1) * chunkChars)].join("|"),
  );
}

/** A payload back into its notice; null for anything else (never trusted further than its shape). */
export function parseNotice(payload: string | undefined): VideoNotice | null {
  if (!payload) return null;
  const [kind, bookingId, role] = payload.split("|", 3);
  if (!bookingId || !ROLES.has(role)) return null;
  const who = { bookingId, role: role as SessionRole };
  if (kind === "J" || kind === "L") {
    const [, , , attendanceId, replaced = ""] = payload.split("|");
    if (!attendanceId) return null;
    return kind === "J"
      ? { kind: "joined", ...who, attendanceId, replaced: replaced ? replaced.split(",") : [] }
      : { kind: "left", ...who, attendanceId };
  }
  if (kind !== "S") return null;
  // The text may itself hold '|': the header is the first six fields.
  let at = 0;
  const fields: string[] = [];
  for (let i = 0; i < 6; i++) {
    const end = payload.indexOf("|", at);
    if (end < 0) return null;
    fields.push(payload.slice(at, end));
    at = end + 1;
  }
  const [index, count] = [Number(fields[4]), Number(fields[5])];
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count) return null;
  return { kind: "chunk", ...who, signalId: fields[3], index, count, text: payload.slice(at) };
}

/** Inside the caller's transaction: heard by every process when it commits. */
export async function announceJoin(
  tx: DatabaseOrTransaction,
  notice: { bookingId: string; role: SessionRole; attendanceId: string; replaced: string[] },
): Promise<void> {
  const payload = ["J", notice.bookingId, notice.role, notice.attendanceId, notice.replaced.join(",")].join("|");
  await tx.execute(sql`select pg_notify(${VIDEO_SIGNALS_CHANNEL}, ${payload})`);
}

export async function announceLeave(tx: DatabaseOrTransaction, notice: { bookingId: string; role: SessionRole; attendanceId: string }) {
  const payload = ["L", notice.bookingId, notice.role, notice.attendanceId].join("|");
  await tx.execute(sql`select pg_notify(${VIDEO_SIGNALS_CHANNEL}, ${payload})`);
}

/** Every piece of one signal in one statement (one transaction): delivered together, or not at all. */
export async function announceSignal(db: Database, payloads: string[]): Promise<void> {
  await db.$client.query("select pg_notify($1, part) from unnest($2::text[]) as part", [VIDEO_SIGNALS_CHANNEL, payloads]);
}

/**
 * Puts signals together from their pieces. Pieces of one signal arrive together (one transaction), so
 * a signal still incomplete after `maxAgeMs` lost a piece (the listening connection dropped) and is let go.
 */
export function createSignalAssembler(maxAgeMs = 10_000) {
  const partial = new Map<string, { parts: string[]; received: number; startedAt: number }>();
  return {
    /** The signal's whole JSON once its last piece is in; undefined before. */
    add(chunk: Extract<VideoNotice, { kind: "chunk" }>, now = Date.now()): string | undefined {
      if (chunk.count === 1) return chunk.text;
      for (const [id, entry] of partial) if (now - entry.startedAt > maxAgeMs) partial.delete(id);
      let entry = partial.get(chunk.signalId);
      if (!entry) partial.set(chunk.signalId, (entry = { parts: new Array<string>(chunk.count), received: 0, startedAt: now }));
      if (entry.parts.length !== chunk.count || entry.parts[chunk.index] !== undefined) return undefined;
      entry.parts[chunk.index] = chunk.text;
      if (++entry.received < chunk.count) return undefined;
      partial.delete(chunk.signalId);
      return entry.parts.join("");
    },
    pending: () => partial.size,
  };
}
