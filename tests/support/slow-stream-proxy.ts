// A slow connection in front of the browser-test server, made deterministic: a proxy on this machine
// that forwards every request as it is, except that a streamed page's HTML stops where the first
// part streamed after the shell begins (React's `<div hidden id="S:…">`) until the test releases
// it. A page can then hydrate, and the router act, before its streamed parts arrive, as on a phone
// whose connection stalls mid-page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import { baseUrl } from "./browser";

const STREAMED_PART = '<div hidden id="S:';

export interface SlowStreamProxy {
  /** The proxy's origin, to open pages at. */
  origin: string;
  /** Resolves once a page's HTML is held at its first streamed part. */
  held: Promise<void>;
  /** Sends the rest of every held page. */
  release(): void;
}

/** Starts the proxy, closed after the file's tests. */
export async function startSlowStreamProxy(): Promise<SlowStreamProxy> {
  const upstream = new URL(baseUrl());
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let onHeld = () => {};
  const held = new Promise<void>((resolve) => (onHeld = resolve));

  const server = http.createServer((req, res) => {
    // Uncompressed from the server, so the HTML can be read as it passes.
    const headers = { ...req.headers, host: upstream.host, "accept-encoding": "identity" };
    const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      const { "content-length": _length, ...answerHeaders } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      if (!(answer.headers["content-type"] ?? "").includes("text/html")) {
        answer.pipe(res);
        return;
      }
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (text += chunk));
      answer.on("end", () => {
        const at = text.indexOf(STREAMED_PART);
        if (at < 0) return res.end(text);
        res.write(text.slice(0, at));
        onHeld();
        void released.then(() => res.end(text.slice(at)));
      });
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  afterAll(() => {
    release();
    server.closeAllConnections();
    server.close();
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, held, release };
}
