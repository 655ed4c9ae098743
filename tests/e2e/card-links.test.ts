// A coach card is a plain link (app/features/directory/coach-card.tsx): the grid around the cards
// navigates within the app when one is followed (app/lib/in-app-links.ts), whether the card came as
// the server's static HTML or was drawn in the browser ('Load more'), and a modified click still
// opens a new tab as a link does.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";

const browser = browserForThisFile();

/** Marks the document, so that a later check tells a navigation within the app from a new page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe("coach cards", () => {
  it("open the profile within the app from the server's first page", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/coaches");
    await markDocument(page);
    const card = page.getByTestId("coach-card").first();
    const href = await card.getAttribute("href");
    const name = await card.locator("h3").innerText();
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    assertNoPageProblems(problems);
  });

  it("open the profile within the app from a page 'Load more' drew, and on the home page", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    await page.getByRole("button", { name: "Load more" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="coach-card"]').length > 24);
    await markDocument(page);
    const drawn = page.getByTestId("coach-card").nth(24);
    const href = await drawn.getAttribute("href");
    await drawn.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await sameDocument(page)).toBe(true);

    await gotoHydrated(page, "/");
    await markDocument(page);
    const featured = page.getByTestId("coach-card").first();
    const featuredHref = await featured.getAttribute("href");
    await featured.click();
    await page.waitForURL((url) => url.pathname === featuredHref);
    expect(await sameDocument(page)).toBe(true);
    assertNoPageProblems(problems);
  });

  it("leave a modified click to the browser (a new tab), as a link does", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    const card = page.getByTestId("coach-card").first();
    const href = await card.getAttribute("href");
    const [opened] = await Promise.all([page.context().waitForEvent("page"), card.click({ modifiers: ["Control"] })]);
    await opened.waitForURL((url) => url.pathname === href);
    expect(new URL(page.url()).pathname).toBe("/coaches");
    await opened.close();
    assertNoPageProblems(problems);
  });
});
