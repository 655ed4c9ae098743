// The browser build's scripts and style sheets as the build compressed them (brotli at quality 11,
// gzip at level 9: scripts/precompress-assets.mjs), for a browser that takes that encoding. The
// compression middleware leaves an answer that already has an encoding alone; anything without a
// compressed copy (a development build, an image) goes on to the static files as before
// (docs/decisions/100-precompressed-assets.md).
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { pickEncoding } from "./content-encoding";

const TYPES: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Serves `name.br` / `name.gz` from `dir` for `GET /name` when the browser takes it; the files are listed once, at start. */
export function precompressedAssets(dir: string): RequestHandler {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only a plain file name of this folder (no sub-folders, no dots leading out of it).
    const name = /^\/([\w-]+(?:\.[\w-]+)*)$/.exec(req.path)?.[1];
    const type = name ? TYPES[path.extname(name)] : undefined;
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (!name || !type || encoding === "identity" || !present.has(name + SUFFIX[encoding])) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(path.join(dir, name + SUFFIX[encoding]), { maxAge: "1y", immutable: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
