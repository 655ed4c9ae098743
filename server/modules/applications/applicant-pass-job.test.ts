// The pass over applicants' subscriptions is a job of the background registry
// (server/background-work.ts): a subscription paid 8 days ago without an application is cancelled
// and refunded by the job, run by a second process on the same database.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { applicantSubscriptions } from "../../db/schema";
import { loadConfig } from "../../config";
import { createLogger } from "../../lib/logger";
import { createRuntime } from "../../services";
import {
  applicantRow,
  applicantSubscription,
  DAY_MS,
  mailsTo,
  testProviderSubscription,
} from "../../../tests/support/applicant-subscriptions";
import { makeTempDir } from "../../../tests/support/temp-dir";
import { startTestApp } from "../../../tests/support/test-app";
import { createTestDatabase } from "../../../tests/support/test-database";

const database = await createTestDatabase();
const app = await startTestApp({ TRUST_PROXY: "true" }, { database });

const dataDir = makeTempDir("applicant-pass");
const worker = createRuntime({
  config: loadConfig({ NODE_ENV: "test", SEED_DEMO: "false", DATA_DIR: dataDir }),
  database,
  logger: createLogger("silent"),
});
const background = await worker.startBackgroundWork({ transport: { send: async () => {}, close: () => {} } });
afterAll(async () => {
  await background.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the background jobs", () => {
  it("cancel and refund a subscription paid 8 days ago that never got its application", async () => {
    const email = "lena.background@example.com";
    const subscriptionId = await applicantSubscription(app, email);
    await database.db
      .update(applicantSubscriptions)
      .set({ paidAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(applicantSubscriptions.subscriptionId, subscriptionId));
    // Its next tick, now rather than at the next minute.
    await background.enqueue("applications.pass");

    await expect.poll(async () => (await applicantRow(app, subscriptionId)).state, { timeout: 10_000, interval: 100 }).toBe("cancelled");
    expect((await testProviderSubscription(database, subscriptionId)).status).toBe("canceled");
    expect(await mailsTo(app, email, "application.abandoned-refunded")).toHaveLength(1);
  });
});
