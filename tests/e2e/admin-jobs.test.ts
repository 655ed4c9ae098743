// Failed jobs in a browser (docs/product/staff-portal.md#jobs): a job the server's runner gave up on
// shows with its name, 'Failed' and its last error; 'Retry' queues it again (it fails again here, as
// its payload is refused), and a person without the admin role is told 'Access Denied'.
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";

const database = connectE2eDatabase();
const browser = browserForThisFile();

/** A delivery job whose payload names no message: refused on its one attempt. */
async function queueRefusedJob(): Promise<string> {
  const result = await database.db.execute<{ id: string }>(
    sql`select id from graphile_worker.add_job('mail.deliver', json_build_object('emailId', 'no-such-message'), max_attempts => 1)`,
  );
  return String(result.rows[0].id);
}

/** The job's attempts, counted only when its last change came after `since` (the database's clock). */
async function attemptsOf(id: string, since = "-infinity"): Promise<number> {
  const result = await database.db.execute<{ attempts: number }>(
    sql`select attempts from graphile_worker.jobs where id = ${id}::bigint and updated_at > ${since}::timestamptz and locked_at is null`,
  );
  return result.rows[0]?.attempts ?? -1;
}

async function databaseNow(): Promise<string> {
  const result = await database.db.execute<{ now: string }>(sql`select now()::text as now`);
  return result.rows[0].now;
}

let jobId = "";
afterAll(async () => {
  if (jobId) await database.db.execute(sql`select graphile_worker.complete_jobs(array[${jobId}::bigint])`);
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

describe("/admin/jobs", () => {
  it("shows a failed job with its last error, and 'Retry' runs it again", async () => {
    jobId = await queueRefusedJob();
    await expect.poll(() => attemptsOf(jobId), { timeout: 15_000, interval: 100 }).toBe(1);

    const { page, context, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { admin: true });
    await gotoHydrated(page, "/admin/jobs");
    await page.getByRole("heading", { level: 1, name: "Failed Jobs" }).waitFor();
    const row = page.getByTestId("failed-job").filter({ hasText: `#${jobId}` });
    await row.getByText("mail.deliver").waitFor();
    await row.getByText("Failed", { exact: true }).waitFor();
    await row.getByText("1 of 1 attempts", { exact: false }).waitFor();
    expect(await row.textContent()).toContain("Last error:");

    const clicked = await databaseNow();
    await row.getByRole("button", { name: `Retry mail.deliver job ${jobId}` }).click();
    await toasts(page).getByText("Job queued again").waitFor();
    // Run again (and refused again): counted afresh, one attempt since the click.
    await expect.poll(() => attemptsOf(jobId, clicked), { timeout: 15_000, interval: 100 }).toBe(1);
    assertNoPageProblems(problems);
  });

  it("tells a person without the admin role 'Access Denied — You need admin access to view this page.'", async () => {
    const { page, context, problems, expectErrorStatus } = await openPage(browser(), "phone");
    await signInContext(context);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin/jobs"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.textContent("main")).toContain("You need admin access to view this page.");
    assertNoPageProblems(problems);
  });
});
