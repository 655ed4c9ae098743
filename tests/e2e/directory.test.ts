// The coach directory (docs/product/directory.md): headings at phone and desktop widths; the filter
// card from 768 px up (staged filters applied with 'Find My Coach!', 'Clear All', the active-filter
// line, budget tiers, filters in the address: back button, reload); the count, 'Load more', card
// contents, skeletons and the no-results texts. The phone's filters sheet and the chips of applied
// filters: directory-filters-sheet.test.ts.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import {
  assertNoPageProblems,
  baseUrl,
  browserForThisFile,
  gotoHydrated,
  holdRequests,
  hydrated,
  openPage,
  type ViewportName,
} from "../support/browser";
import { startSlowStreamProxy } from "../support/slow-stream-proxy";

const browser = browserForThisFile();
let allCoaches: PublicCoach[];
beforeAll(async () => {
  allCoaches = (await (await fetch(`${baseUrl()}/api/coaches?limit=100`)).json()) as PublicCoach[];
});

async function apiTotal(query: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/coaches?${query}`);
  return Number(response.headers.get("x-total-count"));
}

/** Waits until the page shows this count (reading right after a navigation could see the old page). */
const showsCount = (page: Page, total: number) => page.getByText(`Showing ${total} relationship coaches`, { exact: true }).waitFor();

/** 'Find My Coach!' applies the three staged filters: they go into the address, and the count and cards follow. */
async function applyStagedFilters(page: Page) {
  await page.getByRole("button", { name: "Find My Coach!" }).click();
  await page.waitForURL((url) => url.search !== "");
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ experience: "10", minRate: "100", maxRate: "150", language: "English" });
  const expected = await apiTotal(params.toString());
  await showsCount(page, expected);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="coach-card"]').length === n, Math.min(expected, 24));
}

/** A reload keeps the filters. */
async function expectFiltersKeptAfterReload(page: Page) {
  await gotoHydrated(page, page.url());
  await expect(page.getByLabel("Experience").inputValue()).resolves.toBe("10");
  await expect(page.getByLabel("Budget per session").inputValue()).resolves.toBe("100-150");
  await page.getByText("✨ 3 filter(s) active!").waitFor();
}

/** 'Clear All' empties the staged and the applied filters, and is disabled again. */
async function expectClearAllEmptiesFilters(page: Page, clearAll: Locator) {
  await clearAll.click();
  await page.waitForURL((url) => url.pathname === "/coaches" && url.search === "");
  await showsCount(page, await apiTotal(""));
  await expect(clearAll.isDisabled()).resolves.toBe(true);
}

describe.each<ViewportName>(["phone", "desktop"])("the directory at %s width", (viewport) => {
  it("has the headings with and without a search", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Find Coach");
    await page.getByText("Browse our network of certified relationship coaches and find the perfect match for your needs.").waitFor();
    await gotoHydrated(page, "/coaches?search=trust");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe('Coaches for "trust"');
    await page.getByText('Showing coaches with specializations related to "trust".').waitFor();
    await page.getByRole("button", { name: 'Remove "trust"' }).waitFor();
    await showsCount(page, await apiTotal("search=trust"));
    assertNoPageProblems(problems);
  });
});

describe("the filter card at desktop width", () => {
  const viewport: ViewportName = "desktop";

  it("reads the search from the address", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches?search=trust");
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("trust");
    assertNoPageProblems(problems);
  });

  it("stages filters, applies them with 'Find My Coach!', keeps them in the address, and clears them", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches");
    const clearAll = page.getByRole("button", { name: "Clear All" });
    await expect(clearAll.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Experience").selectOption({ label: "10+ years" });
    await page.getByLabel("Budget per session").selectOption({ label: "$100-150" });
    await page.getByLabel("Language").selectOption("English");
    await page.getByText("✨ 3 filter(s) active!").waitFor();
    await expect(clearAll.isDisabled()).resolves.toBe(false);
    // Staged, not applied yet.
    expect(new URL(page.url()).search).toBe("");

    await applyStagedFilters(page);
    await expectFiltersKeptAfterReload(page);

    await expectClearAllEmptiesFilters(page, clearAll);
    assertNoPageProblems(problems);
  });

  it("applies choices made before the card's code has arrived (a select, a checkbox, typed text, then the press)", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    // The card's code is held until everything has been done on the server's HTML, as on a slow
    // connection or a busy phone: the choices and the press must all be replayed, none lost.
    const code = await holdRequests(page, "**/assets/filter-card-*.js");
    await gotoHydrated(page, "/coaches");
    await page.getByLabel("Professional type").selectOption("Licensed Therapist");
    await page.getByLabel("License verified").check();
    await page.getByLabel("Search").fill("trust");
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    expect(code.requested()).toBe(true);
    expect(new URL(page.url()).search).toBe("");
    code.release();
    await page.waitForURL((url) => url.search !== "");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      professionalType: "Licensed Therapist",
      verified: "true",
      search: "trust",
    });
    await showsCount(page, await apiTotal("professionalType=Licensed%20Therapist&verified=true&search=trust"));
    assertNoPageProblems(problems);
  });

  it("shows every filter at once, and no 'Filters' button", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches");
    for (const label of ["Category", "Experience", "Budget per session", "Language", "Location", "Gender"]) {
      await page.getByLabel(label).waitFor();
    }
    await page.getByRole("button", { name: "Filters", exact: true }).waitFor({ state: "hidden" });
    assertNoPageProblems(problems);
  });

  it("'all' removes a filter, and the back button returns to the previous filters", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches?gender=Female");
    await expect(page.getByLabel("Gender").inputValue()).resolves.toBe("Female");
    await page.getByLabel("Professional type").selectOption("Licensed Therapist");
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    await page.waitForURL("**/coaches?gender=Female&professionalType=Licensed+Therapist");
    await showsCount(page, await apiTotal("gender=Female&professionalType=Licensed%20Therapist"));
    await page.getByLabel("Gender").selectOption("all");
    await page.getByText("✨ 1 filter(s) active!").waitFor();
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    await page.waitForURL("**/coaches?professionalType=Licensed+Therapist");

    await page.goBack();
    await page.getByText(`Showing ${await apiTotal("gender=Female&professionalType=Licensed%20Therapist")} relationship coaches`).waitFor();
    expect(new URL(page.url()).search).toBe("?gender=Female&professionalType=Licensed+Therapist");
    await expect(page.getByLabel("Gender").inputValue()).resolves.toBe("Female");
    assertNoPageProblems(problems);
  });

  it("shows the no-results texts", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches");
    await page.getByLabel("Search").fill("zzqxnothing");
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    await page.getByText("No coaches found matching your criteria.").waitFor();
    await page.getByText("Try adjusting your filters to see more results.").waitFor();
    await showsCount(page, 0);
    assertNoPageProblems(problems);
  });
});

describe("directory paging and loading", () => {
  it("pages in with 'Load more' until every match is shown", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    const total = await apiTotal("");
    expect(total).toBeGreaterThan(24);
    // Streamed cards wait in a hidden template until React reveals them: count the visible ones.
    await page.locator('[data-testid="coach-card"]:visible').nth(23).waitFor();
    await expect(page.locator('[data-testid="coach-card"]:visible').count()).resolves.toBe(24);
    await showsCount(page, total);
    // Every click adds the next page (24) until all are shown: the earlier browser tests add coaches,
    // so there may be more than two pages. The results are streamed and hydrate on their own, once
    // their data has arrived in the browser.
    const loadMore = page.getByRole("button", { name: "Load more" });
    const cards = () => page.evaluate(() => document.querySelectorAll('[data-testid="coach-card"]').length);
    for (let shown = 24; shown < total; shown = Math.min(shown + 24, total)) {
      await (await hydrated(loadMore)).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="coach-card"]').length === n, Math.min(shown + 24, total));
    }
    await expect(cards()).resolves.toBe(total);
    await expect(loadMore.count()).resolves.toBe(0);
    const hrefs = await page.getByTestId("coach-card").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(total);
    assertNoPageProblems(problems);
  });

  it("shows the first page's cards when the page became interactive before they arrived (a stalled connection)", async () => {
    const proxy = await startSlowStreamProxy();
    const { page } = await openPage(browser(), "phone", { baseURL: proxy.origin });
    // The router's own request once the page is interactive (it looks up the routes the page links to)
    // is what redraws the results' part in the browser while the server's cards are still held.
    const routerLookup = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await page.goto("/coaches?search=anxiety", { waitUntil: "commit" });
    await proxy.held;
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await routerLookup;
    proxy.release();
    const expected = Math.min(await apiTotal("search=anxiety"), 24);
    expect(expected).toBeGreaterThan(0);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="coach-card"]').length === n, expected);
    await expect(page.getByText("No coaches found matching your criteria.").count()).resolves.toBe(0);
  });

  it("shows 9 skeleton cards while applied filters load", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/coaches?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Gender").selectOption("Male");
    await page.getByRole("button", { name: "Find My Coach!" }).click();
    // The answer is held: the skeletons must appear (waiting on the page's state, not a moment). The
    // address may change only once the navigation's data is in, so it is checked after the release.
    await expect.poll(() => page.getByTestId("coach-card-skeleton").count()).toBe(9);
    release();
    await page.waitForURL("**/coaches?gender=Male");
    await page.getByTestId("coach-card").first().waitFor();
    await expect.poll(() => page.getByTestId("coach-card-skeleton").count()).toBe(0);
    assertNoPageProblems(problems);
  });
});

describe.each<ViewportName>(["phone", "desktop"])("coach cards at %s width", (viewport) => {
  it("show exactly what the product documentation lists", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coaches?limit=100");
    await page
      .getByRole("button", { name: "Load more" })
      .click()
      .catch(() => {});
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="coach-card"]').length === n, allCoaches.length);
    // A coach whose title contains the name, one with more than 3 specializations, one at rate 0.
    const named = allCoaches.find((c) => c.title.includes(`${c.firstName} ${c.lastName}`))!;
    const many = allCoaches.find((c) => c.specializations.length > 3)!;
    const free = allCoaches.find((c) => Number(c.hourlyRate) === 0)!;
    const paid = allCoaches.find((c) => Number(c.hourlyRate) > 0)!;
    expect([named, many, free, paid].every(Boolean)).toBe(true);

    const card = (coach: PublicCoach) => page.locator(`[data-testid="coach-card"][href="/coaches/${coach.id}"]`);
    const namedText = (await card(named).textContent()) ?? "";
    expect(namedText).toContain(`${named.firstName} ${named.lastName}`);
    expect(namedText.split(`${named.firstName} ${named.lastName}`).length - 1).toBe(1);
    expect(namedText).toContain(`${named.rating.toFixed(1)}(${named.totalReviews} reviews)`);
    expect(namedText).toContain(`${named.experience}+ years experience`);

    const badges = await card(many).getByRole("list", { name: "Specializations" }).getByRole("listitem").allTextContents();
    expect(badges).toEqual([...many.specializations.slice(0, 3), `+${many.specializations.length - 3} more`]);

    const freeText = (await card(free).textContent()) ?? "";
    expect(freeText).toContain("Pricing");
    expect(freeText).toContain("Contact me");
    expect(freeText).not.toContain("Starting at");
    const paidText = (await card(paid).textContent()) ?? "";
    expect(paidText).toContain(`Starting at$${Math.round(Number(paid.hourlyRate))}/session`);

    const clamp = await card(paid)
      .locator(".cc-bio")
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe("3");
    assertNoPageProblems(problems);
  });
});
