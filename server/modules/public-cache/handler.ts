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
import { carriesSession } from "../auth/guards";
import { contentSecurityPolicyForCachedPage } from "./page-policy";
import type { CachedAnswer, PublicCacheStore } from "./store";

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
const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
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

function pickEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  if (!accept) return "identity";
  let br = false;
  let gzip = false;
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "*") gzip = true;
  }
  return br ? "br" : gzip ? "gzip" : "identity";
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function createPublicCacheHandler(app: NodeHandler, options: Options): NodeHandler {
  const { store, rules, logger } = options;

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedAnswer,
    rule: CacheRule,
    requestId: string,
    started: bigint,
    hit: boolean,
  ) {
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.setHeader("Cache-Control", rule.cacheControl);
    res.setHeader("ETag", answer.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Cache", hit ? "HIT" : "MISS");
    if (matchesEtag(req.headers["if-none-match"], answer.etag)) {
      res.writeHead(304).end();
    } else {
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const body = encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.identity;
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.writeHead(answer.status);
      res.end(req.method === "HEAD" ? undefined : body);
    }
    if (hit) {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: (req.url ?? "").split("?")[0],
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          cache: "hit",
        },
        "request",
      );
    }
  }

  /** Lets the app answer into a buffer, then stores the answer when it may be shared and sends it. */
  function fill(req: IncomingMessage, res: ServerResponse, key: string, rule: CacheRule, started: bigint) {
    const generation = store.generation;
    const acceptEncoding = req.headers["accept-encoding"];
    const ifNoneMatch = req.headers["if-none-match"];
    // The app answers uncompressed and in full; encodings and 304s are this layer's work.
    delete req.headers["accept-encoding"];
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    const chunks: Buffer[] = [];
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      this.statusCode = status;
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers as Record<string, string>)) if (value !== undefined) this.setHeader(name, value);
      }
      return this;
    } as ServerResponse["writeHead"];
    res.flushHeaders = () => {};
    res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      const done = [encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      Object.assign(res, original);
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (acceptEncoding !== undefined) req.headers["accept-encoding"] = acceptEncoding;
      if (ifNoneMatch !== undefined) req.headers["if-none-match"] = ifNoneMatch;
      finish(Buffer.concat(chunks));
      done?.();
      return this;
    } as ServerResponse["end"];

    const finish = (body: Buffer) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      }
      const type = headers["content-type"] ?? "";
      const shareable =
        res.statusCode === 200 &&
        CACHEABLE_TYPES.test(type) &&
        !("set-cookie" in headers) &&
        !/\b(private|no-store)\b/.test(headers["cache-control"] ?? "");
      if (!shareable) {
        // Sent as the app made it (compressed when the browser takes gzip and it is worth it).
        const gzip =
          body.length > 1024 && pickEncoding(acceptEncoding) !== "identity" && /^(text|application\/(json|xml|javascript))/.test(type);
        const sent = gzip ? zlib.gzipSync(body) : body;
        if (gzip) {
          res.setHeader("Content-Encoding", "gzip");
          res.setHeader("Vary", "Accept-Encoding");
        }
        res.setHeader("Content-Length", sent.length);
        res.removeHeader("Transfer-Encoding");
        res.writeHead(res.statusCode);
        res.end(sent);
        return;
      }
      const requestId = String(res.getHeader("x-request-id") ?? randomUUID());
      const stored: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) stored[name] = value;
      if (stored["content-security-policy"]) {
        stored["content-security-policy"] = contentSecurityPolicyForCachedPage(stored["content-security-policy"], body.toString("utf8"));
      }
      const answer = store.put(generation, { key, status: 200, headers: stored, identity: body });
      for (const name of res.getHeaderNames()) if (name !== "x-request-id") res.removeHeader(name);
      send(req, res, answer, rule, requestId, started, false);
    };

    app(req, res);
  }

  return (req, res) => {
    const method = req.method ?? "GET";
    if (CHANGING_METHODS.has(method)) {
      // Cleared before the answer leaves, so the writer's next read is fresh.
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
        store.clear();
        return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse["writeHead"];
      return app(req, res);
    }
    if ((method !== "GET" && method !== "HEAD") || !store.usable || carriesSession(req.headers)) return app(req, res);
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const search = queryAt < 0 ? "" : url.slice(queryAt + 1);
    let query: URLSearchParams;
    try {
      query = new URLSearchParams(search);
    } catch {
      return app(req, res);
    }
    for (const rule of rules) {
      const key = rule.key(pathname, query, search, req);
      if (key === undefined) continue;
      const started = process.hrtime.bigint();
      const cached = store.get(key);
      if (cached) {
        const incoming = req.headers["x-request-id"];
        const requestId = typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        send(req, res, cached, rule, requestId, started, true);
        rule.onHit?.(req, key);
        return;
      }
      // A HEAD request has no body to store: the app answers it.
      if (method === "HEAD") return app(req, res);
      return fill(req, res, key, rule, started);
    }
    return app(req, res);
  };
}
