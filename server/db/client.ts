// The connection pool and the typed Drizzle handle every repository uses.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

/** How column names are spelled in SQL: camelCase fields, snake_case columns (also prepared.ts). */
export const DATABASE_CASING = "snake_case";

/** Drizzle over the pool; `$client` is the pool (the directory runs its named statements on it: prepared.ts). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; repositories accept either so services can group writes. */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** The connection string the pool uses (the job queue opens its own pool on it). */
  url: string;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: "kindred",
  });
  // A connection lost to a database restart (or pg_terminate_backend) makes its client emit "error":
  // on an idle client the pool hears it and drops the client; on a client checked out (a transaction,
  // a statement under way) nothing would, and an "error" event nobody hears ends the process. Every
  // client gets a listener for its whole life: the statement under way fails on its own (and answers
  // 503, see lib/database-unavailable.ts), and the pool drops the client when it comes back broken.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(pool, { schema, casing: DATABASE_CASING });
  let closed: Promise<void> | undefined;
  return { db, pool, url, close: () => (closed ??= pool.end()) };
}
