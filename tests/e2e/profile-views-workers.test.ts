// One profile view per visitor per day with two web workers (WEB_CONCURRENCY=2, the production
// build, one port): three visitors, one of them served by both workers, count as three views,
// because every process hashes visitors with the same key of the day (docs/decisions/105). Which
// worker answered a request is read from its own log line (the request id we sent, and the worker's
// number). The server runs on a database of its own in the browser tests' PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import { connectDatabase } from "../../server/db/client";
import { e2eDatabaseUrl } from "../support/e2e-database";
import { insertCoach } from "../support/factories";
import { makeTempDir } from "../support/temp-dir";

const database = `kindred_views_${process.pid}`;
const dataDir = makeTempDir("views");
const output: string[] = [];
let server: ChildProcess | undefined;
let base = "";

const browser = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${130 + n}.0.0.0 Safari/537.36`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `found` answers something, reading again every 100 ms (the state is polled, never slept for). */
async function until<T>(what: string, found: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (server && server.exitCode !== null) throw new Error(`the server exited while waiting for ${what}:\n${output.join("")}`);
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await withClient(e2eDatabaseUrl(), (client) => client.query(`create database ${database}`));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: e2eDatabaseUrl(database),
    WEB_CONCURRENCY: "2",
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
  };
  delete env.PUBLIC_URL;
  server = spawn(process.execPath, [path.resolve("build/server-app/index.js")], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await until("both workers ready", () => (/"workers":2[^\n]*ready on/.test(output.join("")) ? true : undefined));
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await withClient(e2eDatabaseUrl(), (client) => client.query(`drop database if exists ${database} with (force)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let visits = 0;
/** The profile page's own fetch, on a new connection (the primary hands each to the next worker); answers the worker that served it. */
async function visit(coachId: string, userAgent: string): Promise<string> {
  const requestId = `view-${process.pid}-${(visits += 1)}`;
  const response = await fetch(`${base}/api/coaches/${coachId}`, {
    headers: { Connection: "close", "User-Agent": userAgent, [PROFILE_VIEW_HEADER]: "1", "X-Request-Id": requestId },
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return until(`the log line of ${requestId}`, () => {
    const line = output
      .join("")
      .split("\n")
      .find((text) => text.includes(`"requestId":"${requestId}"`));
    return line ? /"worker":(\d+)/.exec(line)?.[1] : undefined;
  });
}

describe("profile views with two web workers", () => {
  it("counts three visitors as three views when one of them is served by both workers", async () => {
    const handle = connectDatabase(e2eDatabaseUrl(database), { max: 1 });
    const [profile, sentinel] = [await insertCoach(handle.db), await insertCoach(handle.db)];
    await handle.close();

    // The first visitor comes back on new connections until both workers have served them.
    const servedFirst = new Set<string>();
    while (servedFirst.size < 2) {
      servedFirst.add(await visit(profile.id, browser(1)));
      expect(visits).toBeLessThan(20);
    }
    await visit(profile.id, browser(2));
    await visit(profile.id, browser(3));

    // Each worker writes its views in batches, one after another and in order. A new visitor of
    // another coach on each worker, after the views above, tells when each has written them.
    const afterwards = new Set<string>();
    let sentinels = 0;
    while (afterwards.size < 2) {
      afterwards.add(await visit(sentinel.id, browser(100 + (sentinels += 1))));
      expect(sentinels).toBeLessThan(20);
    }
    const views = (coachId: string) =>
      withClient(e2eDatabaseUrl(database), async (client) => {
        const result = await client.query<{ views: number }>(
          "select coalesce(sum(views), 0)::int as views from coach_profile_views where coach_id = $1",
          [coachId],
        );
        return result.rows[0].views;
      });
    await until("every worker's views written", async () => ((await views(sentinel.id)) === sentinels ? true : undefined));
    expect(await views(profile.id)).toBe(3);
    // One key, today's, shared by both workers.
    const keys = await withClient(e2eDatabaseUrl(database), (client) => client.query("select day from profile_view_keys"));
    expect(keys.rowCount).toBe(1);
  });
});
