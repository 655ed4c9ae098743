// Real HTTP seen from a test: a GET whose answer is kept as it came (no decoding of its body, every
// header as sent), the moment a server has a request in hand, and a raw kept-alive connection.
import http from "node:http";
import net, { type AddressInfo } from "node:net";

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

/** One answer read off a raw connection: its status line and headers as sent, and its body. */
export interface RawExchange {
  head: string;
  body: string;
}

export interface KeptAliveConnection {
  /** Sends one request and reads its whole answer (it must carry Content-Length); rejects if the connection ends first. */
  send(method: string, path: string, body?: string): Promise<RawExchange>;
  /** Resolves when the server ends the connection (never when it resets it). */
  ended: Promise<void>;
}

/** A raw HTTP/1.1 connection kept alive between requests, as a browser or a proxy holds one. */
export async function openKeptAlive(port: number): Promise<KeptAliveConnection> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const ended = new Promise<void>((resolve, reject) => socket.once("end", resolve).once("error", reject));
  return {
    ended,
    send(method, path, body = "") {
      return new Promise((resolve, reject) => {
        let received = "";
        const onData = (chunk: Buffer) => {
          received += chunk.toString("latin1");
          const headEnd = received.indexOf("\r\n\r\n");
          if (headEnd < 0) return;
          const head = received.slice(0, headEnd);
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
          if (received.length - headEnd - 4 < length) return;
          socket.off("data", onData);
          resolve({ head, body: received.slice(headEnd + 4) });
        };
        socket.on("data", onData).once("error", reject);
        socket.once("close", () => reject(new Error(`the connection closed without an answer (${received.length} bytes read)`)));
        const type = body ? "Content-Type: application/json\r\n" : "";
        socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      });
    },
  };
}
