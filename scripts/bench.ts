// `npm run bench`: latency and throughput of the hot paths against the production build, with a
// large generated catalogue. Usage:
//   npm run bench -- [--coaches 100000] [--connections 10] [--seconds 10] [--only profile,insights] [--rounds 3]
//                    [--streams 500] [--messages 300] [--message-rate 20]
//                    [--session-pairs 20] [--signals 500] [--signal-rate 20] [--session-browsers 5]
// The data folder (.tmp/bench by default, BENCH_DATA_DIR overrides) is generated once and reused.
// The server is the production bundle started by scripts/bench-server.ts, whose only difference is
// a switch (over IPC) that turns profile-view counting off for the scenarios that measure its cost.
// That switch keeps it to one process, so the messages and sessions scenarios, whose point is streams
// spread over the web workers, run afterwards on the bundle as `npm start` runs it
// (scripts/bench-messages.ts, scripts/bench-sessions.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { CHROME_BUILD, prepareCoach, type CoachFixture } from "./lib/bench-coach";
import { measureMessageDelivery, type MessageBenchResult, type WorkerStreams } from "./bench-messages";
import { measureSessionSignalling, type SessionBenchResult } from "./bench-sessions";
import { measureSlotComputation, type SlotBenchResult } from "./bench-slots";
import { ensureGeneratedCatalogue, freePort, measureLoad, type LoadResult } from "./lib/load";
import type { WorkerSample } from "./lib/worker-processes";

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

/**
 * Live message delivery with many conversation streams open (scripts/bench-messages.ts): latency
 * from a POST to the other person's streams, and the memory an open stream costs a worker.
 */
const MESSAGES_SCENARIO = "messages: live delivery";

/**
 * The video rooms' signalling across web workers and the browsers' join (scripts/bench-sessions.ts):
 * the round trip of a signal from the client to the coach and back, and the time from both joining
 * to `connected` on loopback.
 */
const SESSIONS_SCENARIO = "sessions: video signalling";

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
const selected = (name: string) => !only || only.some((part) => name.toLowerCase().includes(part));
const coachCount = option("coaches", 100_000);
const connections = option("connections", 10);
const seconds = option("seconds", 10);
const rounds = Math.max(1, option("rounds", 1));
const streams = option("streams", 500);
const messages = option("messages", 300);
const messageRate = option("message-rate", 20);
const sessionPairs = option("session-pairs", 20);
const signals = option("signals", 500);
const signalRate = option("signal-rate", 20);
const sessionBrowsers = option("session-browsers", 5);
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

/** Stops a server and waits for it: the next one needs the data folder's lock and its database. */
async function stopServer(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const ms = (value: number) => Math.round(value * 10) / 10;

/** The HTTP scenarios (and the slot computation in process) against the bench server: one process. */
async function runHttpScenarios(scenarios: Scenario[]) {
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
      const p95 = (counting: string) =>
        rows.find((row) => row.scenario === `${way}, counting ${counting}`)?.["p95 ms"] as number | undefined;
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
    return { rows, slotsInProcess };
  } finally {
    await stopServer(server);
  }
}

/** The messages scenario (scripts/bench-messages.ts) on its own server, and its tables. */
async function runMessages(): Promise<MessageBenchResult> {
  const result = await measureMessageDelivery({ env, dataDir, streams, messages, ratePerSecond: messageRate });
  const { delivery, post } = result;
  console.log(
    `\n${MESSAGES_SCENARIO}: ${result.streams} streams (${result.pairs} conversations, each person in ${result.tabsPerPerson} tabs) on ${result.workers.length} workers · ${result.messages} messages at ${result.ratePerSecond}/s · set-up ${Math.round(result.setupSeconds)} s · load average before ${result.loadBefore.toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  const percentileColumns = (figures: typeof delivery | typeof post) => ({
    "p50 ms": ms(figures.p50),
    "p95 ms": ms(figures.p95),
    "p99 ms": ms(figures.p99),
    "max ms": ms(figures.max),
  });
  console.table([
    {
      figure: "POST → the recipient's streams",
      ...percentileColumns(delivery),
      count: `${delivery.delivered} of ${delivery.expected} delivered`,
    },
    { figure: "POST → its 201", ...percentileColumns(post), count: `${post.failed} failed` },
  ]);
  const kb = (value: number) => Math.round(value * 10) / 10;
  const total = (workers: WorkerStreams[], pick: (worker: WorkerStreams) => number) => workers.reduce((sum, w) => sum + pick(w), 0);
  const perStream = (workers: WorkerStreams[], pick: (sample: WorkerSample) => number) =>
    kb(total(workers, (w) => pick(w.after) - pick(w.before)) / total(workers, (w) => w.streams));
  // A stream's cost is what its objects hold on V8's heap plus what it adds outside the heap;
  // resident memory is shown as read, but it also moves as V8 returns emptied heap pages
  // (scripts/lib/worker-processes.ts), so it does not decide.
  const cost = (workers: WorkerStreams[]) => kb(perStream(workers, (s) => s.heapUsedKb) + perStream(workers, (s) => s.outsideHeapKb));
  const memoryRow = (name: string, workers: WorkerStreams[]) => ({
    worker: name,
    streams: total(workers, (w) => w.streams),
    "RSS before MB": kb(total(workers, (w) => w.before.rssKb) / 1024),
    "RSS after MB": kb(total(workers, (w) => w.after.rssKb) / 1024),
    "RSS KB/stream": perStream(workers, (s) => s.rssKb),
    "heap KB/stream": perStream(workers, (s) => s.heapUsedKb),
    "outside heap KB/stream": perStream(workers, (s) => s.outsideHeapKb),
    "cost KB/stream": cost(workers),
  });
  console.table([...result.workers.map((w) => memoryRow(`pid ${w.pid}`, [w])), memoryRow("all", result.workers)]);
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `${MESSAGES_SCENARIO}: delivery p95 ${ms(delivery.p95)} ms with ${result.streams} open streams (goal ≤ 200 ms, every message delivered: ${met(delivery.p95 <= 200 && delivery.delivered === delivery.expected)})`,
  );
  console.log(
    `${MESSAGES_SCENARIO}: an open stream costs a worker ${cost(result.workers)} KB: ${perStream(result.workers, (s) => s.heapUsedKb)} KB of heap, ${perStream(result.workers, (s) => s.outsideHeapKb)} KB outside it (goal ≤ 50 KB: ${met(cost(result.workers) <= 50)})`,
  );
  console.log(
    `${MESSAGES_SCENARIO}: the web workers spent ${ms(result.workerCpuMsPerMessage)} ms of CPU per message (its POST, and its delivery to the ${2 * result.tabsPerPerson} streams of the two people)`,
  );
  if (result.dropped > 0) console.log(`${MESSAGES_SCENARIO}: ${result.dropped} streams were ended by the server during the run`);
  return result;
}

/** The sessions scenario (scripts/bench-sessions.ts) on its own server, and its table. */
async function runSessions(): Promise<SessionBenchResult> {
  const result = await measureSessionSignalling({
    env,
    dataDir,
    pairs: sessionPairs,
    roundTrips: signals,
    ratePerSecond: signalRate,
    browserPairs: sessionBrowsers,
  });
  console.log(
    `\n${SESSIONS_SCENARIO}: ${result.pairs} rooms, ${result.pairsAcrossWorkers} with the client's and the coach's streams on different workers (of ${result.workers.length}; ${result.reopened} streams opened again to get there) · ${result.roundTrips} round trips at ${result.ratePerSecond}/s, every tenth an offer of ${result.offerBytes} bytes, the others candidates of ${result.candidateBytes} · set-up ${Math.round(result.setupSeconds)} s · load average before ${result.loadBefore.toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  const columns = (figures: { p50: number; p95: number; p99: number; max: number }) => ({
    "p50 ms": ms(figures.p50),
    "p95 ms": ms(figures.p95),
    "p99 ms": ms(figures.p99),
    "max ms": ms(figures.max),
  });
  const { roundTrip, roundTripCandidates, roundTripOffers, oneWay, post } = result;
  console.table([
    {
      figure: "round trip: client's POST → coach's stream → coach's POST → client's stream",
      ...columns(roundTrip),
      count: `${roundTrip.completed} of ${roundTrip.expected} completed`,
    },
    { figure: "  of candidates", ...columns(roundTripCandidates), count: String(roundTripCandidates.count) },
    { figure: "  of offers (two notifications each way)", ...columns(roundTripOffers), count: String(roundTripOffers.count) },
    { figure: "one way: client's POST → coach's stream", ...columns(oneWay), count: "" },
    { figure: "a signal's POST → its 202", ...columns(post), count: `${post.failed} failed` },
  ]);
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `${SESSIONS_SCENARIO}: round trip across workers p95 ${ms(roundTrip.p95)} ms (goal ≤ 100 ms, every round trip completed: ${met(roundTrip.p95 <= 100 && roundTrip.completed === roundTrip.expected)})`,
  );
  console.log(
    `${SESSIONS_SCENARIO}: the web workers spent ${ms(result.workerCpuMsPerRoundTrip)} ms of CPU per round trip (two POSTs, two deliveries)`,
  );
  if (result.dropped > 0) console.log(`${SESSIONS_SCENARIO}: ${result.dropped} signal streams were ended by the server during the run`);
  console.table(
    result.browser.joins.map((join) => ({
      booking: join.bookingId,
      "join → both connected ms": join.ms === undefined ? "" : ms(join.ms),
      "→ client connected ms": join.clientMs === undefined ? "" : ms(join.clientMs),
      "→ coach connected ms": join.coachMs === undefined ? "" : ms(join.coachMs),
      connections: join.error ? "failed (below)" : `${join.clientPeers} client, ${join.coachPeers} coach`,
    })),
  );
  for (const join of result.browser.joins)
    if (join.error) console.log(`${SESSIONS_SCENARIO}: the join in ${join.bookingId} failed: ${join.error}`);
  console.log(
    `${SESSIONS_SCENARIO}: from the client's 'Join session' (the coach already in the room) to both connections \`connected\` on loopback: median ${ms(result.browser.medianMs)} ms of ${result.browser.joins.filter((j) => j.ms !== undefined).length} joins`,
  );
  return result;
}

const scenarios = SCENARIOS.filter((scenario) => selected(scenario.name));
// The HTTP scenarios' server is skipped only when the messages or sessions scenarios alone were asked for.
const http =
  scenarios.length > 0 || !(selected(MESSAGES_SCENARIO) || selected(SESSIONS_SCENARIO)) ? await runHttpScenarios(scenarios) : undefined;
const messageResult = selected(MESSAGES_SCENARIO) ? await runMessages() : undefined;
const sessionResult = selected(SESSIONS_SCENARIO) ? await runSessions() : undefined;
fs.writeFileSync(
  path.join(dataDir, "results.json"),
  JSON.stringify(
    {
      coachCount,
      connections,
      seconds,
      rounds,
      at: new Date().toISOString(),
      rows: http?.rows,
      slotsInProcess: http?.slotsInProcess,
      messages: messageResult,
      sessions: sessionResult,
    },
    null,
    2,
  ),
);
