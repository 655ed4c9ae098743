// The directory's order and the cards' next free time (docs/product/directory.md#order and
// #coach-card): 'Sort by' is drawn by the server from the address, applied in the browser without
// a reload and kept by the filters and 'Load more'; a card with a next free time says so in the
// visitor's own zone once the page runs (UTC, named, in the server's HTML), without a hydration
// mismatch.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage } from "../support/browser";

const browser = browserForThisFile();
const VISITOR_ZONE = "Asia/Tokyo";

async function apiOrder(query: string): Promise<PublicCoach[]> {
  return (await (await fetch(`${baseUrl()}/api/coaches?limit=100&${query}`)).json()) as PublicCoach[];
}

/** The cards' coach ids, in the order shown, once `count` are there. */
async function shownIds(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="coach-card"]').length === n, count);
  const hrefs = await page.getByTestId("coach-card").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace("/coaches/", ""));
}

/** What the card says of an instant in the visitor's zone, by the rule of the product (docs/product/directory.md#coach-card). */
function inVisitorZone(iso: string): string {
  const far = Date.parse(iso) - Date.now() > 6 * 86_400_000;
  const text = new Intl.DateTimeFormat("en-US", {
    timeZone: VISITOR_ZONE,
    weekday: "short",
    ...(far ? { month: "short", day: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
  return `Next available ${text}`;
}

describe("the directory's order", () => {
  it("is drawn from the address by the server, and shows the API's order", async () => {
    const html = await (await fetch(`${baseUrl()}/coaches?sort=price_desc`)).text();
    expect(/<option value="price_desc" selected="">Price: high to low<\/option>/.test(html)).toBe(true);
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/coaches?sort=price_desc");
    await expect(page.getByLabel("Sort by").inputValue()).resolves.toBe("price_desc");
    const expected = (await apiOrder("sort=price_desc")).map((coach) => coach.id);
    expect(await shownIds(page, 24)).toEqual(expected.slice(0, 24));
    assertNoPageProblems(problems);
  });

  it("is applied without a reload, kept in the address, by the filters and by 'Load more'", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sortBy = page.getByLabel("Sort by");
    await sortBy.focus();
    await sortBy.selectOption("next_available");
    await page.waitForURL((url) => url.search === "?sort=next_available");
    const byNextFree = (await apiOrder("sort=next_available")).map((coach) => coach.id);
    expect(await shownIds(page, 24)).toEqual(byNextFree.slice(0, 24));
    // The list changed; the place did not: the focus stays on the select.
    await expect(sortBy.evaluate((select) => select === document.activeElement)).resolves.toBe(true);
    await page.getByRole("button", { name: "Load more" }).click();
    expect(await shownIds(page, byNextFree.length)).toEqual(byNextFree);

    await page.getByLabel("Language").selectOption("Spanish");
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    await page.waitForURL((url) => url.searchParams.get("language") === "Spanish");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("next_available");
    const spanish = (await apiOrder("language=Spanish&sort=next_available")).map((coach) => coach.id);
    expect(await shownIds(page, spanish.length)).toEqual(spanish);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    assertNoPageProblems(problems);
  });
});

describe("a card's next free time", () => {
  it("is named in UTC in the server's HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/coaches`)).text();
    // React writes the attribute as dateTime; HTML attribute names are case-insensitive.
    const line =
      /<time id="c\d+n" class="cc-next" datetime="[^"]+">Next available (\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC)<\/time>/i;
    expect(line.exec(html)?.[1]).toMatch(/ UTC$/);
  });

  it("is shown in the visitor's zone once the page runs, on the server's cards and on those the browser draws", async () => {
    const { page, problems } = await openPage(browser(), "desktop", { timezoneId: VISITOR_ZONE });
    await gotoHydrated(page, "/coaches");
    const coaches = await apiOrder("");
    const withTime = coaches.slice(0, 24).filter((coach) => coach.nextAvailableAt);
    expect(withTime.length).toBeGreaterThan(10);
    const card = (id: string) => page.locator(`[data-testid="coach-card"][href="/coaches/${id}"] time.cc-next`);
    for (const coach of withTime) await expect.poll(() => card(coach.id).textContent()).toBe(inVisitorZone(coach.nextAvailableAt!));
    // Coaches without one show no such line.
    const without = coaches.slice(0, 24).find((coach) => !coach.nextAvailableAt);
    if (without) await expect(card(without.id).count()).resolves.toBe(0);

    await page.getByLabel("Sort by").selectOption("price_asc");
    await page.waitForURL((url) => url.search === "?sort=price_asc");
    const drawn = (await apiOrder("sort=price_asc")).slice(0, 24).find((coach) => coach.nextAvailableAt)!;
    await expect.poll(() => card(drawn.id).textContent()).toBe(inVisitorZone(drawn.nextAvailableAt!));
    assertNoPageProblems(problems);
  });
});
