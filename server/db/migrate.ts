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

/** How many of our migrations the database has applied (none before the first run). */
async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const table = await handle.pool.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
  if (!table.rows[0].exists) return 0;
  const { rows } = await handle.pool.query<{ count: number }>("select count(*)::int as count from drizzle.__drizzle_migrations");
  return rows[0].count;
}

/**
 * Our migrations, then the job queue's own schema (graphile_worker), which enqueueing e-mail needs.
 * When a migration was applied, the database is vacuumed and analysed before anything is served
 * (docs/decisions/122): a migration that rewrites a table (a column's type, a stored generated
 * column) leaves it without statistics and with an empty visibility map, and autovacuum does not come
 * for a table that has no dead rows, so every index-only scan of the directory would read the table
 * too (at 100,000 coaches its p95 went from 14 to 21 ms).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await withSchemaLock(handle, async () => {
    const before = await appliedCount(handle);
    await migrate(handle.db, { migrationsFolder: migrationsFolder() });
    await installJobQueue({ pgPool: handle.pool, logger: QUIET });
    if ((await appliedCount(handle)) > before) await handle.pool.query("vacuum (analyze, skip_locked)");
  });
}
