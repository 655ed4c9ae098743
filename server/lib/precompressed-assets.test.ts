// The build's compressed copies of scripts and style sheets, behind the app's own compression
// middleware and static files, over real HTTP: each encoding a browser takes is sent from its copy
// (decoding to the same bytes, as small as the build made it), with the hashed assets' caching; a
// browser that takes neither, a file without copies and a name that leaves the folder get the
// static files' answers as before.
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { rawGet } from "../../tests/support/raw-http";
import { makeTempDir } from "../../tests/support/temp-dir";
import { precompressedAssets } from "./precompressed-assets";

const root = makeTempDir("assets");
const assets = path.join(root, "assets");
fs.mkdirSync(assets);
const SCRIPT = Buffer.from(`export const words = ${JSON.stringify("Kindred coaches listen. ".repeat(400))};\n`);
const BROTLI = zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const GZIP = zlib.gzipSync(SCRIPT, { level: 9 });
fs.writeFileSync(path.join(assets, "frame-AbC123.js"), SCRIPT);
fs.writeFileSync(path.join(assets, "frame-AbC123.js.br"), BROTLI);
fs.writeFileSync(path.join(assets, "frame-AbC123.js.gz"), GZIP);
fs.writeFileSync(path.join(assets, "plain-XyZ789.js"), SCRIPT);
fs.writeFileSync(path.join(root, "secret.js.br"), BROTLI);

const app = express();
app.use(compression());
app.use("/assets", precompressedAssets(assets));
app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
const server = await new Promise<http.Server>((resolve) => {
  const started = app.listen(0, "127.0.0.1", () => resolve(started));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("precompressed assets", () => {
  it("sends the build's brotli copy to a browser that takes brotli, with the script's type and a year's caching", async () => {
    const answer = await rawGet(server, "/assets/frame-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.body.equals(BROTLI)).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it("sends the level-9 gzip copy to a browser that takes only gzip", async () => {
    const answer = await rawGet(server, "/assets/frame-AbC123.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(GZIP)).toBe(true);
    expect(zlib.gunzipSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it("sends the plain file to a browser that takes no compression", async () => {
    const answer = await rawGet(server, "/assets/frame-AbC123.js");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.equals(SCRIPT)).toBe(true);
  });

  it("leaves a file without copies to the static files, compressed per request as before", async () => {
    const answer = await rawGet(server, "/assets/plain-XyZ789.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it("serves nothing from outside the folder", async () => {
    for (const attempt of ["/assets/../secret.js", "/assets/%2e%2e%2fsecret.js", "/assets/..%2Fsecret.js"]) {
      const answer = await rawGet(server, attempt, { "accept-encoding": "br" });
      expect(answer.status, attempt).toBe(404);
    }
  });
});
