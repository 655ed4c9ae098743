// The room's signalling with Kindred's server (docs/product/api.md#video-sessions): a server-sent event
// stream while the person is in the room, and a POST for each signal to the other person. The browser's
// EventSource reconnects by itself after a dropped connection; a stream the server refused (the room not
// open yet by the server's clock, say) is opened again after a pause.
import type { SignalEvent } from "#common/video-sessions";
import { apiRequest } from "../../lib/api";
import type { Signal } from "./call";

const REOPEN_AFTER_MS = 3_000;

export interface SignallingHandlers {
  onEvent(event: SignalEvent): void;
  /** The stream is connected (true) or lost and being reconnected (false). */
  onConnected(connected: boolean): void;
}

/** Opens the stream; the returned function closes it (the server then records that the person left). */
export function openSignalling(bookingId: string, handlers: SignallingHandlers): () => void {
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const types: SignalEvent["type"][] = ["welcome", "peer-joined", "peer-left", "signal", "replaced", "closed"];

  const open = () => {
    if (stopped) return;
    const current = new EventSource(`/api/sessions/${encodeURIComponent(bookingId)}/signal`);
    source = current;
    current.onopen = () => handlers.onConnected(true);
    current.onerror = () => {
      handlers.onConnected(false);
      if (current.readyState === EventSource.CLOSED && !stopped) reopen = setTimeout(open, REOPEN_AFTER_MS);
    };
    const receive = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as SignalEvent;
      if (event.type === "replaced" || event.type === "closed") stop();
      handlers.onEvent(event);
    };
    for (const type of types) current.addEventListener(type, receive as EventListener);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
  open();
  return stop;
}

export async function sendSignal(bookingId: string, signal: Signal): Promise<void> {
  await apiRequest("POST", `/api/sessions/${encodeURIComponent(bookingId)}/signal`, signal);
}
