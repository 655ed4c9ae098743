// Opens the database the server would use: DATABASE_URL, or the embedded PostgreSQL under
// DATA_DIR (taking the data folder's lock, so it refuses while the server runs).
import path from "node:path";
import { loadConfig } from "../../server/config";
import { connectDatabase, type DatabaseHandle } from "../../server/db/client";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { acquireDataDirLock } from "../../server/lib/data-dir-lock";

export interface OpenedDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<OpenedDatabase> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    const handle = connectDatabase(config.databaseUrl);
    await runMigrations(handle);
    return { handle, close: () => handle.close() };
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const embedded = await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, "postgres"), database: "kindred" });
    const handle = connectDatabase(embedded.url);
    await runMigrations(handle);
    return {
      handle,
      async close() {
        await handle.close();
        await embedded.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
