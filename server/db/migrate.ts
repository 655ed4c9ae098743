// Applies the committed migrations. Several processes may start against one database at the same
// time, so the work runs under a PostgreSQL advisory lock: the first migrates, the others wait and
// then find nothing left to do.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Logger, runMigrations as installJobQueue } from "graphile-worker";
import type { DatabaseHandle } from "./client";

/** The queue's installer logs every step at info; start-up logs "migrations applied" once instead. */
const QUIET = new Logger(() => () => {});

/** Shared by migration and demo seeding: one process at a time changes the schema or seeds. */
export const SCHEMA_LOCK_KEY = 724_311_001;

export function migrationsFolder(): string {
  // Beside this file in the source tree; copied beside the server bundle by the build.
  const candidate = fileURLToPath(new URL("./migrations", import.meta.url));
  if (fs.existsSync(candidate)) return candidate;
  throw new Error(`Migrations folder not found at ${candidate}`);
}

export async function withSchemaLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SCHEMA_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [SCHEMA_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Our migrations, then the job queue's own schema (graphile_worker), which enqueueing e-mail needs. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await withSchemaLock(handle, async () => {
    await migrate(handle.db, { migrationsFolder: migrationsFolder() });
    await installJobQueue({ pgPool: handle.pool, logger: QUIET });
  });
}
