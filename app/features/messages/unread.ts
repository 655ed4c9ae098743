// How many messages wait unread for the signed-in person: the header's badge. The server draws it
// from the root's data; a Messages page's live stream keeps it current while it is open. A module's
// value rather than a context: the badge is on every page, and this is the least code for it.
import { useSyncExternalStore } from "react";

let live: number | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The live stream's count, which from now on wins over the page's. */
export function setUnreadMessages(count: number): void {
  live = count;
  for (const listener of listeners) listener();
}

/** The count to show: the live stream's once it has spoken, else the server's. */
export function useUnreadMessages(fromServer: number): number {
  return useSyncExternalStore(
    subscribe,
    () => live ?? fromServer,
    () => fromServer,
  );
}
