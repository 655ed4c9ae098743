// Shared by `npm run bench`, `npm run perf` and `npm run profile`: free ports, waiting for a server,
// a catalogue of generated coaches made once per data folder, autocannon runs with exact
// percentiles, a signed-in session made through the real sign-up route, and work spread over a few
// requests at a time.
import { spawn } from "node:child_process";
import type { EventEmitter } from "node:events";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The usual percentiles of some times, and the largest. */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** autocannon's request list (e.g. a setupRequest that changes a header every time). */
  requests?: autocannon.Request[];
}

/** Loads `url` with autocannon; every response's time is kept, so the percentiles are exact. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(options.requests ? { requests: options.requests } : {}),
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Waits until the server at baseUrl answers /api/health with 200 (or its process has exited). */
export async function waitHealthy(baseUrl: string, child: { exitCode: number | null }, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      (await fetch(`${baseUrl}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("The server did not start; see its messages above.");
}

/**
 * A data folder holding `coachCount` generated coaches, most with hours (made once, then reused), and
 * their next free times brought up to date, as a running server keeps them.
 */
export async function ensureGeneratedCatalogue(dataDir: string, coachCount: number, env: NodeJS.ProcessEnv): Promise<void> {
  const marker = path.join(dataDir, `generated-${coachCount}-coaches-with-hours`);
  if (fs.existsSync(marker)) {
    await run(process.execPath, ["--import", "tsx", "scripts/refresh-next-free-times.ts"], { ...env, DATA_DIR: dataDir });
    return;
  }
  console.log(`Generating ${coachCount} coaches in ${dataDir} (once)…`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  await run(process.execPath, ["--import", "tsx", "scripts/generate-coaches.ts", String(coachCount)], { ...env, DATA_DIR: dataDir });
  fs.writeFileSync(marker, new Date().toISOString());
}

/** A new account made through the real sign-up route: its session cookie, as a Cookie header. */
export async function signUpCookie(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Pat",
      lastName: name,
      email: `${name.toLowerCase()}-${Date.now()}@example.com`,
      password: `${name.toLowerCase()}-password-1`,
    }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Runs `work` on every item, `limit` at a time; answers the results in the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
