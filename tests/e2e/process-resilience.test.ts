// The built server under faults an operator meets, as real processes on a real PostgreSQL server:
// the database restarting under requests, with one web worker and with two (one of them replaced
// while the database is away), and a stop while kept-alive connections keep sending. No process may
// exit, nothing may answer 500 or reset a connection, and everything works again afterwards without
// restarting anything.
import { execFileSync } from "node:child_process";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_PAGE } from "#common/unavailable";
import { CookieJar } from "../support/accounts";
import { openKeptAlive } from "../support/raw-http";
import {
  healthOf,
  logLines,
  startRestartableDatabase,
  startServerProcess,
  untilHealth,
  type ServerProcess,
} from "../support/server-process";
import { startLoad, type Phase } from "../support/steady-load";

const database = await startRestartableDatabase();
const PASSWORD = "correct horse battery";
const settings = (workers: number) => ({
  DATABASE_URL: database.url,
  WEB_CONCURRENCY: String(workers),
  SEED_DEMO: "false",
  // Three failed attempts per account: attempts wrongly counted during the outage would lock the owner out.
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: "3/15m",
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: "1000/1m",
});

async function signUp(server: ServerProcess, email: string): Promise<CookieJar> {
  const response = await fetch(`${server.base}/api/auth/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName: "Robin", lastName: "Hart", email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  return new CookieJar().take(response);
}

/** What an operator checks once the database is back: each request on a new connection, so every worker answers some. */
async function expectWorking(server: ServerProcess, email: string, jar: CookieJar): Promise<void> {
  const close = { Connection: "close" };
  for (let i = 0; i < 6; i += 1) {
    const signIn = await fetch(`${server.base}/api/auth/sign-in`, {
      method: "POST",
      headers: { ...close, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const me = await fetch(`${server.base}/api/auth/user`, { headers: { ...close, cookie: jar.header } });
    expect(await me.json()).toMatchObject({ email });
    const page = await fetch(`${server.base}/bookings`, { headers: { ...close, cookie: jar.header } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>My Sessions");
  }
}

/** Resolves once the outbox has sent the e-mail queued for this address (the background loop runs). */
async function untilMailSent(to: string): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  client.on("error", () => {});
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ status: string }>("select status from email_outbox where to_address = $1", [to]);
      if (rows.length > 0 && rows.every((row) => row.status === "sent")) return;
      if (Date.now() > deadline) throw new Error(`the e-mail to ${to} is still ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/** The web workers of a primary (its child processes). */
function workerPids(server: ServerProcess): number[] {
  const listed = execFileSync("ps", ["-o", "pid=", "--ppid", String(server.child.pid)]).toString();
  return listed.split("\n").map(Number).filter(Boolean);
}

async function until(server: ServerProcess, check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([1, 2])("a database restart under requests, with %i web worker(s)", (workers) => {
  let server: ServerProcess;
  let jar: CookieJar;
  const email = `owner-${workers}@example.com`;

  it("starts on the PostgreSQL server, warning that mail and links need SMTP_URL and PUBLIC_URL", async () => {
    server = await startServerProcess(settings(workers));
    await untilHealth(server, 200);
    // Every worker serves (health may come from the first one while another still starts).
    await until(server, () => logLines(server, "ready on").length === 1, "every worker to be ready");
    expect(logLines(server, "DATABASE_URL is set but SMTP_URL is not")).toHaveLength(1);
    expect(logLines(server, "DATABASE_URL is set but PUBLIC_URL is not")).toHaveLength(1);
    jar = await signUp(server, email);
  });

  it("answers 503 with Retry-After while the database is away (never 500), and works again once it is back", async () => {
    let phase: Phase = "up";
    const person = { email, password: PASSWORD, cookie: jar.header };
    let load = startLoad(server.base, person, () => phase);
    await load.answeredInPhase(2);

    phase = "changing";
    await database.stop();
    phase = "down";
    await load.answeredInPhase(3);
    expect(await healthOf(server)).toBe(503);
    const answers = [];
    if (workers === 2) {
      // A worker started while the database is away: the primary replaces one that died. (The load
      // pauses meanwhile: the killed worker's own connections would be cut by the kill itself.)
      answers.push(...(await load.stop()));
      process.kill(workerPids(server)[0], "SIGKILL");
      await until(server, () => logLines(server, "ready on").length === 2, "the replacement worker");
      load = startLoad(server.base, person, () => phase);
      await load.answeredInPhase(3);
    }

    phase = "changing";
    await database.start();
    await untilHealth(server, 200);
    phase = "back";
    await load.answeredInPhase(2);
    answers.push(...(await load.stop()));

    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    const down = answers.filter((a) => a.phase === "down");
    expect(down.filter((a) => a.status !== 503 || a.retryAfter === null)).toEqual([]);
    expect(down.find((a) => a.what === "signed-in page")?.body).toContain(UNAVAILABLE_PAGE.message);
    expect(down.find((a) => a.what === "auth user")?.body).toBe(JSON.stringify({ message: UNAVAILABLE_MESSAGE }));
    expect(answers.filter((a) => a.phase === "back" && a.status !== 200)).toEqual([]);
  });

  it("serves sign-in, the account and signed-in pages afterwards, in every worker, with no process exited", async () => {
    // Many sign-ins answered 503 during the outage: none was counted against the account.
    await expectWorking(server, email, jar);
    expect(server.child.exitCode).toBeNull();
    expect(logLines(server, "a web worker stopped")).toHaveLength(workers === 2 ? 1 : 0);
    expect(logLines(server, "unhandled error")).toEqual([]);
    // The background work goes on: a confirmation e-mail queued now is delivered.
    const newcomer = `newcomer-${workers}@example.com`;
    await signUp(server, newcomer);
    await untilMailSent(newcomer);
    // Each worker's change listener (the public cache) subscribed again.
    expect(logLines(server, "public cache resumed").length).toBeGreaterThanOrEqual(workers);
    if (workers === 2) {
      // The worker started during the outage (the third one) answered signed-in requests.
      const replacement = logLines(server, "request").filter((line) => line.includes('"worker":3') && line.includes('"status":200'));
      expect(replacement.some((line) => line.includes('"path":"/api/auth/user"'))).toBe(true);
    }
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("a stop while kept-alive connections keep sending", () => {
  it("answers each request that arrives during the drain with Connection: close, and resets none", async () => {
    const server = await startServerProcess(settings(2));
    await untilHealth(server, 200);
    await until(server, () => logLines(server, "ready on").length === 1, "both workers to be ready");
    const port = Number(new URL(server.base).port);
    // Ten kept-alive connections, spread over both workers, each idle after one answer.
    const connections = await Promise.all(Array.from({ length: 10 }, () => openKeptAlive(port)));
    for (const connection of connections) expect((await connection.send("GET", "/api/health")).head).toMatch(/^HTTP\/1\.1 200/);

    // SIGTERM to the whole process group (a service manager's stop, Ctrl-C): primary and workers alike.
    process.kill(-(server.child.pid ?? 0), "SIGTERM");
    await until(server, () => logLines(server, "shutting down").length === 3, "the primary and both workers to begin stopping");
    const answers = await Promise.all(
      connections.map((connection, i) =>
        i % 2
          ? connection.send("POST", "/api/auth/sign-in", JSON.stringify({ email: "", password: "" }))
          : connection.send("GET", "/api/health"),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.head).toMatch(i % 2 ? /^HTTP\/1\.1 400/ : /^HTTP\/1\.1 503/);
      expect(answer.head).toMatch(/\r\nConnection: close/i);
    }
    await Promise.all(connections.map((connection) => connection.ended));
    expect(await server.exited).toBe(0);
    expect(logLines(server, "stopping now")).toEqual([]);
  });
});
