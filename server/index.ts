// Process entry. Order of start: configuration → data-folder lock → HTTP server (answering 503
// while starting) → database (embedded or DATABASE_URL) → migrations → demo content → ready.
// SIGINT/SIGTERM: stop accepting, finish the requests in flight, stop background work, close the
// pool, stop the embedded database, release the lock.
// With WEB_CONCURRENCY above 1 (production's default: one per core) this process is the primary of
// that many web workers (server/primary.ts): it holds the lock and the embedded database, migrates
// and seeds, then hands the database to the workers, which share the one port.
import cluster from "node:cluster";
import http from "node:http";
import { ConfigError, loadConfig, type Config } from "./config";
import { createApp } from "./app";
import { connectDatabase, type DatabaseHandle } from "./db/client";
import type { EmbeddedPostgres } from "./db/embedded";
import { prepareDatabase, startEmbedded } from "./db/prepare";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "./lib/data-dir-lock";
import { closeServer } from "./lib/close-server";
import { createLogger, type Logger } from "./lib/logger";
import { createPageHandling, type PageHandling } from "./pages";
import { withPublicCache, type PublicCache } from "./modules/public-cache/setup";
import { runPrimary } from "./primary";
import { createRuntime, type BackgroundWork, type RuntimeOverrides } from "./services";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

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
  /** Exactly one worker runs the background jobs (outbox, reminders, holds); all of them could, safely. */
  background: boolean;
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
  if (cluster.isWorker) return serve(config, logger.child({ worker: cluster.worker?.id }), { kind: "worker" }, overrides);
  // Overrides (the browser tests' replacements) cannot cross into other processes: one process then.
  const manual = Object.keys(overrides).length > 0;
  if (config.webConcurrency > 1 && config.env !== "development" && !manual) return runPrimary(config, logger);
  return serve(config, logger, { kind: "single" }, overrides);
}

async function serve(config: Config, logger: Logger, role: Role, overrides: RuntimeOverrides): Promise<void> {
  let lock: DataDirLock | undefined;
  if (role.kind === "single" && !config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  let embedded: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let pages: PageHandling | undefined;
  let background: BackgroundWork | undefined;
  let publicCache: PublicCache | undefined;
  let shuttingDown = false;
  let handler: Handler = startingHandler;
  const server = http.createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 5_000;

  const shutdown = async (exitCode: number, reason: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, "shutting down");
    try {
      await closeServer(server, config.shutdownTimeoutMs);
      await background?.stop();
      await publicCache?.close();
      await pages?.close();
      await database?.close();
      await embedded?.stop();
    } catch (error) {
      logger.error({ err: error }, "error during shutdown");
      exitCode = exitCode || 1;
    } finally {
      lock?.release();
      logger.info(role.kind === "worker" ? "worker stopped" : "stopped");
      logger.flush?.();
      process.exit(exitCode);
    }
  };

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        logger.warn(`second ${signal}: stopping now`);
        void (embedded?.stop() ?? Promise.resolve()).finally(() => {
          lock?.release();
          process.exit(1);
        });
        return;
      }
      void shutdown(0, signal);
    });
  }
  // A worker whose primary has gone (killed outright) stops too.
  if (role.kind === "worker") process.on("disconnect", () => void shutdown(0, "primary gone"));

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
  const port = typeof address === "object" && address ? address.port : config.port;
  if (role.kind === "single") logger.info({ port }, `listening on http://localhost:${port} (starting up)`);

  try {
    let databaseUrl = config.databaseUrl;
    let runBackground = true;
    if (role.kind === "worker") {
      const start = await new Promise<WorkerStart>((resolve) => {
        const onMessage = (message: unknown) => {
          if ((message as WorkerStart | undefined)?.type !== "kindred:start") return;
          process.off("message", onMessage);
          resolve(message as WorkerStart);
        };
        process.on("message", onMessage);
        process.send?.({ type: "kindred:listening" });
      });
      databaseUrl = start.databaseUrl;
      runBackground = start.background;
      database = connectDatabase(databaseUrl);
    } else {
      if (!databaseUrl) {
        embedded = await startEmbedded(config, logger);
        databaseUrl = embedded.url;
      }
      database = connectDatabase(databaseUrl);
      await prepareDatabase(database, config, logger);
    }

    const runtime = createRuntime({ config, database, logger }, overrides);
    pages = await createPageHandling(config, runtime.services);
    const app = createApp({
      deps: runtime.deps,
      services: runtime.services,
      pageHandler: pages.handler,
      clientDir: pages.clientDir,
      devMiddleware: pages.devMiddleware,
      isShuttingDown: () => shuttingDown,
    });
    if (config.publicCache) {
      publicCache = await withPublicCache(app, { databaseUrl, services: runtime.services, trustProxy: config.trustProxy, logger });
    }
    if (shuttingDown) return;
    if (runBackground) background = runtime.startBackgroundWork();
    handler = publicCache?.handler ?? app;
    if (role.kind === "worker") process.send?.({ type: "kindred:ready" });
    else logger.info({ port }, `ready on http://localhost:${port}`);
  } catch (error) {
    logger.fatal({ err: error }, "start-up failed");
    console.error(`Kindred could not start: ${(error as Error).message}`);
    await shutdown(1, "start-up failed");
  }
}

process.on("unhandledRejection", (reason) => {
  console.error("Unhandled promise rejection:", reason);
});

if (!(globalThis as Record<symbol, unknown>)[MANUAL_START]) void main();
