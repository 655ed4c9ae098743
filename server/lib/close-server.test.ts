import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { requestArrived } from "../../tests/support/raw-http";
import { closeServer } from "./close-server";

/** When the slow server last finished writing an answer (the server's view, not the client's). */
let lastFinishedAt = 0;

function startSlowServer(delayMs: number) {
  const server = http.createServer((_req, res) => {
    res.on("finish", () => (lastFinishedAt = Date.now()));
    setTimeout(() => res.end("done"), delayMs);
  });
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
});
