// Telling a database that is away from one that answered with an error, on the errors the real
// driver and Drizzle raise (better-auth wraps them once more); and the pool keeping the process up
// when PostgreSQL ends a connection that is checked out (a restart's "terminating connection due to
// administrator command").
import net from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { connectDatabase } from "../db/client";
import { isDatabaseUnavailable } from "./database-unavailable";
import { notFound } from "./errors";

const database = await createTestDatabase();

/** Ends a server session the way a restart or an operator does. */
async function terminate(pid: number): Promise<void> {
  await database.pool.query("select pg_terminate_backend($1)", [pid]);
}

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises a session ended under a statement (57P01), also as Drizzle and better-auth wrap it", async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const running = client.query("select pg_sleep(10)").catch((error: unknown) => error);
    await terminate(rows[0].pid);
    const error = await running;
    client.release(true);
    expect((error as { code?: string }).code).toBe("57P01");
    expect(isDatabaseUnavailable(error)).toBe(true);
    // better-auth's "Failed to get session" around Drizzle's "Failed query" around the driver's error.
    const wrapped = new Error("Failed to get session", { cause: new Error("Failed query: select 1", { cause: error }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("recognises a database nothing answers for (connection refused), through Drizzle", async () => {
    const url = new URL(inject("databaseAdminUrl"));
    url.hostname = "127.0.0.1";
    url.port = String(await closedPort());
    url.searchParams.delete("host");
    const away = connectDatabase(url.toString(), { max: 1 });
    const error = await away.db.execute(sql`select 1`).catch((failure: unknown) => failure);
    await away.close();
    expect(JSON.stringify(error, ["code", "cause"])).toContain("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("does not mistake an answer of the database, or any other failure, for its absence", async () => {
    const duplicate = await database.pool
      .query("create temporary table t (id int primary key); insert into t values (1), (1)")
      .catch((error: unknown) => error);
    expect((duplicate as { code?: string }).code).toBe("23505");
    const syntax = await database.pool.query("select from where").catch((error: unknown) => error);
    for (const error of [duplicate, syntax, notFound(), new Error("Connection refused by the payment provider"), null, "ECONNREFUSED"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe("the connection pool", () => {
  it("keeps the process up when PostgreSQL ends a connection that is checked out, and serves again at once", async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    // Checked out and idle inside a transaction: nothing of ours waits on it when the session ends.
    await client.query("begin");
    const ended = new Promise((resolve) => client.once("end", resolve));
    await terminate(rows[0].pid);
    await ended;
    // Its "error" event was heard (an unheard one would end the process and fail this run).
    client.release(true);
    expect((await database.pool.query<{ ok: number }>("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
  });
});
