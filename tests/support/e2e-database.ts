// Direct access to the browser-test server's embedded PostgreSQL, for reading what the product wrote
// where no page shows it (the e-mail outbox). Reads the cluster's credentials and the port of the
// running postmaster from the server's data folder.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = inject("e2eDataDir");
  const clusterDir = path.join(dataDir, "postgres");
  const { user, password } = JSON.parse(fs.readFileSync(`${clusterDir}.credentials.json`, "utf8")) as { user: string; password: string };
  // postmaster.pid: line 4 is the port.
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  const client = new pg.Client({ host: "127.0.0.1", port, user, password, database: "kindred" });
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
