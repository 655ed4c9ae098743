// sendJsonText behind the app's own compression middleware, over real HTTP: the client gets the
// encoding it asked for (brotli first), bytes that decode to the same JSON, one encoding only, and a
// 304 for an unchanged answer.
import type http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { rawGet } from "../../tests/support/raw-http";
import { sendJsonText } from "./send-json-text";

const LARGE = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: i, bio: `Coach ${i} helps couples talk again. `.repeat(4) })));
const SMALL = JSON.stringify([{ id: 1 }]);

const app = express();
app.use(compression());
app.get("/large", (req, res) => sendJsonText(req, res, LARGE));
app.get("/small", (req, res) => sendJsonText(req, res, SMALL));
const server = await new Promise<http.Server>((resolve) => {
  const started = app.listen(0, "127.0.0.1", () => resolve(started));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer (no decoding by the client). */
const get = (path: string, headers: Record<string, string>) => rawGet(server, path, headers);

describe("sendJsonText", () => {
  it("sends brotli to a browser that takes it, decoding to the same JSON, with its length and Vary", async () => {
    const answer = await get("/large", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(LARGE) / 4);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(LARGE);
  });

  it("sends gzip to a client that takes only gzip, and plain JSON to one that asks for no encoding", async () => {
    const gzip = await get("/large", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(LARGE);

    const plain = await get("/large", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(LARGE);
  });

  it("leaves a short answer uncompressed", async () => {
    const answer = await get("/small", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(SMALL);
  });

  it("answers 304 with no body when the client already holds this answer", async () => {
    const first = await get("/large", { "accept-encoding": "br" });
    expect(first.headers.etag).toBeTruthy();
    const again = await get("/large", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
