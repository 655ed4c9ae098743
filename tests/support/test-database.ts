// A fresh database for one test file, cloned from the migrated template (or empty).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../server/db/client";

export interface TestDatabase extends DatabaseHandle {
  url: string;
}

/** `empty`: a database with no schema at all (template0) instead of a clone of the migrated template. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject("databaseAdminUrl");
  const template = inject("templateDatabase");
  const name = `kindred_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? "template0" : template}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), { max: 5 });
  afterAll(async () => {
    await handle.close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return Object.assign(handle, { url: url.toString() });
}
