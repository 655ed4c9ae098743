// A JSON answer that is already text (the directory page, built by PostgreSQL), compressed in one
// go instead of through the compression middleware's stream: one synchronous call and one write.
// Brotli at a low quality costs a fraction of the default's time for a slightly larger body, which
// suits an answer computed per request (cached public answers are compressed harder once: see
// server/modules/public-cache/store.ts). Express still sets the ETag and answers 304 when fresh.
import zlib from "node:zlib";
import type { Request, Response } from "express";
import { pickEncoding } from "./content-encoding";

/** Bodies shorter than this go uncompressed (the compression middleware's threshold). */
const MIN_COMPRESSED_BYTES = 1024;
/** Brotli quality for per-request answers: about a third less CPU than quality 4 for about 4% more bytes. */
const PER_REQUEST_BROTLI_QUALITY = 3;

type JsonTextEncoding = "br" | "gzip" | "identity";

/** The encoding to send for this Accept-Encoding: brotli when the client takes it, else gzip, else none. */
function jsonTextEncodingFor(acceptEncoding: string | undefined, length: number): JsonTextEncoding {
  return length < MIN_COMPRESSED_BYTES ? "identity" : pickEncoding(acceptEncoding);
}

function compressJsonText(body: Buffer, encoding: JsonTextEncoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 4 });
  return body;
}

/** Sends `text` (JSON) with the best encoding the client accepts. */
export function sendJsonText(req: Request, res: Response, text: string): void {
  const body = Buffer.from(text);
  const encoding = jsonTextEncodingFor(req.get("accept-encoding"), body.length);
  res.type("json").vary("Accept-Encoding");
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.send(compressJsonText(body, encoding));
}
