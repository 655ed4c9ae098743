// The primary of the web workers (WEB_CONCURRENCY > 1): holds the data-folder lock and the embedded
// PostgreSQL, migrates and seeds once, then tells each worker where the database is. Workers listen
// on the one port from the start (answering 503 until they have the database) and share it; each
// also takes background jobs from the queue in the database. A worker that
// dies is replaced; SIGINT/SIGTERM stops the workers (asked by message; each drains its requests),
// then the database.
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";
import { connectDatabase } from "./db/client";
import type { EmbeddedPostgres } from "./db/embedded";
import { prepareDatabase, startEmbedded } from "./db/prepare";
import type { Logger } from "./lib/logger";
import { acquireDataDirLockOrExit, gracefulStop, stopOnSignals } from "./process-lifecycle";

/** Set on a worker forked once the database is ready (a replacement): it holds requests from the first instead of answering 503. */
export const DATABASE_READY_ENV = "KINDRED_DATABASE_READY";

interface Slot {
  worker: Worker;
  ready: boolean;
}

/** The message that asks a worker to stop as SIGTERM would (a signal may already have reached it from the process group). */
export const STOP_MESSAGE = "kindred:stop";

/** Asks each worker to stop (each drains its requests); one that has not stopped in time is killed. */
async function stopWorkers(slots: Set<Slot>, config: Config): Promise<void> {
  const exits = [...slots].map(
    (slot) =>
      new Promise<void>((resolve) => {
        if (slot.worker.isDead()) return resolve();
        slot.worker.once("exit", () => resolve());
        if (slot.worker.isConnected()) slot.worker.send({ type: STOP_MESSAGE });
        else slot.worker.process.kill("SIGTERM");
      }),
  );
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs + 5_000).unref());
  await Promise.race([Promise.all(exits), deadline]);
  for (const slot of slots) if (!slot.worker.isDead()) slot.worker.process.kill("SIGKILL");
}

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLockOrExit(config.dataDir);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl: string | undefined;
  const slots = new Set<Slot>();

  const control = gracefulStop({
    logger,
    lock,
    stoppedMessage: "stopped",
    stop: async () => {
      await stopWorkers(slots, config);
      await embedded?.stop();
    },
  });
  stopOnSignals(logger, control, () => {
    for (const slot of slots) slot.worker.process.kill("SIGKILL");
    void (embedded?.stop() ?? Promise.resolve()).finally(() => {
      lock?.release();
      process.exit(1);
    });
  });

  const start = (slot: Slot) => {
    if (databaseUrl) slot.worker.send({ type: "kindred:start", databaseUrl });
  };

  const fork = () => {
    const slot: Slot = { worker: cluster.fork(databaseUrl ? { [DATABASE_READY_ENV]: "1" } : {}), ready: false };
    slots.add(slot);
    slot.worker.on("message", (message: { type?: string }) => {
      if (message?.type === "kindred:listening") start(slot);
      if (message?.type === "kindred:ready" && !slot.ready) {
        slot.ready = true;
        if ([...slots].every((s) => s.ready))
          logger.info({ port: config.port, workers: slots.size }, `ready on http://localhost:${config.port}`);
      }
    });
    slot.worker.on("exit", (code, signal) => {
      slots.delete(slot);
      if (control.isShuttingDown()) return;
      if (!slot.ready) {
        // A worker that cannot start (port taken, bad build) would fail the same way again.
        logger.fatal({ code, signal }, "a web worker could not start");
        void control.shutdown(1, "worker start-up failed");
        return;
      }
      logger.error({ code, signal, pid: slot.worker.process.pid }, "a web worker stopped: starting another");
      fork();
    });
  };

  // Workers first, so the port answers (503, starting) while the database starts.
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  logger.info({ port: config.port, workers: config.webConcurrency }, `listening on http://localhost:${config.port} (starting up)`);

  try {
    let url = config.databaseUrl;
    if (!url) {
      embedded = await startEmbedded(config, logger);
      url = embedded.url;
    }
    const database = connectDatabase(url, { max: 2 });
    try {
      await prepareDatabase(database, config, logger);
    } finally {
      await database.close();
    }
    if (control.isShuttingDown()) return;
    databaseUrl = url;
    for (const slot of slots) start(slot);
  } catch (error) {
    logger.fatal({ err: error }, "start-up failed");
    console.error(`Kindred could not start: ${(error as Error).message}`);
    await control.shutdown(1, "start-up failed");
  }
}
