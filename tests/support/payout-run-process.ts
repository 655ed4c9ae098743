// A process that runs one payout run (server/modules/payouts/service.ts runPayouts) on the database of
// KINDRED_TEST_DATABASE_URL, as a web worker's payout job would: it writes PAYOUT_RUN_READY once its
// runtime is built, waits for a line on stdin (so two processes can be started at the same moment),
// then writes PAYOUT_RUN_PAID {count} and exits.
import { once } from "node:events";
import { loadConfig } from "../../server/config";
import { connectDatabase } from "../../server/db/client";
import { createLogger } from "../../server/lib/logger";
import { createRuntime } from "../../server/services";

const url = process.env.KINDRED_TEST_DATABASE_URL;
if (!url) throw new Error("KINDRED_TEST_DATABASE_URL is not set");
const database = connectDatabase(url, { max: 3 });
const config = loadConfig({ ...process.env, NODE_ENV: "test", SEED_DEMO: "false" });
const { services } = createRuntime({ config, database, logger: createLogger("silent") });
process.stdout.write("PAYOUT_RUN_READY\n");
process.stdin.resume();
await once(process.stdin, "data");
const paid = await services.payouts.runPayouts();
process.stdout.write(`PAYOUT_RUN_PAID ${paid}\n`);
await database.close();
process.exit(0);
