// Home (docs/product/frame-and-home.md#home) at phone and desktop widths: the search box and its
// suggestion panel, 'Browse Coaches', featured coaches with skeletons and the empty text, and every
// button's destination. No request leaves the site's own host.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { stripLeadingEmoji } from "#common/catalogue/topics";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, holdRequests, openPage, type ViewportName } from "../support/browser";
import { DOCUMENTED_TRENDING_TOPICS } from "../support/trending-topics";

const browser = browserForThisFile();

const searchBox = (page: Page) => page.getByRole("combobox", { name: "What do you need help with?" });
const panelOptions = (page: Page) => page.getByRole("listbox").getByRole("option");
/** The topics the suggestion panel offers, without their emoji. */
const panelTopics = (page: Page) =>
  panelOptions(page)
    .allTextContents()
    .then((texts) => texts.map(stripLeadingEmoji));

/** The trending topics that contain an "a" (all but Conflict Resolution). */
const TRENDING_WITH_AN_A = DOCUMENTED_TRENDING_TOPICS.filter((topic) => topic !== "Conflict Resolution");

describe.each<ViewportName>(["phone", "desktop"])("home at %s width", (viewport) => {
  it("shows trending topics on focus, matching topics while typing, and hides the panel when nothing matches", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/");
    await expect(searchBox(page).getAttribute("placeholder")).resolves.toBe("What do you need help with?");
    await searchBox(page).click();
    await page.getByText("Trending topics", { exact: true }).waitFor();
    await expect(panelTopics(page)).resolves.toEqual(DOCUMENTED_TRENDING_TOPICS);

    await searchBox(page).fill("DISTANCE");
    await page.getByText("Matching topics", { exact: true }).waitFor();
    await expect(panelTopics(page)).resolves.toEqual(["Long Distance Love"]);
    // Matching is drawn from the 8 trending topics only, not the whole taxonomy.
    await searchBox(page).fill("parent");
    await expect(panelTopics(page)).resolves.toEqual(["Parenting"]);
    await searchBox(page).fill("A");
    await expect(panelTopics(page)).resolves.toEqual(TRENDING_WITH_AN_A);

    await searchBox(page).fill("zzqx");
    await expect(page.getByRole("listbox").count()).resolves.toBe(0);
    await expect(searchBox(page).getAttribute("aria-expanded")).resolves.toBe("false");
    assertNoPageProblems(problems);
  });

  it("puts a picked topic's plain text in the box, closes the panel, and browses with ?search=", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/");
    await searchBox(page).click();
    await panelOptions(page).filter({ hasText: "Long Distance Love" }).click();
    await expect(searchBox(page).inputValue()).resolves.toBe("Long Distance Love");
    await expect(page.getByRole("listbox").count()).resolves.toBe(0);
    const browse = page.getByRole("link", { name: "Browse Coaches" });
    await expect(browse.getAttribute("href")).resolves.toBe("/coaches?search=Long%20Distance%20Love");
    await browse.click();
    await page.getByRole("heading", { level: 1, name: 'Coaches for "Long Distance Love"' }).waitFor();
    expect(new URL(page.url()).search).toBe("?search=Long%20Distance%20Love");
    assertNoPageProblems(problems);
  });

  it("closes the panel on an outside click, and browses without ?search= when the box is empty", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/");
    await searchBox(page).click();
    await page.getByRole("listbox").waitFor();
    await page.getByRole("heading", { name: "How It Works" }).click();
    await expect(page.getByRole("listbox").count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Browse Coaches" }).getAttribute("href")).resolves.toBe("/coaches");
    await searchBox(page).fill("   ");
    await expect(page.getByRole("link", { name: "Browse Coaches" }).getAttribute("href")).resolves.toBe("/coaches");
    assertNoPageProblems(problems);
  });

  it("shows the first 6 coaches as featured, and every button goes where it should", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/");
    const api = (await (await page.request.get("/api/coaches")).json()) as { id: string }[];
    // Streamed cards wait in a hidden template until React reveals them: count the visible ones.
    const cards = page.locator('[data-testid="coach-card"]:visible');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(6);
    const hrefs = await cards.evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(api.slice(0, 6).map((c) => `/coaches/${c.id}`));
    for (const [name, href] of [
      ["View All Coaches", "/coaches"],
      ["Get Started Today", "/coaches"],
      ["Find Your Specialist Coach", "/coaches"],
      // Beside 'Get Started Today', for someone who would rather answer questions than browse.
      ["Find my match", "/match"],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    const groups = page.getByRole("region", { name: "Topics We Cover" }).getByRole("heading", { level: 3 });
    await expect(groups.count()).resolves.toBe(10);
    await page.getByRole("heading", { name: "How It Works" }).waitFor();
    assertNoPageProblems(problems);
  });
});

describe("home loading states", () => {
  it("shows 6 skeleton cards while the coaches load, then the cards", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/about");
    const coaches = await holdRequests(page, "**/api/coaches");
    await page.getByRole("link", { name: "Kindred home" }).click();
    await page.getByTestId("coach-card-skeleton").first().waitFor();
    await expect(page.getByTestId("coach-card-skeleton").count()).resolves.toBe(6);
    coaches.release();
    await page.getByTestId("coach-card").first().waitFor();
    await expect(page.getByTestId("coach-card").count()).resolves.toBe(6);
    await expect(page.getByTestId("coach-card-skeleton").count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });

  it("says so when there are no coaches", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/about");
    await page.route("**/api/coaches", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", headers: { "X-Total-Count": "0" }, body: "[]" }),
    );
    await page.getByRole("link", { name: "Kindred home" }).click();
    await page.getByText("No coaches available at the moment.").waitFor();
    assertNoPageProblems(problems);
  });
});
