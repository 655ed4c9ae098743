// `npm run profile -- <path> [--signed-in] [--requests 400] [--connections 4] [--out .tmp/profile]`:
// where the server's time goes for one kind of request. It starts the production build as one
// process (WEB_CONCURRENCY=1, PUBLIC_CACHE=false, demo data, under `node --cpu-prof`), signs up an
// account through the real sign-up route when --signed-in is given, sends `requests` GETs to `path`
// (after a warm-up) and reports:
//   - the server's CPU per request: user + system time of its process (/proc/<pid>/stat) over the
//     measured requests, divided by their number, so it does not depend on latency or on what else
//     runs on the machine (only on the cache and frequency effects of that load);
//   - self time by package and by function over the measured window only (the profile's samples
//     are filtered by time: V8's profile and process.hrtime share the system's monotonic clock);
//   - the profile itself (<out>/<name>.cpuprofile), for Chromium's DevTools or any profile viewer.
// Run `npm run build` first. docs/decisions/126-where-signed-in-time-goes.md has the findings.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, signUpCookie, waitHealthy } from "./lib/load";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}
const VALUED = new Set(["--requests", "--connections", "--out"]);
const target = process.argv.slice(2).find((arg, i, all) => arg.startsWith("/") && !VALUED.has(all[i - 1])) ?? "/coaches";
const signedIn = process.argv.includes("--signed-in");
const requestCount = Number(option("requests", "400"));
const connections = Number(option("connections", "4"));
const outDir = path.resolve(option("out", ".tmp/profile"));
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

if (!fs.existsSync("build/server-app/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** User + system CPU of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / USER_HZ;
}
/** The unit of /proc's CPU times on Linux (`getconf CLK_TCK`). */
const USER_HZ = 100;

/** The system's monotonic clock in microseconds, the clock of V8's profile timestamps. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a function's code lives: a package, our server bundle, the app's render bundle, Node or V8. */
function ownerOf(url: string, functionName: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes("build/server-app/")) return "kindred server (build/server-app)";
  if (url.includes("build/server/")) return "kindred pages (build/server)";
  if (url.startsWith("node:")) return "node internals";
  if (!url) return functionName.startsWith("(") ? functionName : "(native/V8 builtins)";
  return url;
}

function summarise(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const byOwner = new Map<string, number>();
  const onStack = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    const node = byId.get(profile.samples[i]);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url, functionName);
    const micros = profile.timeDeltas[i + 1] ?? delta;
    total += micros;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const key = `${functionName || "(anonymous)"}  ${owner}${url && !url.startsWith("node:") ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    // Inclusive: every owner with a frame on this sample's stack, counted once.
    const owners = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = parentOf.get(frame.id)) {
      if (frame.callFrame.url) owners.add(ownerOf(frame.callFrame.url, frame.callFrame.functionName));
    }
    for (const name of owners) onStack.set(name, (onStack.get(name) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, micros]) => ({ name, micros }));
  return { total, owners: top(byOwner, 15), inclusive: top(onStack, 15), functions: top(byFunction, 25) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-profile-"));
fs.chmodSync(dataDir, 0o755);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-cpuprof-"));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  PUBLIC_CACHE: "false",
  WEB_CONCURRENCY: "1",
  PORT: String(port),
  HOST: "127.0.0.1",
};
delete env.DATABASE_URL;
const child = spawn(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=200", "build/server-app/index.js"],
  {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  },
);
const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
process.on("exit", () => {
  if (child.exitCode === null) child.kill("SIGTERM");
});
const baseUrl = `http://127.0.0.1:${port}`;
await waitHealthy(baseUrl, child);

const headers: Record<string, string> = { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip, deflate, br" };
if (signedIn) headers.cookie = await signUpCookie(baseUrl, "Profile");

async function drive(count: number): Promise<{ statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  let next = 0;
  const workers = Array.from({ length: connections }, async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(`${baseUrl}${target}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  await Promise.all(workers);
  return { statuses };
}

await drive(Math.max(50, Math.round(requestCount / 4))); // warm-up: JIT, pool, caches
const pid = child.pid!;
const cpuBefore = cpuMs(pid);
const from = nowMicros();
const wallStart = performance.now();
const { statuses } = await drive(requestCount);
const wallMs = performance.now() - wallStart;
const to = nowMicros();
const cpuAfter = cpuMs(pid);

child.kill("SIGTERM");
await exited;
const [profileFile] = fs.readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
if (!profileFile) throw new Error("The server wrote no CPU profile.");
fs.mkdirSync(outDir, { recursive: true });
const name = `${target.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root"}${signedIn ? "-signed-in" : ""}`;
const saved = path.join(outDir, `${name}.cpuprofile`);
fs.copyFileSync(path.join(profileDir, profileFile), saved);
const profile = JSON.parse(fs.readFileSync(saved, "utf8")) as CpuProfile;
fs.rmSync(profileDir, { recursive: true, force: true });
fs.rmSync(dataDir, { recursive: true, force: true });

const summary = summarise(profile, from, to);
const cpuPerRequest = (cpuAfter - cpuBefore) / requestCount;
// A sample's time runs to the next sample, so a process descheduled by other load is over-counted:
// shares of the profiled time are reliable, its absolute figures are not. Each share is given as a
// percentage and as that part of the measured CPU per request.
const share = (micros: number) =>
  `${((micros / summary.total) * 100).toFixed(1).padStart(5)} %  ${((micros / summary.total) * cpuPerRequest).toFixed(3).padStart(7)} ms`;
const lines = [
  `GET ${target} ${signedIn ? "signed in" : "signed out"}, PUBLIC_CACHE=false, ${requestCount} requests over ${connections} connections`,
  `statuses: ${[...statuses.entries()].map(([status, n]) => `${status}×${n}`).join(", ")}`,
  `server CPU (utime+stime): ${(cpuAfter - cpuBefore).toFixed(0)} ms in all, ${cpuPerRequest.toFixed(2)} ms per request`,
  `wall time: ${wallMs.toFixed(0)} ms (${((requestCount / wallMs) * 1000).toFixed(0)} req/s; latency depends on the machine's other load)`,
  `profiled time in the window: ${(summary.total / 1000 / requestCount).toFixed(2)} ms per request (wall time between samples)`,
  "",
  "self time by owner (share of the profile, and of the CPU per request):",
  ...summary.owners.map(({ name: owner, micros }) => `  ${share(micros)}  ${owner}`),
  "",
  "time with the owner's code on the stack (an async function's stack ends at its await):",
  ...summary.inclusive.map(({ name: owner, micros }) => `  ${share(micros)}  ${owner}`),
  "",
  "self time by function:",
  ...summary.functions.map(({ name: fn, micros }) => `  ${share(micros)}  ${fn}`),
  "",
  `profile: ${path.relative(process.cwd(), saved)}`,
];
fs.writeFileSync(path.join(outDir, `${name}.txt`), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
