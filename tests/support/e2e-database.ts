// A connection to the database of the browser tests' server (tests/support/global-server.ts), for
// arranging what no public API can (a stored post with unsafe HTML, say) and checking what a page
// stored. It reads the embedded cluster's credentials and port from the server's data folder.
import fs from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../server/db/client";

export function connectE2eDatabase(): DatabaseHandle {
  const clusterDir = path.join(inject("e2eDataDir"), "postgres");
  const { user, password } = JSON.parse(fs.readFileSync(`${clusterDir}.credentials.json`, "utf8")) as { user: string; password: string };
  // The fourth line of postmaster.pid is the port the postmaster listens on.
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  const handle = connectDatabase(
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/kindred`,
    { max: 2 },
  );
  afterAll(() => handle.close());
  return handle;
}
