import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { openKeptAlive, requestArrived } from "../../tests/support/raw-http";
import { closeServer, trackAnswers } from "./close-server";

/** When the slow server last finished writing an answer (the server's view, not the client's). */
let lastFinishedAt = 0;

function startSlowServer(delayMs: number) {
  const server = trackAnswers(
    http.createServer((_req, res) => {
      res.on("finish", () => (lastFinishedAt = Date.now()));
      setTimeout(() => res.end("done"), delayMs);
    }),
  );
  return new Promise<http.Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("closeServer", () => {
  it("finishes a request in flight before it resolves, and refuses new connections", async () => {
    const server = await startSlowServer(400);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const arrived = requestArrived(server);
    const inFlight = fetch(url).then(async (r) => ({ status: r.status, body: await r.text() }));
    await arrived;
    const closing = closeServer(server, 5_000).then(() => Date.now());
    await expect(fetch(url)).rejects.toThrow();
    const [response, closedAt] = await Promise.all([inFlight, closing]);
    expect(response).toMatchObject({ status: 200, body: "done" });
    // It resolved only once the answer in flight had been written.
    expect(lastFinishedAt).toBeGreaterThan(0);
    expect(closedAt).toBeGreaterThanOrEqual(lastFinishedAt);
  });

  it("gives up on requests that outlast the timeout", async () => {
    const server = await startSlowServer(10_000);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const arrived = requestArrived(server);
    const inFlight = fetch(url).catch((error: unknown) => error);
    await arrived;
    const started = Date.now();
    await closeServer(server, 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBeInstanceOf(Error);
  });

  it("answers requests that arrive on kept-alive connections during the drain with Connection: close, never a reset", async () => {
    const server = await startSlowServer(0);
    server.keepAliveTimeout = 5_000;
    const { port } = server.address() as AddressInfo;
    // Ten kept-alive connections, each idle after one answer, as a proxy in front would hold them.
    const connections = await Promise.all(Array.from({ length: 10 }, () => openKeptAlive(port)));
    for (const connection of connections) expect((await connection.send("GET", "/")).head).toMatch(/\r\nConnection: keep-alive/i);

    const closing = closeServer(server, 10_000);
    // Each sends its next request now (GETs and POSTs, which no proxy would retry after a reset).
    const answers = await Promise.all(connections.map((connection, i) => connection.send(i % 2 ? "POST" : "GET", "/", i % 2 ? "{}" : "")));
    for (const answer of answers) {
      expect(answer.head).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer.head).toMatch(/\r\nConnection: close/i);
      expect(answer.body).toBe("done");
    }
    // The server closed each connection after that answer, and then stopped.
    await Promise.all(connections.map((connection) => connection.ended));
    await closing;
    await expect(openKeptAlive(port)).rejects.toThrow();
  });
});
