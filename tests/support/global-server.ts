// Browser tests run against the real production server (`npm run build` output), started once
// for the run with its own embedded PostgreSQL and the demo content.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeTempDir } from "./temp-dir";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output.join("")}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within 120 s:\n${output.join("")}`);
}

export default async function setup(project: TestProject) {
  const entry = path.resolve("build/server-app/index.js");
  if (!fs.existsSync(entry)) throw new Error("No build found: run `npm run build` before the browser tests.");
  const dataDir = makeTempDir("e2e");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    // Browser tests sign up as the first admin; the second is the new operator of email-verification.test.ts.
    ADMIN_EMAILS: "admin@kindred.example,owner@kindred.example",
    // Every browser test comes from 127.0.0.1, so a per-address limit would count the whole run as one
    // visitor (more than ten consultation requests and contact messages in ten minutes); the limits
    // themselves are covered by the API tests.
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: "1000/1m",
    RATE_LIMIT_FORMS_PER_ADDRESS: "1000/10m",
    RATE_LIMIT_UPLOADS_PER_ADDRESS: "1000/1h",
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  // The production bundle, started through the tests' entry (the scraper reads saved pages from a
  // server on this machine instead of the directory; tests/support/e2e-server.ts).
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/e2e-server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await waitForHealth(baseUrl, child, output);

  project.provide("baseUrl", baseUrl);
  project.provide("e2eDataDir", dataDir);

  return async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill("SIGKILL"), 20_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      });
    }
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(output.join(""));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
