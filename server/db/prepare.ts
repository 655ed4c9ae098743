// The database steps of start-up, shared by the single process and the primary of the web workers.
import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import type { DatabaseHandle } from "./client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { seedDemoContentIfEmpty } from "./seed/seed-demo";

/** Starts the embedded PostgreSQL in DATA_DIR (the single process, or the primary of the workers). */
export async function startEmbedded(config: Config, logger: Logger): Promise<EmbeddedPostgres> {
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({
    clusterDir: path.join(config.dataDir, "postgres"),
    database: "kindred",
    log: (line) => logger.debug({ component: "postgres" }, line),
    notice: (message) => logger.info({ component: "postgres" }, message),
  });
  logger.info({ durationMs: Date.now() - started, port: embedded.port }, "embedded PostgreSQL started");
  return embedded;
}

/** Migrations, then the demo content into an empty database. */
export async function prepareDatabase(database: DatabaseHandle, config: Config, logger: Logger): Promise<void> {
  await runMigrations(database);
  logger.info("migrations applied");
  if (config.seedDemo) await seedDemoContentIfEmpty(database, logger);
}
