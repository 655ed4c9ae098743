// Each request's id (the caller's X-Request-Id when it is a plain token, else a new one), its CSP
// nonce, its child logger, and one log line when it finishes (the path without its query: it may
// hold tokens; static assets at debug level). The child logger is made when something logs, and the
// line is only prepared when its level is on: most requests log nothing else, and making them cost
// every request a logger (docs/decisions/127-a-render-that-is-cheap-by-itself.md).
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "./lib/logger";
import { requestIdFrom } from "./lib/request-id";
import "./lib/express-types";

export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set("X-Request-Id", requestId);
    let child: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: true,
      get: () => (child ??= logger.child({ requestId })),
    });
    const isAsset = req.path.startsWith("/assets/");
    if (logger.isLevelEnabled(isAsset ? "debug" : "info")) {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        const fullPath = req.originalUrl.split("?")[0];
        req.log[isAsset ? "debug" : "info"](
          { method: req.method, path: fullPath, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
          "request",
        );
      });
    }
    next();
  };
}
