// The directory's filters on a phone and the chips of applied filters (docs/product/directory.md#filters-on-a-phone,
// docs/product/directory.md#applied-filters): at 390 px the first coach is in the first screen and
// nothing moves when the page becomes interactive; 'Filters' opens a sheet (keyboard, focus, axe) with
// the staged fields, counts what they would show before applying ('Show N coaches', 'Show 1 coach',
// 'Show coaches' while counting), applies them into the address; chips remove one filter each, at
// phone and desktop widths; 'Clear All' empties everything.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { axeViolations } from "../support/axe";
import { htmlErrors } from "../support/html-validation";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, holdRequests, openPage, VIEWPORTS } from "../support/browser";

const browser = browserForThisFile();

async function apiTotal(query: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/coaches?${query}`);
  return Number(response.headers.get("x-total-count"));
}

const showsCount = (page: Page, total: number) => page.getByText(`Showing ${total} relationship coaches`, { exact: true }).waitFor();
const filtersButton = (page: Page) => page.getByRole("button", { name: "Filters", exact: true });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Filters" });
const chipNames = (page: Page) => page.getByRole("list", { name: "Applied filters" }).getByRole("button").allTextContents();

/** The top of each element as the page draws it, in document coordinates. */
const tops = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) => list.map((selector) => (document.querySelector(selector)?.getBoundingClientRect().top ?? NaN) + window.scrollY),
    selectors,
  );

/** A coach whose last name, searched, finds that coach alone. */
async function coachFoundAlone(): Promise<PublicCoach> {
  const coaches = (await (await fetch(`${baseUrl()}/api/coaches?limit=100`)).json()) as PublicCoach[];
  for (const coach of coaches) {
    if ((await apiTotal(`search=${encodeURIComponent(coach.lastName)}`)) === 1) return coach;
  }
  throw new Error("No coach is found alone by their last name.");
}

async function openSheet(page: Page) {
  await filtersButton(page).click();
  await sheet(page).waitFor();
  // Focus moved into the sheet.
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
}

describe("the directory on a 390 px phone", () => {
  it("shows the first coach in the first screen, with the filters behind a button, and does not move when it hydrates", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await page.goto("/coaches?language=English", { waitUntil: "commit" });
    const firstCard = '[data-testid="coach-card"]';
    await page.locator(`${firstCard}:visible`).first().waitFor();
    const watched = ["main h1", "main ul[aria-label='Applied filters']", firstCard];
    const before = await tops(page, watched);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await tops(page, watched)).toEqual(before);

    const box = (await page.locator(firstCard).first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(VIEWPORTS.phone.viewport.height);
    await filtersButton(page).waitFor();
    await page.getByLabel("Experience").first().waitFor({ state: "hidden" });
    expect(await chipNames(page)).toEqual(["Remove English"]);
    assertNoPageProblems(problems);
  });
});

describe("the filters sheet on a 390 px phone", () => {
  it("stages filters in the sheet, counts them before applying, applies them, and removes them one chip at a time", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    const counts: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/coaches" && url.searchParams.get("limit") === "1") counts.push(url);
    });
    await gotoHydrated(page, "/coaches");
    await openSheet(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await htmlErrors(await page.content())).toEqual([]);
    const spanish = await apiTotal("language=Spanish");
    const spanishSenior = await apiTotal("experience=10&language=Spanish");
    expect(spanish).toBeGreaterThan(spanishSenior);

    const dialog = sheet(page);
    await dialog.getByLabel("Language").selectOption("Spanish");
    await dialog.getByRole("button", { name: `Show ${spanish} coaches` }).waitFor();
    await dialog.getByLabel("Experience").selectOption({ label: "10+ years" });
    await dialog.getByText("✨ 2 filter(s) active!").waitFor();
    await dialog.getByRole("button", { name: spanishSenior === 1 ? "Show 1 coach" : `Show ${spanishSenior} coaches` }).click();
    // Counted with the staged filters and one coach per answer; nothing applied until the button.
    expect(counts.some((url) => url.searchParams.get("language") === "Spanish" && url.searchParams.get("experience") === "10")).toBe(true);

    await page.waitForURL((url) => url.search === "?experience=10&language=Spanish");
    await showsCount(page, spanishSenior);
    await sheet(page).waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.id === "results");
    expect(await chipNames(page)).toEqual(["Remove 10+ years", "Remove Spanish"]);

    await page.getByRole("button", { name: "Remove 10+ years" }).click();
    await page.waitForURL((url) => url.search === "?language=Spanish");
    await showsCount(page, spanish);
    expect(await chipNames(page)).toEqual(["Remove Spanish"]);

    // The address keeps them: after a reload the chip is there and the sheet starts from it.
    await gotoHydrated(page, page.url());
    expect(await chipNames(page)).toEqual(["Remove Spanish"]);
    await openSheet(page);
    await expect(sheet(page).getByLabel("Language").inputValue()).resolves.toBe("Spanish");
    await sheet(page).getByRole("button", { name: "Clear All" }).click();
    await page.waitForURL((url) => url.pathname === "/coaches" && url.search === "");
    await showsCount(page, await apiTotal(""));
    await expect(page.getByRole("list", { name: "Applied filters" }).count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });

  it("says 'Show coaches' while counting and 'Show 1 coach' for one, and shows no results through the sheet", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    const single = await coachFoundAlone();
    await gotoHydrated(page, "/coaches");
    const count = await holdRequests(
      page,
      "**/api/coaches?*",
      (request) => new URL(request.url()).searchParams.get("search") === single.lastName,
    );
    await openSheet(page);
    await sheet(page).getByLabel("Search").fill(single.lastName);
    const apply = sheet(page).getByRole("button", { name: /^Show / });
    await expect.poll(() => apply.getAttribute("aria-busy")).toBe("true");
    await expect(apply.textContent()).resolves.toBe("Show coaches");
    count.release();
    await sheet(page).getByRole("button", { name: "Show 1 coach" }).waitFor();

    await sheet(page).getByLabel("Search").fill("zzqxnothing");
    await sheet(page).getByRole("button", { name: "Show 0 coaches" }).click();
    await page.getByText("No coaches found matching your criteria.").waitFor();
    await page.getByText("Try adjusting your filters to see more results.").waitFor();
    expect(await chipNames(page)).toEqual(['Remove "zzqxnothing"']);
    assertNoPageProblems(problems);
  });
});

describe("the filters sheet and the keyboard", () => {
  it("opens and closes the sheet with the keyboard, focus going in and coming back to 'Filters'", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/coaches");
    await filtersButton(page).focus();
    await page.keyboard.press("Enter");
    await sheet(page).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("type"))).resolves.toBe("search");
    // Tab from the last control (Close) comes back to the search field, scrolled into view.
    await sheet(page).getByLabel("Professional type").focus();
    await sheet(page).getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Tab");
    const search = sheet(page).getByLabel("Search");
    await expect(search.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect.poll(async () => (await search.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Escape");
    await sheet(page).waitFor({ state: "detached" });
    await expect(filtersButton(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe("");
    assertNoPageProblems(problems);
  });
});

describe("chips of applied filters at desktop width", () => {
  it("show every applied filter, the budget as one, and each removes its own filter", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches?language=English&minRate=100&maxRate=150&availability=weekdays");
    expect(await chipNames(page)).toEqual(["Remove $100-150", "Remove Weekdays", "Remove English"]);
    await filtersButton(page).waitFor({ state: "hidden" });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Remove $100-150" }).click();
    await page.waitForURL((url) => url.search === "?availability=weekdays&language=English");
    await showsCount(page, await apiTotal("availability=weekdays&language=English"));
    expect(await chipNames(page)).toEqual(["Remove Weekdays", "Remove English"]);
    // The card follows the address: the budget is no longer chosen, the rest still is.
    await expect.poll(() => page.getByLabel("Budget per session").inputValue()).toBe("all");
    await expect(page.getByLabel("Language").inputValue()).resolves.toBe("English");
    assertNoPageProblems(problems);
  });
});
