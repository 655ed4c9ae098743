import type http from "node:http";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The handler of a web process that listens before it can serve. While it waits for its database
 * (`waiting`), a request is answered at once by `starting` (503). Once the database is known and
 * only the application is still being built (`holding`), a request is held and handed to the
 * application when it is ready: with several workers on one port, a visitor whose connection lands
 * on the worker that finished last waits a moment instead of seeing the start-up page. A request
 * held longer than `maxHoldMs`, or when start-up fails, gets the start-up answer after all.
 */
export interface StartGate {
  handler: Handler;
  /** The database is known: hold requests from now on. */
  hold(): void;
  /** The application is ready: serve held and new requests with it. */
  open(ready: Handler): void;
  /** Start-up failed: answer held and new requests with the start-up answer. */
  fail(): void;
}

export function createStartGate(starting: Handler, options: { holding?: boolean; maxHoldMs: number }): StartGate {
  let state: "waiting" | "holding" | "open" = options.holding ? "holding" : "waiting";
  let current: Handler = starting;
  const held = new Set<{ req: http.IncomingMessage; res: http.ServerResponse; timer: NodeJS.Timeout }>();

  /** Start-up is over, one way or the other: `to` answers held and new requests. */
  const settle = (to: Handler) => {
    state = "open";
    current = to;
    for (const entry of held) {
      clearTimeout(entry.timer);
      if (!entry.res.destroyed) to(entry.req, entry.res);
    }
    held.clear();
  };

  return {
    handler(req, res) {
      if (state !== "holding") return current(req, res);
      const entry = {
        req,
        res,
        timer: setTimeout(() => {
          held.delete(entry);
          starting(req, res);
        }, options.maxHoldMs),
      };
      held.add(entry);
      // A visitor who gives up while held is forgotten.
      res.once("close", () => {
        clearTimeout(entry.timer);
        held.delete(entry);
      });
    },
    hold() {
      if (state === "waiting") state = "holding";
    },
    open: settle,
    fail: () => settle(starting),
  };
}
