// Answers made per request (pages, the API) are compressed as they go: brotli at quality 3 costs about
// half of compression's default 4 for a page of the directory, for about 4 % more bytes. The scripts
// and style sheets are compressed once, at the highest quality, by the build
// (docs/decisions/127-a-render-that-is-cheap-by-itself.md). The stack's floor in `npm run perf`
// (scripts/stack-floor/server.ts) compresses with the same settings.
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

const DYNAMIC_COMPRESSION: compression.CompressionOptions = {
  // A live stream (server-sent events) is written event by event; compressing it would hold events back.
  filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  // A window of 256 KB (brotli's default is 4 MB) holds any page or API answer whole, and each
  // answer's compressor is set up that much cheaper.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
};

export function dynamicCompression(): RequestHandler {
  return compression(DYNAMIC_COMPRESSION);
}
