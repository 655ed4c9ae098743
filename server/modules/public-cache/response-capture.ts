// Lets the app answer a request into a buffer instead of onto the socket: the response's writeHead,
// write, end and flushHeaders collect what the app sends, and its own methods come back when the app
// ends the answer. The app is asked for the whole, uncompressed answer (the request's Accept-Encoding
// and conditional headers are hidden from it, and put back before `onEnd` runs).
import type { IncomingMessage, ServerResponse } from "node:http";

export function captureResponse(req: IncomingMessage, res: ServerResponse, onEnd: (body: Buffer) => void): void {
  const acceptEncoding = req.headers["accept-encoding"];
  const ifNoneMatch = req.headers["if-none-match"];
  // The app answers uncompressed and in full; encodings and 304s are the cache layer's work.
  delete req.headers["accept-encoding"];
  delete req.headers["if-none-match"];
  delete req.headers["if-modified-since"];
  const chunks: Buffer[] = [];
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as Record<string, string>)) if (value !== undefined) this.setHeader(name, value);
    }
    return this;
  } as ServerResponse["writeHead"];
  res.flushHeaders = () => {};
  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    const done = [encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    Object.assign(res, original);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (acceptEncoding !== undefined) req.headers["accept-encoding"] = acceptEncoding;
    if (ifNoneMatch !== undefined) req.headers["if-none-match"] = ifNoneMatch;
    onEnd(Buffer.concat(chunks));
    done?.();
    return this;
  } as ServerResponse["end"];
}
