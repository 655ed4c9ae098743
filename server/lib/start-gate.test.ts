import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestArrived } from "../../tests/support/raw-http";
import { createStartGate, type StartGate } from "./start-gate";

const starting = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = 503;
  res.end("starting");
};
const ready = (_req: http.IncomingMessage, res: http.ServerResponse) => res.end("ready");

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(gate: StartGate): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => gate.handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const get = (url: string) => fetch(url).then(async (r) => ({ status: r.status, body: await r.text() }));

describe("the start gate of a web process", () => {
  it("answers 503 at once while the database is not known yet", async () => {
    const gate = createStartGate(starting, { maxHoldMs: 60_000 });
    const { url } = await serve(gate);
    expect(await get(url)).toEqual({ status: 503, body: "starting" });
  });

  it("holds a request while the application is being built and serves it once ready", async () => {
    const gate = createStartGate(starting, { maxHoldMs: 60_000 });
    const { server, url } = await serve(gate);
    gate.hold();
    const came = requestArrived(server);
    const answer = get(url);
    await came;
    gate.open(ready);
    expect(await answer).toEqual({ status: 200, body: "ready" });
    expect(await get(url)).toEqual({ status: 200, body: "ready" });
  });

  it("holds from the first request when started as a replacement (database already known)", async () => {
    const gate = createStartGate(starting, { holding: true, maxHoldMs: 60_000 });
    const { server, url } = await serve(gate);
    const came = requestArrived(server);
    const answer = get(url);
    await came;
    gate.open(ready);
    expect(await answer).toEqual({ status: 200, body: "ready" });
  });

  it("gives the start-up answer to a request held too long, and to those held when start-up fails", async () => {
    const slow = createStartGate(starting, { holding: true, maxHoldMs: 50 });
    expect(await get((await serve(slow)).url)).toEqual({ status: 503, body: "starting" });

    const failing = createStartGate(starting, { holding: true, maxHoldMs: 60_000 });
    const { server, url } = await serve(failing);
    const came = requestArrived(server);
    const answer = get(url);
    await came;
    failing.fail();
    expect(await answer).toEqual({ status: 503, body: "starting" });
    expect(await get(url)).toEqual({ status: 503, body: "starting" });
  });

  it("forgets a visitor who gave up while held", async () => {
    const gate = createStartGate(starting, { holding: true, maxHoldMs: 60_000 });
    const { server, url } = await serve(gate);
    const controller = new AbortController();
    const closed = new Promise<void>((resolve) => server.once("request", (_req, res: http.ServerResponse) => res.once("close", resolve)));
    const aborted = fetch(url, { signal: controller.signal }).catch((error: unknown) => error);
    await requestArrived(server);
    controller.abort();
    await closed;
    expect(await aborted).toBeInstanceOf(Error);
    let served = 0;
    gate.open((req, res) => {
      served += 1;
      ready(req, res);
    });
    expect(await get(url)).toEqual({ status: 200, body: "ready" });
    expect(served).toBe(1);
  });
});
