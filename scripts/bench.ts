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
import pg from "pg";
import { measureSlotComputation, type SlotBenchResult } from "./bench-slots";
import { ensureGeneratedCatalogue, freePort, measureLoad, type LoadResult } from "./lib/load";

/** A coach with a signed-in account and 90 days of figures, made once per data folder. */
interface CoachFixture {
  coachId: string;
  /** The session cookie of the coach's account. */
  cookie: string;
}

interface Scenario {
  name: string;
  path: string | ((coach: CoachFixture) => string);
  headers?: (coach: CoachFixture) => Record<string, string>;
  /** A browser never seen before on every request, so every profile view is a first view of the day. */
  newVisitorEachRequest?: boolean;
  /** Profile views counted while this runs (off only through the bench server's switch). */
  countProfileViews?: boolean;
}

const CHROME_BUILD = (build: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;

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

/** The embedded database of the running server (its credentials and port are in the data folder). */
function benchDatabaseUrl(): string {
  const clusterDir = path.join(dataDir, "postgres");
  const { user, password } = JSON.parse(fs.readFileSync(`${clusterDir}.credentials.json`, "utf8")) as { user: string; password: string };
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/kindred`;
}

/**
 * Signs in (or up) the bench coach's account, links it to a coach and, the first time, gives that
 * coach 90 days of views, consultation requests and sessions, so the insights query reads real rows.
 */
async function prepareCoach(baseUrl: string): Promise<CoachFixture> {
  const account = { firstName: "Bench", lastName: "Coach", email: "bench.coach@kindred.example", password: "bench coach password" };
  const post = (route: string, body: object) =>
    fetch(`${baseUrl}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": CHROME_BUILD(0) },
      body: JSON.stringify(body),
    });
  let signedIn = await post("/api/auth/sign-in", { email: account.email, password: account.password });
  if (signedIn.status !== 200) signedIn = await post("/api/auth/sign-up", account);
  if (signedIn.status !== 200 && signedIn.status !== 201)
    throw new Error(`The bench coach could not sign in: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    await client.query("update users set email_verified = true where email = $1", [account.email]);
    let coachId = (
      await client.query<{ id: string }>("select c.id from coaches c join users u on u.id = c.user_id where u.email = $1", [account.email])
    ).rows[0]?.id;
    if (!coachId) {
      coachId = (
        await client.query<{ id: string }>(
          `update coaches set user_id = (select id from users where email = $1)
           where id = (select id from coaches where is_active and user_id is null order by created_at, id limit 1) returning id`,
          [account.email],
        )
      ).rows[0].id;
    }
    const seeded = (await client.query("select 1 from consultation_requests where coach_id = $1 limit 1", [coachId])).rowCount;
    if (!seeded) {
      await client.query(
        `insert into coach_profile_views (coach_id, day, views)
         select $1, (now() at time zone 'UTC')::date - d, 40 + (d * 37) % 90 from generate_series(1, 120) d
         on conflict do nothing`,
        [coachId],
      );
      await client.query(
        `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location,
           reason_for_visit, status, created_at, first_contacted_at)
         select $1, 'Bench', 'Visitor', 'visitor' || d || '-' || n || '@example.com', '5550100000', 'Free 15 mins consultation', 'Austin',
           'Generated for the benchmark.', case when (d + n) % 5 = 0 then 'pending' else 'contacted' end,
           now() - make_interval(days => d, hours => n),
           case when (d + n) % 5 = 0 then null else now() - make_interval(days => d, hours => n) + make_interval(hours => (d * 7 + n) % 40) end
         from generate_series(1, 120) d, generate_series(0, d % 4) n`,
        [coachId],
      );
      await client.query(
        `insert into bookings (coach_id, first_name, last_name, email, session_type, scheduled_date, duration, status, created_at)
         select $1, 'Bench', 'Client', 'client' || d || '@example.com', 'Individual', now() + make_interval(days => 400 + d),
           60, case when d % 7 = 0 then 'cancelled' else 'confirmed' end, now() - make_interval(days => d)
         from generate_series(1, 120) d where d % 2 = 0`,
        [coachId],
      );
    }
    // Hours, and 500 sessions over the next 60 days, for the slots scenario (made again as days pass).
    await client.query(
      `insert into coach_availability (coach_id, time_zone, weekly, buffer_minutes, minimum_notice_hours, horizon_days, overrides)
       values ($1, 'America/New_York', $2, 15, 12, 60, '[]') on conflict (coach_id) do nothing`,
      [
        coachId,
        JSON.stringify(
          Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "07:00", end: "20:00" }]])),
        ),
      ],
    );
    const upcoming = (
      await client.query<{ n: number }>(
        "select count(*)::int as n from bookings where coach_id = $1 and scheduled_date between now() and now() + interval '60 days' and status = 'confirmed'",
        [coachId],
      )
    ).rows[0].n;
    if (upcoming < 500) {
      await client.query(
        "delete from bookings where coach_id = $1 and scheduled_date between now() - interval '1 day' and now() + interval '61 days'",
        [coachId],
      );
      // Eight or nine a day, 80 minutes apart (50 + 15 of buffer fits), from 08:00 New York time.
      await client.query(
        `insert into bookings (coach_id, first_name, last_name, email, session_type, scheduled_date, duration, buffer_minutes, status, amount, payment_status)
         select $1, 'Bench', 'Client', 'slots' || d || '-' || n || '@example.com', '50-minute session',
           ((current_date + d)::timestamp + interval '8 hours' + make_interval(mins => n * 80)) at time zone 'America/New_York',
           50, 15, 'confirmed', 120, 'succeeded'
         from generate_series(1, 60) d, generate_series(0, 8) n
         order by d, n limit 500`,
        [coachId],
      );
    }
    return { coachId, cookie };
  } finally {
    await client.end();
  }
}

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
  const coach = await prepareCoach(baseUrl);
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
