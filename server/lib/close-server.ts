import type http from "node:http";

/** Stops accepting, lets requests in flight finish, then closes what is left after the timeout. */
export function closeServer(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
