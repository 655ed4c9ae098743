// Insights in the browser: two people view a coach's profile (one opens it, one navigates to it from
// the directory), a search engine's crawler opens it too, and the coach sees two views on the
// Insights page, whose chart and table read well at phone and desktop widths. The account is linked
// to the coach through the database: the invitation flow is tested on its own. The coach is one that
// other tests sharing this database have not booked or asked, so its requests and sessions are 0.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { withE2eDatabase } from "../support/e2e-database";
import { signInContext } from "../support/e2e-accounts";

const browser = browserForThisFile();
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
// Headless Chromium says "HeadlessChrome", which is (rightly) a bot: visitors use a desktop Chrome's.
const CHROME = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
  });
}

/** Controls under 40 px either way, and how far the page is wider than the window. */
function measure(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main a[href], main button, main summary")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 40 || box.width < 40)
        small.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, small };
  });
}

describe("Coach Workspace: Insights", () => {
  it("counts a rendered and a navigated-to profile view but not a crawler's, and shows them as tiles, chart and table", async () => {
    const coachSide = await openPage(browser(), "phone");
    const account = await signInContext(coachSide.context, { firstName: "Casey", lastName: "Coach" });
    const firstPage = (await (await coachSide.context.request.get("/api/coaches?limit=24")).json()) as PublicCoach[];
    const coachId = await withE2eDatabase(async (client) => {
      const linked = await client.query<{ id: string }>(
        `update coaches set user_id = (select id from users where lower(email) = lower($1))
         where id = (select id from coaches where user_id is null and id = any($2::uuid[])
                       and not exists (select 1 from bookings where bookings.coach_id = coaches.id)
                       and not exists (select 1 from consultation_requests where consultation_requests.coach_id = coaches.id)
                     order by random() limit 1)
         returning id`,
        [account.email, firstPage.map((coach) => coach.id)],
      );
      return linked.rows[0].id;
    });

    // One visitor opens the profile (server render), twice: one view.
    const opener = await openPage(browser(), "desktop", { userAgent: CHROME(131) });
    await gotoHydrated(opener.page, `/coaches/${coachId}`);
    await gotoHydrated(opener.page, `/coaches/${coachId}`);
    // Another goes there from the directory (client-side navigation: the page's own fetch counts).
    const navigator = await openPage(browser(), "desktop", { userAgent: CHROME(130) });
    await gotoHydrated(navigator.page, "/coaches");
    const profileFetch = navigator.page.waitForRequest((request) => request.url().endsWith(`/api/coaches/${coachId}`));
    await navigator.page.locator(`a[href="/coaches/${coachId}"]`).first().click();
    expect((await profileFetch).headers()["x-profile-view"]).toBe("1");
    await navigator.page.getByRole("heading", { level: 1 }).waitFor();
    // A crawler is not a visitor.
    const crawler = await openPage(browser(), "desktop", { userAgent: GOOGLEBOT });
    await crawler.page.goto(`/coaches/${coachId}`);

    // Counting happens beside the answer: look until both views are in.
    const viewsTile = coachSide.page.locator("dt", { hasText: "Profile views" }).locator("xpath=following-sibling::dd[1]/span[1]");
    await expect
      .poll(
        async () => {
          await gotoHydrated(coachSide.page, "/coach/insights");
          return viewsTile.textContent();
        },
        { timeout: 15_000 },
      )
      .toBe("2");

    const page = coachSide.page;
    await page.getByRole("heading", { level: 2, name: "Insights" }).waitFor();
    const chart = page.getByRole("img", { name: /Profile views, requests and sessions per day, last 30 days/ });
    await chart.first().waitFor();
    expect(await chart.count()).toBe(1); // the wide drawing is hidden at this width
    expect(await chart.getAttribute("aria-labelledby")).toMatch(/title .*desc$/);
    expect(await chart.locator("desc").textContent()).toMatch(/^2 profile views, 0 consultation requests and 0 sessions from /);
    expect(await measure(page)).toEqual({ overflow: 0, small: [] });

    await page.getByRole("link", { name: "90 days" }).click();
    // The new window's chart replaces the old one once its data has arrived.
    await page.getByRole("img", { name: /last 90 days/ }).waitFor();
    expect(page.url()).toMatch(/days=90$/);
    expect(await page.getByRole("link", { name: "90 days" }).getAttribute("aria-current")).toBe("page");
    expect(await measure(page)).toEqual({ overflow: 0, small: [] });

    await page.getByText("Show the figures as a table").click();
    const table = page.getByRole("table", { name: /per day, last 90 days/ });
    await table.waitFor();
    expect(await table.locator("tbody tr").count()).toBe(90);
    const today = new Date().toISOString().slice(0, 10);
    expect(await table.locator(`tbody tr:has(time[datetime="${today}"]) td`).allTextContents()).toEqual(["2", "0", "0"]);
    expect(await measure(page)).toEqual({ overflow: 0, small: [] });
    expect(await axeViolations(page)).toEqual([]);

    const desktop = await openPage(browser(), "desktop");
    await desktop.context.addCookies(await coachSide.context.cookies());
    await gotoHydrated(desktop.page, "/coach/insights?days=90");
    await expect(desktop.page.getByRole("img", { name: /last 90 days/ }).count()).resolves.toBe(1);
    expect(await axeViolations(desktop.page)).toEqual([]);

    for (const watched of [coachSide, opener, navigator, desktop]) assertNoPageProblems(watched.problems);
  }, 240_000);
});
