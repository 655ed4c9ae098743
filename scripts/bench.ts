// `npm run bench`: latency and throughput of the hot paths against the production build, with a
// large generated catalogue. Usage:
//   npm run bench -- [--coaches 100000] [--connections 10] [--seconds 10] [--only profile,insights] [--rounds 3]
// The data folder (.tmp/bench by default, BENCH_DATA_DIR overrides) is generated once and reused.
// The server is the production bundle started by scripts/bench-server.ts, whose only difference is
// a switch (over IPC) that turns profile-view counting off for the scenarios that measure its cost.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type autocannon from "autocannon";
import { CHROME_BUILD, prepareCoach, type CoachFixture } from "./lib/bench-coach";
import { measureSlotComputation, type SlotBenchResult } from "./bench-slots";
import { ensureGeneratedCatalogue, freePort, measureLoad, type LoadResult } from "./lib/load";

interface Scenario {
  name: string;
  path: string | ((coach: CoachFixture) => string);
  headers?: (coach: CoachFixture) => Record<string, string>;
  /** A browser never seen before on every request, so every profile view is a first view of the day. */
  newVisitorEachRequest?: boolean;
  /** Profile views counted while this runs (off only through the bench server's switch). */
  countProfileViews?: boolean;
}

// The scenarios measured; each change that adds a hot path adds it here.
const SCENARIOS: Scenario[] = [
  { name: "health", path: "/api/health" },
  { name: "coaches: no filter", path: "/api/coaches" },
  { name: "coaches: a search word", path: "/api/coaches?search=trust" },
  { name: "coaches: three filters", path: "/api/coaches?language=Spanish&availability=weekends&professionalType=Licensed%20Therapist" },
  { name: "coaches: category + state", path: "/api/coaches?category=Couples%20Therapy&location=Texas" },
  { name: "home page (SSR)", path: "/" },
  { name: "directory page (SSR)", path: "/coaches" },
  // A profile view with counting off, then on (each request a new visitor: the insert-and-upsert
  // path, all on one coach's counter row of the day, the most contended case).
  { name: "profile page (SSR), counting off", path: (c) => `/coaches/${c.coachId}`, newVisitorEachRequest: true, countProfileViews: false },
  { name: "profile page (SSR), counting on", path: (c) => `/coaches/${c.coachId}`, newVisitorEachRequest: true, countProfileViews: true },
  {
    name: "profile API (client navigation), counting off",
    path: (c) => `/api/coaches/${c.coachId}`,
    headers: () => ({ "X-Profile-View": "1" }),
    newVisitorEachRequest: true,
    countProfileViews: false,
  },
  {
    name: "profile API (client navigation), counting on",
    path: (c) => `/api/coaches/${c.coachId}`,
    headers: () => ({ "X-Profile-View": "1" }),
    newVisitorEachRequest: true,
    countProfileViews: true,
  },
  // The same visitor again and again: counted once, so this is the request path's own share (bot
  // check, keyed hash) without the database writing new visitors.
  {
    name: "profile API (client navigation), counting on, returning visitor",
    path: (c) => `/api/coaches/${c.coachId}`,
    headers: () => ({ "X-Profile-View": "1" }),
    countProfileViews: true,
  },
  { name: "coach insights, 90 days", path: "/api/coach/insights?days=90", headers: (c) => ({ cookie: c.cookie }) },
  // A month of a busy coach's free 50-minute times (500 sessions in the next 60 days), as the picker asks.
  { name: "slots: 31 days, 500 bookings", path: (c) => `/api/coaches/${c.coachId}/slots?from=${isoDay(0)}&to=${isoDay(30)}&duration=50` },
];

/** YYYY-MM-DD, `days` from today (UTC). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const onlyIndex = process.argv.indexOf("--only");
/** Comma-separated parts of scenario names: only those scenarios run. */
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? "").toLowerCase().split(",").filter(Boolean) : undefined;
const coachCount = option("coaches", 100_000);
const connections = option("connections", 10);
const seconds = option("seconds", 10);
const rounds = Math.max(1, option("rounds", 1));
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench");

let visitorSerial = 0;

function measure(
  url: string,
  duration: number,
  options: { headers?: Record<string, string>; newVisitorEachRequest?: boolean } = {},
): Promise<LoadResult> {
  const headers = { "user-agent": CHROME_BUILD(0), ...options.headers };
  const requests = options.newVisitorEachRequest
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: { ...request.headers, "user-agent": CHROME_BUILD((visitorSerial += 1)) },
          }),
        },
      ]
    : undefined;
  return measureLoad(url, { connections, seconds: duration, headers, requests });
}

if (!fs.existsSync("build/server-app/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", NODE_ENV: "production" };
delete env.DATABASE_URL;
await ensureGeneratedCatalogue(dataDir, coachCount, env);

/** Turns profile-view counting on or off in the bench server, and waits until it has. */
function setCounting(child: ReturnType<typeof spawn>, countProfileViews: boolean): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { countProfileViews?: boolean }).countProfileViews === countProfileViews) {
        child.off("message", onMessage);
        resolve();
      }
    };
    child.on("message", onMessage);
    child.send({ countProfileViews });
  });
}

const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "scripts/bench-server.ts"], {
  env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["inherit", "inherit", "inherit", "ipc"],
});
const baseUrl = `http://127.0.0.1:${port}`;
try {
  let healthy = false;
  for (let i = 0; i < 300 && !healthy && server.exitCode === null; i += 1) {
    healthy =
      (await fetch(`${baseUrl}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200;
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  if (!healthy) throw new Error("The server did not start; see its messages above.");
  const coach = await prepareCoach(baseUrl, dataDir);
  const scenarios = SCENARIOS.filter((scenario) => !only || only.some((part) => scenario.name.toLowerCase().includes(part)));
  console.log(`\n${coachCount} coaches · ${connections} connections · ${seconds} s per scenario · ${new Date().toISOString()}\n`);
  // With --rounds N every selected scenario runs N times, in turn (so counting off and on alternate
  // and share whatever else the machine is doing); the table shows the median of each figure.
  const runs = new Map<Scenario, Awaited<ReturnType<typeof measure>>[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const scenario of scenarios) {
      const url = `${baseUrl}${typeof scenario.path === "function" ? scenario.path(coach) : scenario.path}`;
      const options = { headers: scenario.headers?.(coach), newVisitorEachRequest: scenario.newVisitorEachRequest };
      await setCounting(server, scenario.countProfileViews ?? true);
      await measure(url, 2, options); // warm-up, discarded
      runs.set(scenario, [...(runs.get(scenario) ?? []), await measure(url, seconds, options)]);
    }
  }
  const ms = (value: number) => Math.round(value * 10) / 10;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const rows: Record<string, unknown>[] = scenarios.map((scenario) => {
    const results = runs.get(scenario) ?? [];
    const figure = (pick: (result: (typeof results)[number]) => number) => median(results.map(pick));
    return {
      scenario: scenario.name,
      path: typeof scenario.path === "function" ? scenario.path(coach) : scenario.path,
      "p50 ms": ms(figure((r) => r.p50)),
      "p95 ms": ms(figure((r) => r.p95)),
      "p99 ms": ms(figure((r) => r.p99)),
      "req/s": Math.round(figure((r) => r.rps)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      ...(rounds > 1 ? { "p95 each run": results.map((r) => ms(r.p95)).join(" / ") } : {}),
    };
  });
  console.table(rows);
  // What counting costs: the p95 with it on minus the p95 with it off, per way a profile is viewed.
  for (const way of ["profile page (SSR)", "profile API (client navigation)"]) {
    const p95 = (counting: string) => rows.find((row) => row.scenario === `${way}, counting ${counting}`)?.["p95 ms"] as number | undefined;
    const on = p95("on");
    const off = p95("off");
    if (on !== undefined && off !== undefined) {
      console.log(`${way}: counting adds ${Math.round((on - off) * 10) / 10} ms at p95 (${off} → ${on} ms; target ≤ 1 ms)`);
    }
  }
  // The slot computation itself, in this process: 60 days for a coach with 500 sessions.
  let slotsInProcess: SlotBenchResult | undefined;
  if (!only || only.some((part) => "slots".includes(part) || part.includes("slots"))) {
    slotsInProcess = measureSlotComputation({ durationMinutes: 50, bookings: 500 });
    console.log(
      `slots in process, 60 days, 500 bookings: p50 ${ms(slotsInProcess.p50)} ms, p95 ${ms(slotsInProcess.p95)} ms (${slotsInProcess.slots} slots; target p95 ≤ 10 ms)`,
    );
    const api = rows.find((row) => row.scenario === "slots: 31 days, 500 bookings");
    if (api) console.log(`GET /api/coaches/{id}/slots at ${connections} connections: p95 ${String(api["p95 ms"])} ms (target ≤ 20 ms)`);
  }
  fs.writeFileSync(
    path.join(dataDir, "results.json"),
    JSON.stringify({ coachCount, connections, seconds, rounds, at: new Date().toISOString(), rows, slotsInProcess }, null, 2),
  );
} finally {
  server.kill("SIGTERM");
}
