// The whole Express app in-process, on a real port, against a fresh database: API tests talk to
// it over real HTTP with fetch. Logs are captured so tests can check what is (not) written.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { createLogger } from "../../server/lib/logger";
import { withPublicCache } from "../../server/modules/public-cache/setup";
import type { ServerDeps } from "../../server/context";
import { createRuntime, type BackgroundWork, type ServerServices } from "../../server/services";
import type { MailTransport } from "../../server/modules/mail/delivery";
import type { PayoutProvider } from "../../server/modules/payouts/provider";
import type { PaymentProvider } from "../../server/modules/payments/provider";
import { makeTempDir } from "./temp-dir";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  baseUrl: string;
  database: TestDatabase;
  config: Config;
  services: ServerServices;
  deps: ServerDeps;
  /** The background jobs this app takes (with `mailTransport`). */
  background?: BackgroundWork;
  /** Every log line written while the app ran (JSON text). */
  logs: string[];
  /** fetch against the app; JSON bodies are sent with the JSON content type. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

export interface TestAppOptions {
  /** Take background jobs, delivering mail through this transport (e.g. to an in-process SMTP server). */
  mailTransport?: MailTransport;
  /** Use this payment provider instead of the configured one (Stripe against a local fake, say). */
  paymentProvider?: PaymentProvider;
  /** Use this payout provider instead of the configured one (RuntimeOverrides.payoutProvider). */
  payoutProvider?: PayoutProvider;
  /** Share this database with another test app (a second web process, say) instead of a fresh one. */
  database?: TestDatabase;
  /** Put the public answer cache in front of the app, as `npm start` does. */
  publicCache?: boolean;
  /** The clock of the services that take one (RuntimeOverrides.now in server/services.ts). */
  now?: () => number;
  /** How often a video session's stream is kept alive and its presence recorded (RuntimeOverrides.videoKeepAliveMs). */
  videoKeepAliveMs?: number;
}

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Its own data folder: uploaded images are written there.
  const dataDir = env.DATA_DIR ? undefined : makeTempDir("api");
  const config = loadConfig({ NODE_ENV: "test", SEED_DEMO: "false", ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env });
  const logs: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => void logs.push(line) });
  const runtime = createRuntime(
    { config, database, logger },
    {
      paymentProvider: options.paymentProvider,
      payoutProvider: options.payoutProvider,
      now: options.now,
      videoKeepAliveMs: options.videoKeepAliveMs,
    },
  );
  const background = options.mailTransport ? await runtime.startBackgroundWork({ transport: options.mailTransport }) : undefined;
  const { services, deps } = runtime;
  const app = createApp({ deps, services });
  const cache = options.publicCache
    ? await withPublicCache(app, { databaseUrl: database.url, services, trustProxy: config.trustProxy, logger })
    : undefined;
  const server = http.createServer(cache?.handler ?? app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    await services.liveConversations.close();
    await services.liveVideoSessions.close();
    await background?.stop();
    await cache?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    baseUrl,
    database,
    background,
    config,
    services,
    deps,
    logs,
    request(path, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${baseUrl}${path}`, {
        ...rest,
        headers: { ...(json === undefined ? {} : { "Content-Type": "application/json" }), ...(headers as Record<string, string>) },
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
    },
  };
}
