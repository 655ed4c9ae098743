// The built server (`npm run build`) as an operator runs it: its own process (the primary of its web
// workers), its output kept, its health awaited, and its own PostgreSQL server a test can stop and
// start again on the same port, as a real database restart.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded";
import { makeTempDir } from "./temp-dir";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Every server started by the file, stopped after its tests (a test may start one, and a hook registered inside a test never runs). */
const started: { child: ChildProcess; dataDir: string }[] = [];
afterAll(() => {
  for (const { child, dataDir } of started.splice(0)) {
    // The whole process group: the primary and its web workers.
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts build/server-app/index.js with these settings; killed after the file's tests if still running. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = makeTempDir("server-process");
  const chunks: string[] = [];
  const processEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" };
  delete processEnv.DATABASE_URL;
  // Its own process group, as a service manager starts it: a signal to the group reaches its workers too.
  const child = spawn(process.execPath, [path.resolve("build/server-app/index.js")], {
    env: { ...processEnv, DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  started.push({ child, dataDir });
  return { child, base: `http://127.0.0.1:${port}`, output: () => chunks.join(""), exited };
}

/** The status of GET /api/health (0 when nothing answers). */
export async function healthOf(server: ServerProcess): Promise<number> {
  return fetch(`${server.base}/api/health`, { headers: { Connection: "close" } }).then(
    (response) => response.status,
    () => 0,
  );
}

/** Resolves once health answers `status`; fails if the process exits first or it takes over 90 s. */
export async function untilHealth(server: ServerProcess, status: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while ((await healthOf(server)) !== status) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`health never answered ${status}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Log lines (JSON) of the server's output whose message contains `text`. */
export function logLines(server: ServerProcess, text: string): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"msg":"`) && line.includes(text));
}

export interface RestartableDatabase {
  /** DATABASE_URL of its `kindred` database; the same after a restart. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A PostgreSQL server of the test's own (the embedded binaries), on a fixed port so it can restart in place. Start it at the top of a test file. */
export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const dir = makeTempDir("restartable-db");
  const port = await freePort();
  const options = { clusterDir: path.join(dir, "postgres"), database: "kindred", port };
  let running: EmbeddedPostgres | undefined = await startEmbeddedPostgres(options);
  const url = running.url;
  afterAll(async () => {
    await running?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    url,
    async stop() {
      // PostgreSQL's fast shutdown: every session is ended ("terminating connection due to administrator command").
      await running?.stop();
      running = undefined;
    },
    async start() {
      running = await startEmbeddedPostgres(options);
    },
  };
}
