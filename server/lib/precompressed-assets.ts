// The browser build's scripts and style sheets as the build compressed them (brotli at quality 11,
// gzip at level 9: scripts/precompress-assets.mjs), for a browser that takes that encoding. The
// compression middleware leaves an answer that already has an encoding alone; anything without a
// compressed copy (a development build, an image) goes on to the static files as before
// (docs/decisions/100-precompressed-assets.md).
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { pickEncoding } from "./content-encoding";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves `name.br` / `name.gz` from `dir` for `GET /name` when the browser takes it. The folder is
 * listed once, at start: only a name listed there is served, so nothing outside it can be asked for.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const name = req.path.slice(1);
    if (encoding === "identity" || !present.has(name + SUFFIX[encoding])) return next();
    // The plain file's type, as the static files give it; the encoding is the copy's.
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
    res.sendFile(path.join(dir, name + SUFFIX[encoding]), { maxAge: "1y", immutable: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
