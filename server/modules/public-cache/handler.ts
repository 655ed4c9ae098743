// The outermost request handler: answers public, anonymous requests from the cache of finished
// bytes without entering Express, and fills the cache by letting the app answer a miss into a
// buffer. Requests with a session cookie, other methods and paths no rule covers go straight to the
// app. Any request that may change data (POST, PUT, PATCH, DELETE) clears this process's cache
// before its answer leaves, so a writer reads its own write at once; other processes hear the
// change through PostgreSQL NOTIFY (listener.ts).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { Logger } from "../../lib/logger";
import { requestIdFrom } from "../../lib/request-id";
import { carriesSession } from "../auth/guards";
import { contentSecurityPolicyForCachedPage } from "./page-policy";
import { captureResponse } from "./response-capture";
import { pickEncoding, sendCachedAnswer } from "./send-answer";
import type { PublicCacheStore } from "./store";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface CacheRule {
  /** The cache key of a request this rule covers, or undefined when it does not cover it. */
  key(pathname: string, query: URLSearchParams, search: string, req: IncomingMessage): string | undefined;
  /** Cache-Control sent with the cached answer. */
  cacheControl: string;
  /** Runs for every request answered from the cache (counting a profile view, say). */
  onHit?(req: IncomingMessage, key: string): void;
}

/** Browsers revalidate every time (ETag → 304); a CDN may keep an answer 10 s and serve it stale for 60 s while it refreshes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Headers that belong to one response, not to the stored answer. */
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "vary",
  "cache-control",
]);
const CACHEABLE_TYPES = /^(application\/json|text\/html|application\/xml|text\/xml|text\/plain)\b/;

interface Options {
  store: PublicCacheStore;
  rules: readonly CacheRule[];
  logger: Logger;
}

/** The app's finished headers, each as one string. */
function headersOf(res: ServerResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

/** An answer anyone may be given: a 200 of a text type that sets no cookie and is not marked private. */
function isShareable(status: number, headers: Record<string, string>): boolean {
  return (
    status === 200 &&
    CACHEABLE_TYPES.test(headers["content-type"] ?? "") &&
    !("set-cookie" in headers) &&
    !/\b(private|no-store)\b/.test(headers["cache-control"] ?? "")
  );
}

/** Sent as the app made it (compressed when the browser takes gzip and it is worth it). */
function sendAsTheAppMadeIt(res: ServerResponse, body: Buffer, acceptEncoding: string | undefined, type: string): void {
  const gzip = body.length > 1024 && pickEncoding(acceptEncoding) !== "identity" && /^(text|application\/(json|xml|javascript))/.test(type);
  const sent = gzip ? zlib.gzipSync(body) : body;
  if (gzip) {
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
  }
  res.setHeader("Content-Length", sent.length);
  res.removeHeader("Transfer-Encoding");
  res.writeHead(res.statusCode);
  res.end(sent);
}

/** The headers kept with a stored answer: not the per-response ones; a page's policy fitted to its cached bytes. */
function storedHeadersOf(headers: Record<string, string>, body: Buffer): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) stored[name] = value;
  if (stored["content-security-policy"]) {
    stored["content-security-policy"] = contentSecurityPolicyForCachedPage(stored["content-security-policy"], body.toString("utf8"));
  }
  return stored;
}

/** Lets the app answer into a buffer, then stores the answer when it may be shared and sends it. */
function fill(
  app: NodeHandler,
  options: Options,
  miss: { req: IncomingMessage; res: ServerResponse; key: string; rule: CacheRule; started: bigint },
) {
  const { req, res, key, rule, started } = miss;
  const { store, logger } = options;
  const generation = store.generation;
  const acceptEncoding = req.headers["accept-encoding"];
  captureResponse(req, res, (body) => {
    const headers = headersOf(res);
    if (!isShareable(res.statusCode, headers)) return sendAsTheAppMadeIt(res, body, acceptEncoding, headers["content-type"] ?? "");
    const requestId = String(res.getHeader("x-request-id") ?? randomUUID());
    const answer = store.put(generation, { key, status: 200, headers: storedHeadersOf(headers, body), identity: body });
    // The stored copy's headers replace the app's, except the request id and a stop's `Connection: close`.
    for (const name of res.getHeaderNames()) if (name !== "x-request-id" && name !== "connection") res.removeHeader(name);
    sendCachedAnswer(req, res, answer, { cacheControl: rule.cacheControl, requestId, started, hit: false, logger });
  });
  app(req, res);
}

/** A request that may change data clears the cache just before its answer's head is written, so the writer's next read is fresh. */
function clearBeforeAnswering(res: ServerResponse, store: PublicCacheStore): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    store.clear();
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** The request target's path, raw query text and parsed query; undefined when the query cannot be read. */
function partsOf(url: string): { pathname: string; search: string; query: URLSearchParams } | undefined {
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? "" : url.slice(queryAt + 1);
  try {
    return { pathname, search, query: new URLSearchParams(search) };
  } catch {
    return undefined;
  }
}

export function createPublicCacheHandler(app: NodeHandler, options: Options): NodeHandler {
  const { store, rules, logger } = options;
  return (req, res) => {
    const method = req.method ?? "GET";
    if (CHANGING_METHODS.has(method)) {
      clearBeforeAnswering(res, store);
      return app(req, res);
    }
    if ((method !== "GET" && method !== "HEAD") || !store.usable || carriesSession(req.headers)) return app(req, res);
    const parts = partsOf(req.url ?? "/");
    if (!parts) return app(req, res);
    for (const rule of rules) {
      const key = rule.key(parts.pathname, parts.query, parts.search, req);
      if (key === undefined) continue;
      const started = process.hrtime.bigint();
      const cached = store.get(key);
      if (cached) {
        const requestId = requestIdFrom(req.headers["x-request-id"]);
        sendCachedAnswer(req, res, cached, { cacheControl: rule.cacheControl, requestId, started, hit: true, logger });
        rule.onHit?.(req, key);
        return;
      }
      // A HEAD request has no body to store: the app answers it.
      if (method === "HEAD") return app(req, res);
      return fill(app, options, { req, res, key, rule, started });
    }
    return app(req, res);
  };
}
