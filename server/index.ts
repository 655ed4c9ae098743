// Process entry. Order of start: configuration → data-folder lock → HTTP server (answering 503
// while starting) → database (embedded or DATABASE_URL) → migrations → demo content → ready.
// SIGINT/SIGTERM: stop accepting, finish the requests in flight, stop background work, close the
// pool, stop the embedded database, release the lock.
// With WEB_CONCURRENCY above 1 (production's default: one per core) this process is the primary of
// that many web workers (server/primary.ts): it holds the lock and the embedded database, migrates
// and seeds, then hands the database to the workers, which share the one port.
import cluster from "node:cluster";
import http from "node:http";
import { ConfigError, loadConfig, sharedDatabaseWarnings, type Config } from "./config";
import { createApp } from "./app";
import { connectDatabase, type DatabaseHandle } from "./db/client";
import type { EmbeddedPostgres } from "./db/embedded";
import { prepareDatabase, startEmbedded } from "./db/prepare";
import type { DataDirLock } from "./lib/data-dir-lock";
import { closeServer, trackAnswers } from "./lib/close-server";
import { createLogger, type Logger } from "./lib/logger";
import { createStartGate } from "./lib/start-gate";
import { createPageHandling, type PageHandling } from "./pages";
import { withPublicCache, type PublicCache } from "./modules/public-cache/setup";
import type { ServerProfileViewCounter } from "./modules/insights/profile-views";
import { DATABASE_READY_ENV, runPrimary, STOP_MESSAGE } from "./primary";
import { acquireDataDirLockOrExit, gracefulStop, stopOnSignals } from "./process-lifecycle";
import { createRuntime, type BackgroundWork, type Runtime, type RuntimeOverrides } from "./services";

/** How long a request that arrives while the application is being built waits for it before the start-up answer. */
const MAX_HOLD_MS = 10_000;

function startingHandler(req: http.IncomingMessage, res: http.ServerResponse): void {
  const wantsJson = (req.url ?? "").startsWith("/api");
  res.statusCode = 503;
  res.setHeader("Retry-After", "2");
  if (wantsJson) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(
      JSON.stringify(
        (req.url ?? "").startsWith("/api/health") ? { status: "starting" } : { message: "Starting up. Please try again in a moment." },
      ),
    );
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(
    '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Starting…</title><p>Starting up. This page will reload in a moment.</p>',
  );
}

function listen(server: http.Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * A program that imports this bundle to start the server itself (the browser tests' entry, which
 * passes overrides) sets this global first; otherwise importing the bundle starts the server.
 */
export const MANUAL_START = Symbol.for("kindred.manual-start");

/** What a web process does besides serving: the whole start-up (single), or serving a database the primary prepared (worker). */
type Role = { kind: "single" } | { kind: "worker" };

/** The primary's message that starts a worker: the database is migrated and seeded. */
export interface WorkerStart {
  type: "kindred:start";
  databaseUrl: string;
}

export async function main(overrides: RuntimeOverrides = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger: Logger = createLogger(config.logLevel);
  if (!cluster.isWorker) for (const warning of sharedDatabaseWarnings(config)) logger.warn(warning);
  if (cluster.isWorker) return serve(config, logger.child({ worker: cluster.worker?.id }), { kind: "worker" }, overrides);
  // Overrides (the browser tests' replacements) cannot cross into other processes: one process then.
  const manual = Object.keys(overrides).length > 0;
  if (config.webConcurrency > 1 && config.env !== "development" && !manual) return runPrimary(config, logger);
  return serve(config, logger, { kind: "single" }, overrides);
}

/** What a web process runs, stopped in reverse order of start. */
interface Running {
  embedded?: EmbeddedPostgres;
  database?: DatabaseHandle;
  pages?: PageHandling;
  background?: { stop(): Promise<void> };
  publicCache?: PublicCache;
  profileViews?: ServerProfileViewCounter;
  liveConversations?: { close(): Promise<void> };
  liveVideoSessions?: { close(): Promise<void> };
}

/** Listens on the configured port, or ends the process with a line that says why it cannot; answers the port. */
async function listenOrExit(server: http.Server, config: Config, lock: DataDirLock | undefined): Promise<number> {
  try {
    await listen(server, config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: stop the program using it or set PORT to another port.`
        : `Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
    lock?.release();
    process.exit(1);
  }
  const address = server.address();
  return typeof address === "object" && address ? address.port : config.port;
}

/** A worker tells the primary it listens, then waits for the database the primary prepared. */
function waitForWorkerStart(): Promise<WorkerStart> {
  return new Promise<WorkerStart>((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as WorkerStart | undefined)?.type !== "kindred:start") return;
      process.off("message", onMessage);
      resolve(message as WorkerStart);
    };
    process.on("message", onMessage);
    process.send?.({ type: "kindred:listening" });
  });
}

/**
 * The database this process serves: the one the primary prepared (worker), or DATABASE_URL or the
 * embedded one, migrated and seeded here (single). Whatever starts is kept in `running` at once, so
 * a failed start still stops it.
 */
async function connect(config: Config, logger: Logger, role: Role, running: Running) {
  if (role.kind === "worker") {
    const start = await waitForWorkerStart();
    running.database = connectDatabase(start.databaseUrl);
    return { database: running.database, databaseUrl: start.databaseUrl };
  }
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    running.embedded = await startEmbedded(config, logger);
    databaseUrl = running.embedded.url;
  }
  running.database = connectDatabase(databaseUrl);
  await prepareDatabase(running.database, config, logger);
  return { database: running.database, databaseUrl };
}

/**
 * Takes background jobs from the queue (every process does: docs/decisions/116) once the database
 * answers, trying again meanwhile: a worker started during a database outage serves at once and
 * takes jobs when the database is back.
 */
function startBackground(runtime: Runtime, logger: Logger): { stop(): Promise<void> } {
  let stopped = false;
  let started: BackgroundWork | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  const tryStart = (delayMs: number) => {
    attempt = runtime.startBackgroundWork().then(
      (background) => {
        started = background;
      },
      (error: unknown) => {
        if (stopped) return;
        logger.warn({ err: error }, "background jobs could not start; trying again");
        timer = setTimeout(() => tryStart(Math.min(delayMs * 2, 30_000)), delayMs);
      },
    );
  };
  tryStart(1_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await attempt;
      await started?.stop();
    },
  };
}

async function serve(config: Config, logger: Logger, role: Role, overrides: RuntimeOverrides): Promise<void> {
  const lock = role.kind === "single" && !config.databaseUrl ? acquireDataDirLockOrExit(config.dataDir) : undefined;
  const running: Running = {};
  const gate = createStartGate(startingHandler, {
    holding: role.kind === "worker" && process.env[DATABASE_READY_ENV] === "1",
    maxHoldMs: MAX_HOLD_MS,
  });
  const server = trackAnswers(http.createServer((req, res) => gate.handler(req, res)));
  server.keepAliveTimeout = 5_000;

  const control = gracefulStop({
    logger,
    lock,
    stoppedMessage: role.kind === "worker" ? "worker stopped" : "stopped",
    stop: async () => {
      // Live streams never end by themselves: ended first, so that the server can drain.
      await Promise.all([running.liveConversations?.close(), running.liveVideoSessions?.close()]);
      await closeServer(server, config.shutdownTimeoutMs);
      // Every process counts profile views in batches; the last batch is written before the pool closes.
      await running.profileViews?.settled();
      await running.background?.stop();
      await running.publicCache?.close();
      await running.pages?.close();
      await running.database?.close();
      await running.embedded?.stop();
    },
  });
  stopOnSignals(logger, control, () => {
    void (running.embedded?.stop() ?? Promise.resolve()).finally(() => {
      lock?.release();
      process.exit(1);
    });
  });
  if (role.kind === "worker") {
    // The primary asks by message, not by signal: a signal sent to the whole process group (Ctrl-C,
    // a service manager stopping everything) reaches the worker too, and a second signal means "now".
    process.on("message", (message: { type?: string } | undefined) => {
      if (message?.type === STOP_MESSAGE) void control.shutdown(0, "stop asked by the primary");
    });
    // A worker whose primary has gone (killed outright) stops too.
    process.on("disconnect", () => void control.shutdown(0, "primary gone"));
  }

  const port = await listenOrExit(server, config, lock);
  if (role.kind === "single") logger.info({ port }, `listening on http://localhost:${port} (starting up)`);

  try {
    const { database, databaseUrl } = await connect(config, logger, role, running);
    gate.hold();
    const runtime = createRuntime({ config, database, logger }, overrides);
    running.profileViews = runtime.services.profileViews;
    running.liveConversations = runtime.services.liveConversations;
    running.liveVideoSessions = runtime.services.liveVideoSessions;
    running.pages = await createPageHandling(config, runtime.services, (req, res) => runtime.deps.auth.pageServiceFor(req, res));
    const app = createApp({
      deps: runtime.deps,
      services: runtime.services,
      pageHandler: running.pages.handler,
      clientDir: running.pages.clientDir,
      devMiddleware: running.pages.devMiddleware,
      isShuttingDown: () => control.isShuttingDown(),
    });
    if (config.publicCache) {
      running.publicCache = await withPublicCache(app, {
        databaseUrl,
        services: runtime.services,
        trustProxy: config.trustProxy,
        logger,
      });
    }
    if (control.isShuttingDown()) return gate.fail();
    running.background = startBackground(runtime, logger);
    gate.open(running.publicCache?.handler ?? app);
    if (role.kind === "worker") process.send?.({ type: "kindred:ready" });
    else logger.info({ port }, `ready on http://localhost:${port}`);
  } catch (error) {
    logger.fatal({ err: error }, "start-up failed");
    console.error(`Kindred could not start: ${(error as Error).message}`);
    gate.fail();
    await control.shutdown(1, "start-up failed");
  }
}

process.on("unhandledRejection", (reason) => {
  console.error("Unhandled promise rejection:", reason);
});

if (!(globalThis as Record<symbol, unknown>)[MANUAL_START]) void main();
