// A second process that takes background jobs, as a web worker does (server/background-work.ts), on
// the database of KINDRED_TEST_DATABASE_URL with SMTP_URL from its environment. It writes
// JOB_WORKER_READY on its own line once it takes jobs; tests end it as they please (SIGKILL included).
import { loadConfig } from "../../server/config";
import { connectDatabase } from "../../server/db/client";
import { createLogger } from "../../server/lib/logger";
import { createRuntime } from "../../server/services";

const url = process.env.KINDRED_TEST_DATABASE_URL;
if (!url) throw new Error("KINDRED_TEST_DATABASE_URL is not set");
const database = connectDatabase(url, { max: 3 });
const config = loadConfig({ ...process.env, NODE_ENV: "test", SEED_DEMO: "false" });
const runtime = createRuntime({ config, database, logger: createLogger("silent") });
await runtime.startBackgroundWork();
process.stdout.write("JOB_WORKER_READY\n");
