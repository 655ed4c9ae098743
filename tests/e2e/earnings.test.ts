// Earnings and payouts in a browser (docs/product/earnings-and-payouts.md): a client pays a session
// through the real checkout with the test card; the session is then moved three days into the past and
// completed in the database (standing for the 48 hours passing); the coach connects a test payout
// account through the Earnings page's form; the release and payout jobs run on the server; the coach
// sees the payout on the page and in its CSV, and staff see it in /admin/payouts and the coach's ledger.
// Set EARNINGS_SCREENSHOTS to a folder to keep screenshots of the pages.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminPayoutsReport, CoachEarnings } from "#common/earnings";
import { TEST_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER } from "#common/payout-account";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type WatchedPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { withE2eDatabase } from "../support/e2e-database";
import { coachesForThisFile, holdPaidSession, setEveryDayHours } from "../support/site-pages";
import { axeViolations } from "../support/axe";
import { payWith } from "./booking-pages";

const browser = browserForThisFile();
const coaches = coachesForThisFile();
const SHOTS = process.env.EARNINGS_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Queues a job on the server's queue now, as its schedule would (graphile-worker, server/modules/jobs/queue.ts). */
async function runJobNow(task: string) {
  await withE2eDatabase((client) => client.query("select graphile_worker.add_job($1, json_build_object())", [task]));
}

async function earningsOf(coach: WatchedPage): Promise<CoachEarnings> {
  const response = await coach.context.request.get("/api/coach/earnings");
  expect(response.status()).toBe(200);
  return (await response.json()) as CoachEarnings;
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("earnings and payouts", () => {
  it("a paid, completed session is released, paid out to the coach's test account, and shown to the coach and to staff", async () => {
    // The coach: an account linked to a new coach with hours every day.
    const coach = await openPage(browser(), "desktop", { timezoneId: "America/New_York" });
    const lastName = `Payne${Date.now().toString(36)}`;
    const coachAccount = await signInContext(coach.context, { firstName: "Quinn", lastName });
    const coachName = `Quinn ${lastName}`;
    const coachId = await coaches.link(coachAccount);
    await setEveryDayHours({ ...coach, coachId });

    // A client pays a $120.00 session through the checkout with the test card.
    const client = await openPage(browser(), "desktop");
    await signInContext(client.context);
    const bookingId = await holdPaidSession(client.context, coachId);
    await gotoHydrated(client.page, `/checkout/${bookingId}`);
    await client.page.getByRole("heading", { name: "Complete Your Booking" }).waitFor();
    await payWith(client.page, "4242 4242 4242 4242");
    await client.page.waitForURL((url) => url.pathname === "/booking-success" && url.searchParams.get("booking_id") === bookingId);
    await client.page.getByText("Confirmed", { exact: true }).waitFor();

    // The coach's share waits in Pending.
    await expect.poll(async () => (await earningsOf(coach)).pendingCents, { timeout: 15_000 }).toBeGreaterThan(0);
    const beforeRelease = await earningsOf(coach);
    expect(beforeRelease.availableCents).toBe(0);
    expect(beforeRelease.payoutAccount).toBeNull();

    // 'Time moves past the 48 hours': the session took place three days ago.
    await withE2eDatabase((db) =>
      db.query("update bookings set scheduled_date = now() - interval '3 days', status = 'completed' where id = $1", [bookingId]),
    );

    // The Earnings page, reached from the workspace's navigation.
    await gotoHydrated(coach.page, "/coach");
    await coach.page.getByRole("navigation", { name: "Coach Workspace" }).getByRole("link", { name: "Earnings" }).click();
    await coach.page.waitForURL((url) => url.pathname === "/coach/earnings");
    const page = coach.page;
    await page.getByRole("heading", { level: 2, name: "Earnings" }).waitFor();
    expect(await page.getByTestId("fee-sentence").textContent()).toBe(`Kindred keeps ${beforeRelease.feePercent}% of each paid session.`);
    await page.getByText("Connect a payout account to be paid.").waitFor();
    await screenshot(page, "earnings-coach-before");

    // The test payout account form: the schema's message for a bad number, then the test numbers.
    const form = page.getByRole("form", { name: "Test payout account" });
    await form.getByLabel("Account holder's name").fill(coachName);
    await form.getByLabel("Routing number").fill("12345");
    await form.getByLabel("Account number").fill(TEST_ACCOUNT_NUMBER);
    await form.getByRole("button", { name: "Connect account" }).click();
    await form.getByText("A routing number has 9 digits").waitFor();
    await form.getByLabel("Routing number").fill(TEST_ROUTING_NUMBER);
    await form.getByRole("button", { name: "Connect account" }).click();
    const account = page.getByTestId("payout-account");
    await account.getByText("Payouts enabled").waitFor();
    expect(await account.textContent()).toContain(`ending in ${TEST_ACCOUNT_NUMBER.slice(-4)}`);

    // The release job makes the share available; the payout job pays it to the account.
    await runJobNow("payouts.release");
    await expect.poll(async () => (await earningsOf(coach)).availableCents, { timeout: 20_000 }).toBeGreaterThan(0);
    const released = await earningsOf(coach);
    expect(released.pendingCents).toBe(0);
    const owed = released.availableCents;
    expect(owed).toBeGreaterThanOrEqual(released.minimumPayoutCents);
    await runJobNow("payouts.run");
    await expect
      .poll(async () => (await earningsOf(coach)).entries.some((entry) => entry.kind === "payout"), { timeout: 20_000 })
      .toBe(true);
    const paid = await earningsOf(coach);
    expect(paid.availableCents).toBe(0);
    const payout = paid.entries.find((entry) => entry.kind === "payout")!;
    expect(payout.amountCents).toBe(-owed);

    // The coach sees it: balances, the payout's line, and the month's statement.
    await gotoHydrated(page, "/coach/earnings");
    expect(await page.getByTestId("balance-available").textContent()).toBe("$0.00");
    const table = page.getByTestId("earning-entries-table");
    const payoutRow = table
      .getByRole("row")
      .filter({ hasText: "Payout" })
      .filter({ hasText: `−$${(owed / 100).toFixed(2)}` });
    await payoutRow.first().waitFor();
    const statement = page.getByTestId("monthly-statements-table").getByRole("row").nth(1);
    expect(await statement.textContent()).toContain(`$${(owed / 100).toFixed(2)}`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "earnings-coach-desktop");

    // The CSV the page links to holds the payout.
    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloaded;
    const rows = parse(fs.readFileSync(await download.path(), "utf8")) as string[][];
    expect(rows.length).toBeGreaterThan(1);
    const dollars = (owed / 100).toFixed(2);
    const payoutLines = rows.slice(1).filter((cells) => cells.some((cell) => /payout/i.test(cell)));
    expect(
      payoutLines.some((cells) => cells.some((cell) => cell.replace(/[$,\s\u2212]/g, "").replace(/^[-+]/, "") === dollars)),
      `a payout line of ${dollars} in ${JSON.stringify(rows)}`,
    ).toBe(true);

    // On a phone: the entries are a list, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("earning-entries-list").waitFor();
    expect(await overflow(page)).toBe(0);
    await screenshot(page, "earnings-coach-phone");

    // Staff see the payout in its run, and the coach's ledger.
    const staff = await openPage(browser(), "desktop");
    await signInContext(staff.context, { admin: true });
    const report = (await (await staff.context.request.get("/api/admin/payouts")).json()) as AdminPayoutsReport;
    expect(report.periods.flatMap((period) => period.payouts).some((p) => p.coachId === coachId && p.status === "paid")).toBe(true);
    await gotoHydrated(staff.page, "/admin/payouts");
    await staff.page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
    await staff.page.getByRole("figure", { name: /Platform revenue per month/ }).waitFor();
    const staffRow = staff.page.getByTestId("period-payouts").getByRole("row", { name: coachName });
    await staffRow.first().waitFor();
    expect(await staffRow.first().textContent()).toContain(`$${dollars}`);
    expect(await staffRow.first().textContent()).toContain("Paid");
    await staff.page.getByLabel("Coach", { exact: true }).selectOption({ label: coachName });
    await staff.page.getByRole("button", { name: "Show ledger" }).click();
    const ledger = staff.page.getByTestId("coach-ledger");
    await ledger.getByRole("heading", { name: coachName }).waitFor();
    await ledger.getByTestId("earning-entries-table").getByRole("row").filter({ hasText: "Payout" }).first().waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, "payouts-staff-desktop");
    await staff.page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(staff.page)).toBe(0);
    await screenshot(staff.page, "payouts-staff-phone");

    for (const watched of [coach, client, staff]) assertNoPageProblems(watched.problems);
  });
});
