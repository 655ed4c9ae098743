// Real HTTP seen from a test: a GET whose answer is kept as it came (no decoding of its body, every
// header as sent), and the moment a server has a request in hand.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET `path` from a listening server with these headers, the body as bytes. */
export function rawGet(server: http.Server, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * Resolves once the server has a request in hand: its own request handler, registered first, has
 * run by then. A test synchronises on this state, not on a guess of how long it takes.
 */
export function requestArrived(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.once("request", () => resolve()));
}
