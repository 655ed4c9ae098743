// The operator's view of the process, on the real build: start, a refused second copy on the same
// data folder, a clean SIGTERM, a restart that keeps the data and does not seed again, and a
// refusal to start on bad configuration.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../support/temp-dir";

const entry = path.resolve("build/server-app/index.js");
const dataDir = makeTempDir("process");
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  port: number;
}

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const chunks: string[] = [];
  const processEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...env,
  };
  delete processEnv.DATABASE_URL;
  const child = spawn(process.execPath, [entry], { env: processEnv, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  child.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => chunks.join(""), exited, port };
}

async function waitHealthy(started: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    const status = await fetch(`http://127.0.0.1:${started.port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy:\n${started.output()}`);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Renames a coach straight in the process's embedded PostgreSQL (its credentials and port are in the data folder). */
async function renameCoachInDatabase(coachId: string, firstName: string): Promise<void> {
  const { user, password } = JSON.parse(fs.readFileSync(path.join(dataDir, "postgres.credentials.json"), "utf8")) as {
    user: string;
    password: string;
  };
  const pgPort = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port: pgPort, user, password, database: "kindred" });
  await client.connect();
  try {
    await client.query("update coaches set first_name = $2 where id = $1", [coachId, firstName]);
  } finally {
    await client.end();
  }
}

describe("the server process", () => {
  let first: Started;

  it("starts, seeds the demo content and serves the home page and health", async () => {
    first = await startServer({ WEB_CONCURRENCY: "2" });
    await waitHealthy(first);
    expect(first.output()).toContain("demo content loaded");
    // Health answered by one worker; the other may still be building its application. Each request
    // on a new connection goes to the next worker: every one of them gets the page, none a 503.
    const homes = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${first.port}/`, { headers: { Connection: "close" } })),
    );
    expect(homes.map((home) => home.status)).toEqual(Array(6).fill(200));
    const html = await homes[0].text();
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
  });

  it("runs two web workers on the one port, and a change made in the database shows in both within a second", async () => {
    // WEB_CONCURRENCY defaults to one worker per core; this test pins two.
    const base = `http://127.0.0.1:${first.port}`;
    const list = "/api/coaches?limit=1";
    const read = async () => {
      // A new connection each time: the primary hands connections to the workers in turn.
      const response = await fetch(`${base}${list}`, { headers: { Connection: "close" } });
      return ((await response.json()) as { id: string; firstName: string }[])[0];
    };
    const coach = await read();
    for (let i = 0; i < 20; i += 1) await read();
    const workers = new Set([...first.output().matchAll(/"worker":(\d+)[^\n]*"path":"\/api\/coaches"/g)].map((m) => m[1]));
    expect(workers.size, "requests answered by two workers").toBe(2);

    await renameCoachInDatabase(coach.id, "Renamed");
    const changed = Date.now();
    let answers: string[] = [];
    while (Date.now() - changed < 1_000) {
      answers = await Promise.all(Array.from({ length: 6 }, async () => (await read()).firstName));
      if (answers.every((name) => name === "Renamed")) break;
    }
    expect(answers).toEqual(Array(6).fill("Renamed"));
  });

  it("refuses a second copy on the same data folder, naming the lock", async () => {
    const second = await startServer();
    const code = await withTimeout(second.exited, 20_000, "the second copy's exit");
    expect(code).not.toBe(0);
    expect(second.output()).toContain(path.join(dataDir, "kindred.lock"));
    // The first copy is unharmed.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM: the database is stopped and the lock released", async () => {
    first.child.kill("SIGTERM");
    const code = await withTimeout(first.exited, 30_000, "shutdown");
    expect(code).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "kindred.lock"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });

  it("reuses the data on the next start without seeding again", async () => {
    const again = await startServer();
    await waitHealthy(again);
    expect(again.output()).not.toContain("creating the embedded PostgreSQL cluster");
    expect(again.output()).not.toContain("demo content loaded");
    again.child.kill("SIGTERM");
    expect(await withTimeout(again.exited, 30_000, "shutdown")).toBe(0);
  });

  it("refuses to start on a bad setting, saying which", async () => {
    const bad = await startServer({ PORT: "not-a-port", SEED_DEMO: "perhaps" });
    expect(await withTimeout(bad.exited, 20_000, "exit")).toBe(1);
    expect(bad.output()).toMatch(/PORT .*"not-a-port"/);
    expect(bad.output()).toMatch(/SEED_DEMO must be true or false/);
  });
});
