// `npm run bench`: latency and throughput of the hot paths against the production build, with a
// large generated catalogue. Usage: npm run bench -- [--coaches 100000] [--connections 10] [--seconds 10]
// The data folder (.tmp/bench by default, BENCH_DATA_DIR overrides) is generated once and reused.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { EventEmitter } from "node:events";
import autocannon from "autocannon";

interface Scenario {
  name: string;
  path: string;
}

// The scenarios measured; each issue that adds a hot path adds it here.
const SCENARIOS: Scenario[] = [
  { name: "health", path: "/api/health" },
  { name: "coaches: no filter", path: "/api/coaches" },
  { name: "coaches: a search word", path: "/api/coaches?search=trust" },
  { name: "coaches: three filters", path: "/api/coaches?language=Spanish&availability=weekends&professionalType=Licensed%20Therapist" },
  { name: "coaches: category + state", path: "/api/coaches?category=Couples%20Therapy&location=Texas" },
  { name: "home page (SSR)", path: "/" },
  { name: "directory page (SSR)", path: "/coaches" },
];

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const coachCount = option("coaches", 100_000);
const connections = option("connections", 10);
const seconds = option("seconds", 10);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench");
const marker = path.join(dataDir, `generated-${coachCount}-coaches`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url: string, duration: number): Promise<{ p50: number; p95: number; p99: number; rps: number; errors: number; non2xx: number }> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration }) as unknown as EventEmitter & Promise<autocannon.Result>;
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

if (!fs.existsSync("build/server-app/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", NODE_ENV: "production" };
delete env.DATABASE_URL;
if (!fs.existsSync(marker)) {
  console.log(`Generating ${coachCount} coaches in ${dataDir} (once)…`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  await run(process.execPath, ["--import", "tsx", "scripts/generate-coaches.ts", String(coachCount)], env);
  fs.writeFileSync(marker, new Date().toISOString());
}

const port = await freePort();
const server = spawn(process.execPath, ["build/server-app/index.js"], { env: { ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "inherit" });
const baseUrl = `http://127.0.0.1:${port}`;
try {
  let healthy = false;
  for (let i = 0; i < 300 && !healthy && server.exitCode === null; i += 1) {
    healthy = (await fetch(`${baseUrl}/api/health`).then((r) => r.status, () => 0)) === 200;
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  if (!healthy) throw new Error("The server did not start; see its messages above.");
  console.log(`\n${coachCount} coaches · ${connections} connections · ${seconds} s per scenario · ${new Date().toISOString()}\n`);
  const rows: Record<string, unknown>[] = [];
  for (const scenario of SCENARIOS) {
    const url = `${baseUrl}${scenario.path}`;
    await measure(url, 2); // warm-up, discarded
    const result = await measure(url, seconds);
    const ms = (value: number) => Math.round(value * 10) / 10;
    rows.push({ scenario: scenario.name, path: scenario.path, "p50 ms": ms(result.p50), "p95 ms": ms(result.p95), "p99 ms": ms(result.p99), "req/s": Math.round(result.rps), errors: result.errors, non2xx: result.non2xx });
  }
  console.table(rows);
  fs.writeFileSync(path.join(dataDir, "results.json"), JSON.stringify({ coachCount, connections, seconds, at: new Date().toISOString(), rows }, null, 2));
} finally {
  server.kill("SIGTERM");
}
