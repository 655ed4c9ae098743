// Video session rooms over HTTP (docs/product/api.md#video-sessions). Every route needs a session (401
// signed out, also from protectedAreas for the whole prefix); a booking that is not the caller's, or
// has no room, answers 404 as an unknown one does.
//   GET  /sessions/{bookingId}          the room: window, state, the other person's name, ICE servers, attendance
//   GET  /sessions/{bookingId}/signal   the signalling stream (server-sent events); 409 outside the window
//   POST /sessions/{bookingId}/signal   { type, payload } (at most 64 KB) → 202; 409 outside the window, 429 past the limit
import express, { Router, type RequestHandler } from "express";
import { signalSchema } from "#common/video-session-inputs";
import { SIGNAL_MAX_BYTES, VIDEO_SESSION_TEXTS } from "#common/video-sessions";
import { AppError, parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { LiveVideoSessions } from "./live";
import type { VideoSessionsService } from "./service";

/**
 * The JSON parser of /sessions, mounted before the API's own (which then leaves the body alone): a
 * signal may be 64 KB, and one byte more is a 413 that says so.
 */
export function signalBodyParser(): RequestHandler {
  const parse = express.json({ limit: SIGNAL_MAX_BYTES });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
        next(new AppError(413, "too_large", VIDEO_SESSION_TEXTS.tooLarge));
        return;
      }
      next(error);
    });
}

export function videoSessionRoutes(deps: Pick<ServerDeps, "auth">, sessions: VideoSessionsService, live: LiveVideoSessions): Router {
  const router = Router();
  const user = requireUser(deps.auth);
  const me = (res: Parameters<typeof currentSession>[0]) => currentSession(res).user;

  router.get("/sessions/:bookingId", user, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await sessions.room(me(res), String(req.params.bookingId)));
  });

  router.get("/sessions/:bookingId/signal", user, async (req, res) => {
    const entry = await sessions.enter(me(res), String(req.params.bookingId));
    await live.open(req, res, entry);
  });

  router.post("/sessions/:bookingId/signal", user, async (req, res) => {
    const signal = parseInput(signalSchema, req.body ?? {}, "signal");
    await sessions.relay(me(res), String(req.params.bookingId), signal);
    res.status(202).end();
  });

  return router;
}
