// The browser tests' server: the production bundle (build/server-app/index.js), started with one
// replacement that configuration can never make: the scraper reaches a small server on this machine
// that serves the saved directory pages (server/modules/scraper/fixtures) instead of the directory
// itself. Addresses the admin types stay real directory addresses; only the fetcher under them
// changes, and it keeps every rule of the production one (redirect checks, timeout, size limit)
// except that this one origin on 127.0.0.1 is allowed. See docs/decisions/033-scraper-fetching.md.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { createSafeFetcher, DIRECTORY_ORIGIN, DIRECTORY_PHOTO_ORIGIN, type Fetcher } from "../../server/modules/scraper/safe-fetch";

const FIXTURES = path.resolve("server/modules/scraper/fixtures");

async function startDirectoryDouble(): Promise<string> {
  const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#7c9cbf" } })
    .jpeg()
    .toBuffer();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    // /us/therapists/jane-rivera-austin-tx/412345 → fixtures/jane-rivera-austin-tx-412345.html
    const profile = /^\/[a-z]{2}\/therapists\/([a-z0-9-]+)\/(\d+)\/?$/.exec(url.pathname);
    const file = profile ? path.join(FIXTURES, `${profile[1]}-${profile[2]}.html`) : null;
    if (url.pathname.startsWith("/photos/")) {
      res.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    } else if (file && fs.existsSync(file)) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(fs.readFileSync(file));
    } else {
      res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Page not found</h1>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const double = await startDirectoryDouble();
const local = createSafeFetcher({ allowedOrigins: [double], allowPrivateAddresses: true });
const rewrite =
  (from: string, to: string): Fetcher =>
  async (url) => {
    if (!url.startsWith(`${from}/`)) throw new Error(`The browser-test directory only serves ${from}`);
    return local(`${to}${url.slice(from.length)}`);
  };
const fetchPage = rewrite(DIRECTORY_ORIGIN, double);
const photos = rewrite(DIRECTORY_PHOTO_ORIGIN, `${double}/photos`);

(globalThis as Record<symbol, unknown>)[Symbol.for("kindred.manual-start")] = true;
const entry = path.resolve("build/server-app/index.js");
const { main } = (await import(pathToFileURL(entry).href)) as { main: (overrides: object) => Promise<void> };
await main({ scraperFetchers: { fetchPage, fetchImage: photos } });
