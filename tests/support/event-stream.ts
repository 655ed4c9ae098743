// A reader of a server-sent event stream over fetch, for API tests of live streams (conversations, video rooms): it collects
// events as they arrive and lets a test wait for the one it expects (on state, never on a pause).
import type { ConversationEvent } from "#common/conversations";

export interface OpenStream<E = ConversationEvent> {
  status: number;
  events: { id?: string; event: E }[];
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match: (event: E) => boolean, timeoutMs?: number): Promise<E>;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

export async function openEventStream<E = ConversationEvent>(url: string, headers: Record<string, string>): Promise<OpenStream<E>> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const events: OpenStream<E>["events"] = [];
  const waiting = new Set<() => void>();
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split("\n")
                .filter((line) => line && !line.startsWith(":"))
                .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trimStart()]),
            );
            if (fields.data) events.push({ id: fields.id, event: JSON.parse(fields.data) as E });
            for (const wake of waiting) wake();
          }
        }
      } catch {
        // Closed by the test.
      }
      markEnded();
    })();
  } else {
    markEnded();
  }
  return {
    status: response.status,
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(({ event }) => match(event));
          if (!found) return false;
          waiting.delete(wake);
          clearTimeout(timer);
          resolve(found.event);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`No matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiting.add(wake);
      });
    },
    close: () => abort.abort(),
    ended,
  };
}
