// Direct access to the browser-test server's embedded PostgreSQL (tests/support/global-server.ts):
// for arranging what no public API can (a stored post with unsafe HTML, say) and for reading what
// the product wrote where no page shows it (the e-mail outbox). The cluster's credentials and the
// port of the running postmaster are read from the server's data folder.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../server/db/client";

/** The browser-test server's database; another database of the same cluster when `database` is given. */
export function e2eDatabaseUrl(database = "kindred"): string {
  const clusterDir = path.join(inject("e2eDataDir"), "postgres");
  const { user, password } = JSON.parse(fs.readFileSync(`${clusterDir}.credentials.json`, "utf8")) as { user: string; password: string };
  // The fourth line of postmaster.pid is the port the postmaster listens on.
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** A Drizzle handle on the test server's database, closed after the file's tests. */
export function connectE2eDatabase(): DatabaseHandle {
  const handle = connectDatabase(e2eDatabaseUrl(), { max: 2 });
  afterAll(() => handle.close());
  return handle;
}

/** One plain client for one piece of work. */
export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The newest outbox message of a kind sent to an address. */
export async function latestOutboxMessage(kind: string, to: string): Promise<{ subject: string; text: string } | undefined> {
  return withE2eDatabase(async (client) => {
    const result = await client.query<{ subject: string; text_body: string }>(
      "select subject, text_body from email_outbox where kind = $1 and lower(to_address) = lower($2) order by created_at desc limit 1",
      [kind, to],
    );
    const row = result.rows[0];
    return row ? { subject: row.subject, text: row.text_body } : undefined;
  });
}
