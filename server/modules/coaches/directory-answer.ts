// GET /api/coaches for anonymous callers, answered on the bare Node request before Express: the
// directory is the public answer asked most often with the most varied queries, so the one most
// often not in the public cache, and at 100,000 coaches Express's routing and middleware cost about
// as much as the database's part (docs/decisions/098-directory-before-express.md).
//
// The answer is the Express route's (routes.ts), header for header: the same query parsing (Node's
// querystring, as Express's simple parser) and schema, the same security headers (the same
// middleware, with its own CSP nonce), X-Request-Id, X-Total-Count, Cache-Control, the body in the
// encoding the caller takes, an ETag and a 304 for a repeat. Everything else goes on to Express: a
// query the schema refuses or with a NUL character (Express answers the 400), a HEAD, any other
// path, a caller with a session cookie, and a failed read (Express runs it again and answers the
// error in its shape).
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import { parse as parseQueryString } from "node:querystring";
import type { CoachesService } from "#common/app-context";
import { directoryQuerySchema } from "#common/directory-query";
import { matchesEtag, strongEtag } from "../../lib/etag";
import { addressHasNul } from "../../lib/nul-input";
import type { Logger } from "../../lib/logger";
import { requestIdFrom } from "../../lib/request-id";
import { compressJsonText, jsonTextEncodingFor } from "../../lib/send-json-text";
import { carriesSession } from "../auth/guards";

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;
/** A Connect-style middleware on the bare request (helmet's shape). */
export type BareMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export const DIRECTORY_PATH = "/api/coaches";

export interface DirectoryAnswerDeps {
  coaches: Pick<CoachesService, "listDirectoryJson">;
  /** The app's security headers (server/security-middleware.ts); reads res.locals.cspNonce. */
  securityHeaders: BareMiddleware;
  logger: Logger;
}

/** The query of an anonymous GET /api/coaches the schema accepts, else undefined (Express answers). */
function directoryQueryOf(req: IncomingMessage) {
  if (req.method !== "GET" || carriesSession(req.headers)) return undefined;
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  if ((mark < 0 ? url : url.slice(0, mark)) !== DIRECTORY_PATH) return undefined;
  // Express refuses a NUL character in any input (server/lib/nul-input.ts).
  if (addressHasNul(url)) return undefined;
  const parsed = directoryQuerySchema.safeParse(parseQueryString(mark < 0 ? "" : url.slice(mark + 1)));
  return parsed.success ? parsed.data : undefined;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: { json: string; total: number },
  started: bigint,
  deps: DirectoryAnswerDeps,
) {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  Object.assign(res, { locals: { requestId, cspNonce: randomBytes(16).toString("base64") } });
  res.setHeader("X-Request-Id", requestId);
  deps.securityHeaders(req, res, () => {});
  const body = Buffer.from(page.json);
  const etag = strongEtag(body);
  res.setHeader("X-Total-Count", String(page.total));
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.writeHead(304).end();
  } else {
    const encoding = jsonTextEncodingFor(req.headers["accept-encoding"], body.length);
    const sent = compressJsonText(body, encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", sent.length);
    res.writeHead(200).end(sent);
  }
  const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  deps.logger.info({ requestId, method: "GET", path: DIRECTORY_PATH, status: res.statusCode, durationMs }, "request");
}

/** `next` with anonymous GET /api/coaches answered before it (see the top of this file). */
export function withDirectoryAnswers(next: NodeHandler, deps: DirectoryAnswerDeps): NodeHandler {
  return (req, res) => {
    const query = directoryQueryOf(req);
    if (!query) return next(req, res);
    const started = process.hrtime.bigint();
    deps.coaches.listDirectoryJson(query).then(
      (page) => send(req, res, page, started, deps),
      () => next(req, res),
    );
  };
}
