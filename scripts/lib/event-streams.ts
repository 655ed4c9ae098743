// Server-sent event streams read over fetch, as a browser's EventSource reads them but without its
// reconnection: `npm run bench` holds hundreds open in one process and times what arrives on each,
// so a stream that ends is reported, never silently reopened.

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

/** Calls `onEvent` for each complete event in the body, as the chunks arrive (an event may span chunks). */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    // The server ends its lines with LF only (server/modules/conversations/live.ts), so a blank
    // line is "\n\n"; CR is not looked for.
    pending += decoder.decode(value, { stream: true });
    let end = pending.indexOf("\n\n");
    while (end !== -1) {
      const event = parseEvent(pending.slice(0, end));
      pending = pending.slice(end + 2);
      if (event) onEvent(event);
      end = pending.indexOf("\n\n");
    }
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
