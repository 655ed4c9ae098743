// Sending a stored answer: in the encoding the browser takes best (brotli, gzip or none), or a 304
// when the browser already has it (its If-None-Match names the ETag). An answer served from the
// cache gets its own log line, since Express never sees the request.
import type { IncomingMessage, ServerResponse } from "node:http";
import { pickEncoding } from "../../lib/content-encoding";
import { matchesEtag } from "../../lib/etag";
import type { Logger } from "../../lib/logger";
import type { CachedAnswer } from "./store";

export { pickEncoding };

export interface Sending {
  cacheControl: string;
  requestId: string;
  /** process.hrtime.bigint() when the request arrived. */
  started: bigint;
  /** Served from the cache (X-Cache: HIT, logged here), or just stored (MISS). */
  hit: boolean;
  logger: Logger;
}

export function sendCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, sending: Sending): void {
  const { requestId, started, hit } = sending;
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", sending.cacheControl);
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
    sending.logger.info(
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
