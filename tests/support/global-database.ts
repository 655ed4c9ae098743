// One PostgreSQL for the unit/API test run: the embedded one in a temporary folder, or the server
// named by DATABASE_URL (CI runs the API tests a second time against PostgreSQL 15 this way).
// A template database is migrated once; each test file clones it (tests/support/test-database.ts).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../../server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { makeTempDir } from "./temp-dir";

declare module "vitest" {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tempDir = makeTempDir("unit-db");
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(tempDir, "postgres"), database: "postgres" });
    adminUrl = embedded.url;
  }

  const template = `kindred_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = connectDatabase(withDatabase(adminUrl, template), { max: 2 });
  await runMigrations(handle);
  await handle.close();

  project.provide("databaseAdminUrl", adminUrl);
  project.provide("templateDatabase", template);

  return async () => {
    await admin.query(`drop database if exists ${template}`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
