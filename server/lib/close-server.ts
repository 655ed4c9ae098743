// Stopping an HTTP server without resetting anyone. Node's own `server.close()` also closes every
// kept-alive connection that is idle at that moment, and a client that sent its next request on one
// just then (it is on the wire) gets a reset, which no client or proxy retries for a POST. Here the
// server stops accepting connections only; a kept-alive connection delivers its next request, which
// is answered with `Connection: close` and the connection then closed, and one that stays idle ends
// at the server's keep-alive timeout, which every answer announced (`Keep-Alive: timeout=…`), so
// clients do not send on it that late (docs/decisions/103-draining-and-a-clean-start.md).
import type http from "node:http";
import net from "node:net";

const answersUnderWay = new WeakMap<http.Server, Set<http.ServerResponse>>();

/**
 * Keeps the answers under way in view (call once, when the server is made), so that a stop also
 * closes their connections after them instead of leaving those connections idle until they time out.
 */
export function trackAnswers<S extends http.Server>(server: S): S {
  const answers = new Set<http.ServerResponse>();
  answersUnderWay.set(server, answers);
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    answers.add(res);
    res.once("close", () => answers.delete(res));
  });
  return server;
}

/** Stops accepting, answers what arrives on open connections and closes them, then closes what is left after the timeout. */
export function closeServer(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const closeAfter = (res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    };
    for (const res of answersUnderWay.get(server) ?? []) closeAfter(res);
    // First among the request listeners, so the header is there before any answer starts.
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => closeAfter(res));
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // net.Server's close: stop listening, and call back once every connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(force);
      resolve();
    });
  });
}
