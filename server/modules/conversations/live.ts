// The live side of conversations: `GET /api/conversations/events` as server-sent events. Each process
// keeps the streams its own clients opened and LISTENs (one connection, server/lib/database-listener.ts)
// to the notices every message and read sends when it commits, whichever process wrote it. A notice
// carries ids only; the process reads the message once and writes it to the streams of the two people
// in the conversation. A message event's id is its seq: a browser that reconnects sends the last one
// it had (Last-Event-ID) and gets what it missed. While the listening connection is down, notices are
// lost: when it is back, every stream is ended, and the browsers reconnect and catch up.
import type { Request, Response } from "express";
import type { ConversationEvent, ConversationRole } from "#common/conversations";
import type { Database } from "../../db/client";
import { listenToDatabase, type DatabaseListener } from "../../lib/database-listener";
import type { Logger } from "../../lib/logger";
import * as repository from "./repository";
import type { Viewer } from "./repository";
import { CONVERSATIONS_CHANNEL, type ConversationNotice } from "./notices";
import { toMessage } from "./views";

/** A stream's browser reconnects this long after it was ended. */
const RETRY_MS = 2_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;
/** A reconnecting stream gets at most this many missed messages (the page reloads its list anyway). */
const CATCH_UP_LIMIT = 500;
/**
 * Messages in different conversations may commit out of seq order: a stream that resumes after seq N
 * is sent the few before it again, and the browser keeps each message once (by id).
 */
const CATCH_UP_OVERLAP = 20;
/** A browser that stops reading: its stream is ended past this much waiting output. */
const MAX_BUFFERED_BYTES = 256 * 1024;

interface Stream {
  viewer: Viewer;
  res: Response;
  keepAlive: NodeJS.Timeout;
}

export interface LiveConversations {
  /** Serves one stream until the browser goes away. */
  open(req: Request, res: Response, viewer: Viewer): Promise<void>;
  /** Streams open in this process. */
  count(): number;
  /** Ends every stream and stops listening (the process is stopping). */
  close(): Promise<void>;
}

/** Streams by person or by coach. */
const add = (map: Map<string, Set<Stream>>, key: string, stream: Stream) => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(stream);
};
const remove = (map: Map<string, Set<Stream>>, key: string, stream: Stream) => {
  const set = map.get(key);
  set?.delete(stream);
  if (set?.size === 0) map.delete(key);
};

/** One server-sent event; a stream whose reader has fallen too far behind is ended (the browser reconnects and catches up). */
function write(stream: Stream, event: ConversationEvent, id?: number) {
  if (stream.res.writableEnded) return;
  if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
    stream.res.end();
    return;
  }
  stream.res.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

export function createLiveConversations(deps: {
  db: Database;
  databaseUrl: string;
  logger: Logger;
  unreadTotal(viewer: Viewer): Promise<number>;
}): LiveConversations {
  const { db, logger } = deps;
  const byUser = new Map<string, Set<Stream>>();
  const byCoach = new Map<string, Set<Stream>>();
  let listener: DatabaseListener | undefined;
  let closed = false;

  /** The streams of the two people in a conversation, each once. */
  function streamsOf(notice: ConversationNotice): Stream[] {
    const found = new Set<Stream>([...(byCoach.get(notice.k) ?? []), ...(notice.u ? (byUser.get(notice.u) ?? []) : [])]);
    return [...found];
  }

  /** Each distinct viewer's unread total, asked once per notice. */
  async function unreadOf(streams: Stream[]): Promise<Map<Stream, number>> {
    const totals = new Map<string, Promise<number>>();
    const answer = new Map<Stream, number>();
    for (const stream of streams) {
      const key = `${stream.viewer.userId}|${stream.viewer.coachId ?? ""}`;
      if (!totals.has(key)) totals.set(key, deps.unreadTotal(stream.viewer));
      answer.set(stream, await (totals.get(key) as Promise<number>));
    }
    return answer;
  }

  async function deliver(notice: ConversationNotice) {
    const streams = streamsOf(notice);
    if (streams.length === 0) return;
    const unread = await unreadOf(streams);
    if (notice.t === "read") {
      for (const stream of streams) {
        const event: ConversationEvent = {
          type: "read",
          conversationId: notice.c,
          reader: notice.r as ConversationRole,
          seq: notice.s,
          unread: unread.get(stream) ?? 0,
        };
        write(stream, event);
      }
      return;
    }
    const message = await repository.findMessageBySeq(db, notice.s);
    const conversation = message ? await repository.findConversation(db, message.conversationId) : undefined;
    if (!message || !conversation) return;
    for (const stream of streams) {
      const role = repository.roleOf(conversation, stream.viewer);
      if (!role) continue;
      write(stream, { type: "message", message: toMessage(message, conversation, role), unread: unread.get(stream) ?? 0 }, message.seq);
    }
  }

  function listen() {
    listener ??= listenToDatabase({
      databaseUrl: deps.databaseUrl,
      channels: [CONVERSATIONS_CHANNEL],
      name: "kindred-conversations-listener",
      logger,
      onNotification(_channel, payload) {
        let notice: ConversationNotice;
        try {
          notice = JSON.parse(payload ?? "") as ConversationNotice;
        } catch {
          return;
        }
        deliver(notice).catch((error: unknown) => logger.warn({ err: error }, "a conversation notice could not be delivered"));
      },
      onConnected(again) {
        // Notices sent while it was away are lost: the browsers reconnect and catch up.
        if (again) for (const stream of allStreams()) stream.res.end();
      },
      onLost(reason) {
        logger.warn({ reason }, "live conversations: listener disconnected");
      },
    });
    return listener.ready;
  }

  const allStreams = () => new Set([...byUser.values()].flatMap((set) => [...set]));

  return {
    async open(req, res, viewer) {
      if (closed) {
        res.status(503).set("Retry-After", "2").json({ message: "The server is restarting. Please try again." });
        return;
      }
      await listen();
      res.status(200).set({
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      const stream: Stream = {
        viewer,
        res,
        keepAlive: setInterval(() => {
          if (!res.writableEnded) res.write(": keep-alive\n\n");
        }, KEEPALIVE_MS),
      };
      stream.keepAlive.unref();
      add(byUser, viewer.userId, stream);
      if (viewer.coachId) add(byCoach, viewer.coachId, stream);
      const done = new Promise<void>((resolve) => {
        const end = () => {
          clearInterval(stream.keepAlive);
          remove(byUser, viewer.userId, stream);
          if (viewer.coachId) remove(byCoach, viewer.coachId, stream);
          resolve();
        };
        res.on("close", end);
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      // Registered first, then caught up: a message that commits meanwhile may come twice, never not at all.
      const lastSeen = Number(req.get("last-event-id") ?? req.query.after);
      if (Number.isSafeInteger(lastSeen) && lastSeen > 0) {
        const missed = await repository.messagesSince(db, viewer, Math.max(0, lastSeen - CATCH_UP_OVERLAP), CATCH_UP_LIMIT);
        for (const { message, conversation } of missed) {
          const role = repository.roleOf(conversation, viewer);
          if (role) write(stream, { type: "message", message: toMessage(message, conversation, role), unread: 0 }, message.seq);
        }
      }
      write(stream, { type: "unread", unread: await deps.unreadTotal(viewer) });
      await done;
    },
    count: () => allStreams().size,
    async close() {
      closed = true;
      for (const stream of allStreams()) stream.res.end();
      await listener?.close();
    },
  };
}
