// The signalling stream of a room: `GET /api/sessions/{bookingId}/signal` as server-sent events. Each
// process keeps the streams its own browsers opened and LISTENs (one connection,
// server/lib/database-listener.ts) to the room notices every process sends (notices.ts): a person
// joined (replacing their older stream, in whatever process it is), a person left, a signal. The
// other person may be on another worker or machine; nothing of a signal is written anywhere.
//
// Entering writes an attendance row and announces it in one transaction; the stream is registered
// before that commits, so nothing sent after it is missed (what arrives before the welcome is held
// and written after it). A stream that ends closes its row and, unless a newer stream of the same
// person replaced it, tells the other person. At the window's end each stream hears `closed` and ends.
// While the listening connection is down notices are lost: once it is back every stream is ended, and
// the browsers reconnect (and negotiate again). With each keep-alive the process marks its streams'
// rows as seen, so the rows of a process that died count as left when they were last seen.
import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { SignalEvent } from "#common/video-sessions";
import type { Database } from "../../db/client";
import { listenToDatabase, type DatabaseListener } from "../../lib/database-listener";
import type { Logger } from "../../lib/logger";
import { announceJoin, announceLeave, createSignalAssembler, parseNotice, VIDEO_SIGNALS_CHANNEL, type VideoNotice } from "./notices";
import * as repository from "./repository";
import { PRESENCE_INTERVAL_MS, type SessionRole } from "./repository";
import type { RoomEntry } from "./service";

/** A stream's browser reconnects this long after it was ended. */
const RETRY_MS = 2_000;
/** A browser that stops reading: its stream is ended past this much waiting output (a few whole signals). */
const MAX_BUFFERED_BYTES = 512 * 1024;
/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Stream {
  bookingId: string;
  userId: string;
  role: SessionRole;
  attendanceId: string;
  res: Response;
  keepAlive?: NodeJS.Timeout;
  closeTimer?: NodeJS.Timeout;
  /** Events that came before the welcome, written right after it. */
  held: string[] | null;
  /** The attendance row and its notice, committed (or failed). */
  joined?: Promise<unknown>;
  /** A newer stream of the same person took over: its end tells nobody. */
  replaced: boolean;
  ending?: Promise<void>;
}

export interface LiveVideoSessions {
  /** Serves one stream until the browser goes away, the person opens another, or the room closes. */
  open(req: Request, res: Response, entry: RoomEntry): Promise<void>;
  /** Streams open in this process. */
  count(): number;
  /** Resolves once the leaving of every stream ended so far is recorded. */
  settled(): Promise<void>;
  /** Ends every stream, records their leaving, and stops listening (the process is stopping). */
  close(): Promise<void>;
}

const eventText = (type: SignalEvent["type"], data: string) => `event: ${type}\ndata: ${data}\n\n`;
const textOf = (event: SignalEvent) => eventText(event.type, JSON.stringify(event));

function write(stream: Stream, text: string) {
  if (stream.held) {
    stream.held.push(text);
    return;
  }
  if (stream.res.writableEnded) return;
  if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
    stream.res.end();
    return;
  }
  stream.res.write(text);
}

/**
 * The answer's head, the welcome, then what came meanwhile; a keep-alive (a comment line keeps proxies
 * from closing a quiet stream, and the row is marked as seen); the end of the window.
 */
function startStreaming(
  stream: Stream,
  timing: { peerPresent: boolean; closesInMs: number; keepAliveMs: number },
  on: { keepAlive: () => void; closed: () => void },
) {
  const { peerPresent, closesInMs, keepAliveMs } = timing;
  const { res } = stream;
  res.status(200).set({ "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" });
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n${textOf({ type: "welcome", peerPresent })}`);
  const held = stream.held ?? [];
  stream.held = null;
  for (const text of held) write(stream, text);
  stream.keepAlive = setInterval(() => {
    if (res.writableEnded) return;
    res.write(": keep-alive\n\n");
    on.keepAlive();
  }, keepAliveMs);
  stream.keepAlive.unref();
  stream.closeTimer = setTimeout(on.closed, Math.min(MAX_TIMER_MS, Math.max(0, closesInMs)));
  stream.closeTimer.unref();
}

export function createLiveVideoSessions(deps: {
  db: Database;
  databaseUrl: string;
  logger: Logger;
  now: () => number;
  /** Tests: the keep-alive's interval (PRESENCE_INTERVAL_MS). */
  keepAliveMs?: number;
}): LiveVideoSessions {
  const { db, logger } = deps;
  const byBooking = new Map<string, Set<Stream>>();
  const leaving = new Set<Promise<void>>();
  const assembler = createSignalAssembler();
  let listener: DatabaseListener | undefined;
  let closed = false;

  const allStreams = () => [...byBooking.values()].flatMap((set) => [...set]);

  /** Unregisters a stream and records that its person left (once, whatever ends it). */
  function finish(stream: Stream): Promise<void> {
    if (stream.ending) return stream.ending;
    clearInterval(stream.keepAlive);
    clearTimeout(stream.closeTimer);
    const set = byBooking.get(stream.bookingId);
    set?.delete(stream);
    if (set?.size === 0) byBooking.delete(stream.bookingId);
    const ending = (async () => {
      // Left before the entry committed: it is closed once it exists.
      if (
        !(await stream.joined?.then(
          () => true,
          () => false,
        ))
      )
        return;
      const { bookingId, role, attendanceId } = stream;
      await db.transaction(async (tx) => {
        const wasOpen = await repository.recordLeave(tx, attendanceId, new Date(deps.now()));
        if (wasOpen && !stream.replaced) await announceLeave(tx, { bookingId, role, attendanceId });
      });
    })()
      .catch((error: unknown) => logger.warn({ err: error, bookingId: stream.bookingId }, "video session: leaving not recorded"))
      .finally(() => leaving.delete(ending));
    leaving.add(ending);
    stream.ending = ending;
    return ending;
  }

  function end(stream: Stream, last?: SignalEvent) {
    if (last) write(stream, textOf(last));
    void finish(stream);
    stream.res.end();
  }

  function deliver(notice: VideoNotice) {
    const streams = byBooking.get(notice.bookingId);
    if (!streams) return;
    if (notice.kind === "chunk") {
      const signal = assembler.add(notice);
      if (signal === undefined) return;
      for (const stream of streams)
        if (stream.role !== notice.role) write(stream, eventText("signal", `{"type":"signal","signal":${signal}}`));
      return;
    }
    for (const stream of [...streams]) {
      if (stream.role !== notice.role) write(stream, textOf({ type: notice.kind === "joined" ? "peer-joined" : "peer-left" }));
      else if (notice.kind === "joined" && notice.replaced.includes(stream.attendanceId)) {
        stream.replaced = true;
        end(stream, { type: "replaced" });
      }
    }
  }

  function listen() {
    listener ??= listenToDatabase({
      databaseUrl: deps.databaseUrl,
      channels: [VIDEO_SIGNALS_CHANNEL],
      name: "kindred-video-signals-listener",
      logger,
      onNotification(_channel, payload) {
        const notice = parseNotice(payload);
        if (notice) deliver(notice);
      },
      onConnected(again) {
        // Notices sent while it was away are lost: the browsers reconnect and negotiate again.
        if (again) for (const stream of allStreams()) end(stream);
      },
      onLost(reason) {
        logger.warn({ reason }, "video sessions: listener disconnected");
      },
    });
    return listener.ready;
  }

  /** The entry's row and notice, with the stream already registered to hear what follows. */
  async function enter(stream: Stream): Promise<boolean> {
    const { bookingId, userId, role, attendanceId } = stream;
    return db.transaction(async (tx) => {
      const joined = await repository.recordJoin(tx, { id: attendanceId, bookingId, userId, role, at: new Date(deps.now()) });
      await announceJoin(tx, { bookingId, role, attendanceId, replaced: joined.replaced });
      return joined.peerPresent;
    });
  }

  return {
    async open(_req, res, entry) {
      if (closed) {
        res.status(503).set("Retry-After", "2").json({ message: "The server is restarting. Please try again." });
        return;
      }
      await listen();
      const stream: Stream = { ...entry, attendanceId: randomUUID(), res, held: [], replaced: false };
      let set = byBooking.get(entry.bookingId);
      if (!set) byBooking.set(entry.bookingId, (set = new Set()));
      set.add(stream);
      const done = new Promise<void>((resolve) => res.on("close", () => void finish(stream).then(resolve)));
      const entering = enter(stream);
      stream.joined = entering;
      let peerPresent: boolean;
      try {
        peerPresent = await entering;
      } catch (error) {
        void finish(stream);
        throw error;
      }
      if (stream.ending) return;
      startStreaming(
        stream,
        { peerPresent, closesInMs: entry.closesAt.getTime() - deps.now(), keepAliveMs: deps.keepAliveMs ?? PRESENCE_INTERVAL_MS },
        {
          keepAlive: () =>
            void repository
              .recordSeen(db, [stream.attendanceId], new Date(deps.now()))
              .catch((error: unknown) => logger.warn({ err: error, bookingId: stream.bookingId }, "video session: presence not recorded")),
          closed: () => end(stream, { type: "closed" }),
        },
      );
      await done;
    },
    count: () => allStreams().length,
    async settled() {
      await Promise.all([...leaving]);
    },
    async close() {
      closed = true;
      for (const stream of allStreams()) end(stream);
      await Promise.all([...leaving]);
      await listener?.close();
    },
  };
}
