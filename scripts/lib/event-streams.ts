// Server-sent event streams read over fetch, as a browser's EventSource reads them but without its
// reconnection: `npm run bench` holds hundreds open in one process and times what arrives on each,
// so a stream that ends is reported, never silently reopened. A stream may also be opened on a
// connection of its own (openEventStreamOnOwnConnection), whose local port tells which of the
// server's web workers holds it (scripts/lib/worker-processes.ts).
import http from "node:http";

export interface ServerSentEvent {
  /** The `event:` field; "message" when the server names none, as EventSource does. */
  type: string;
  data: string;
  id?: string;
}

export interface EventStream {
  /** Resolves when the stream has ended, whoever ended it (an error while reading ends it too). */
  ended: Promise<void>;
  /** True once the stream ended by close(), not by the server or the network. */
  readonly closedHere: boolean;
  close(): void;
}

/**
 * One event from the lines between two blank lines; undefined for a block without data (a comment
 * such as a keep-alive, or `retry:`), which EventSource does not dispatch either.
 */
export function parseEvent(block: string): ServerSentEvent | undefined {
  let type = "message";
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + (line[colon + 1] === " " ? 2 : 1));
    if (field === "event") type = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  }
  return data.length === 0 ? undefined : { type, data: data.join("\n"), id };
}

/**
 * A reader of an event stream's bytes: call it with each chunk as it arrives, and it calls `onEvent`
 * for each complete event (an event may span chunks).
 */
function eventReader(onEvent: (event: ServerSentEvent) => void): (chunk: Uint8Array) => void {
  const decoder = new TextDecoder();
  let pending = "";
  return (chunk) => {
    // The servers end their lines with LF only (server/modules/conversations/live.ts,
    // server/modules/video-sessions/live.ts), so a blank line is "\n\n"; CR is not looked for.
    pending += decoder.decode(chunk, { stream: true });
    let end = pending.indexOf("\n\n");
    while (end !== -1) {
      const event = parseEvent(pending.slice(0, end));
      pending = pending.slice(end + 2);
      if (event) onEvent(event);
      end = pending.indexOf("\n\n");
    }
  };
}

/** Calls `onEvent` for each complete event in the body, as the chunks arrive. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = body.getReader();
  const read = eventReader(onEvent);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    read(value);
  }
}

/**
 * Opens `url` as an event stream with `headers` (a session cookie, say) and calls `onEvent` for each
 * event from then on. Rejects when the answer is not a 200 event stream.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !contentType.startsWith("text/event-stream") || !response.body) {
    abort.abort();
    throw new Error(`${url} answered ${response.status} ${contentType}`);
  }
  let closedHere = false;
  // A reset connection or the abort below ends the stream like the server's end: the caller tells
  // them apart by closedHere.
  const ended = readEvents(response.body, onEvent).catch(() => undefined);
  return {
    ended,
    get closedHere() {
      return closedHere;
    },
    close() {
      closedHere = true;
      abort.abort();
    },
  };
}

export interface OwnConnectionStream extends EventStream {
  /** The local port of the stream's connection: the server's end of it has this remote port. */
  localPort: number;
}

/**
 * As openEventStream, on a new connection used by nothing else (never one kept alive from an earlier
 * request), whose local port is known: so the web worker that accepted it can be looked up, and a
 * stream opened again usually lands on another worker (the cluster hands connections out in turn).
 * http: URLs only.
 */
export function openEventStreamOnOwnConnection(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<OwnConnectionStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: "text/event-stream", ...headers } }, (response) => {
      const contentType = response.headers["content-type"] ?? "";
      if (response.statusCode !== 200 || !contentType.startsWith("text/event-stream")) {
        request.destroy();
        reject(new Error(`${url} answered ${response.statusCode} ${contentType}`));
        return;
      }
      let closedHere = false;
      const read = eventReader(onEvent);
      response.on("data", (chunk: Buffer) => read(chunk));
      // A reset connection or close() below ends the stream like the server's end: the caller tells
      // them apart by closedHere.
      const ended = new Promise<void>((done) => {
        response.once("close", done);
        response.on("error", () => done());
      });
      resolve({
        ended,
        localPort: request.socket?.localPort ?? 0,
        get closedHere() {
          return closedHere;
        },
        close() {
          closedHere = true;
          request.destroy();
        },
      });
    });
    // After the answer an error only ends the stream (above); reject is then a no-op.
    request.on("error", reject);
  });
}
