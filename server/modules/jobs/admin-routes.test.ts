// Failed background jobs for staff (docs/product/staff-portal.md#jobs): an e-mail whose SMTP server
// refuses it shows with its last error while it waits to retry; 'Retry' runs it again now, counted
// afresh; an unknown job is 404.
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminFailedJob } from "#common/admin-jobs";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { startTestApp } from "../../../tests/support/test-app";
import { createSmtpTransport } from "../mail/delivery";

const sink = await startSmtpSink();
const app = await startTestApp(
  { ADMIN_EMAILS: "desk@kindred.example" },
  { mailTransport: createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>") },
);
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount(app, { email: "desk@kindred.example" });
});
const call = (method: string, path: string) => app.request(path, { method, headers: { Cookie: admin.jar.header } });

async function failedJobs(): Promise<AdminFailedJob[]> {
  const response = await call("GET", "/api/admin/jobs");
  expect(response.status).toBe(200);
  return (await response.json()) as AdminFailedJob[];
}

describe("failed jobs for staff", () => {
  it("lists a failing e-mail job with its last error, and runs it again on 'Retry'", async () => {
    sink.failNext(100);
    await app.deps.mail.enqueue(app.database.db, { kind: "test.jobs", to: "sam@example.com", subject: "Refused twice", text: "x" });
    // Its second failure: the next attempt waits e^2 seconds, time enough for staff to retry it first.
    await expect.poll(async () => (await failedJobs())[0]?.attempts, { timeout: 15_000, interval: 100 }).toBe(2);
    const [job] = await failedJobs();
    expect(job).toMatchObject({ task: "mail.deliver", state: "retrying", maxAttempts: 10 });
    expect(job.lastError).toMatch(/temporarily unavailable/);

    sink.failNext(0);
    const retried = await call("POST", `/api/admin/jobs/${job.id}/retry`);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id: job.id, attempts: 0 });
    await sink.waitFor((m) => m.subject === "Refused twice");
    await expect.poll(async () => (await failedJobs()).length, { timeout: 10_000, interval: 100 }).toBe(0);
  });

  it("answers 404 for a job that does not exist", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const response = await call("POST", `/api/admin/jobs/${id}/retry`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Job not found" });
    }
  });
});
