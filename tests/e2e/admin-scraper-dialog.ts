// The Psychology Today dialog of the Admin Portal in browser tests: entering the saved profile
// pages' addresses, reading the summary tiles of what was scraped, and closing the success toast.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { SCRAPED_PROFILE_URLS } from "./admin-portal-fixtures";
import { toasts } from "./admin-portal-page";

/** Fills one URL field per saved profile page (adding fields as it goes), then adds a sixth and removes it again. */
export async function enterScrapedProfileUrls(dialog: Locator): Promise<void> {
  for (const [index, url] of SCRAPED_PROFILE_URLS.entries()) {
    if (index > 0) await dialog.getByRole("button", { name: "Add URL" }).click();
    await dialog.getByLabel(`Profile URL ${index + 1}`).fill(url);
  }
  await dialog.getByRole("button", { name: "Add URL" }).click();
  await dialog.getByRole("button", { name: "Remove URL 6" }).click();
  await expect(dialog.getByRole("textbox", { name: /^Profile URL/ }).count()).resolves.toBe(5);
}

/** The scrape results' summary tiles, each label with its value. */
export async function scrapeSummaryTiles(results: Locator): Promise<Record<string, string | null | undefined>> {
  return Object.fromEntries(
    await results
      .locator("dl > div")
      .evaluateAll((divs) => divs.map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent])),
  );
}

/**
 * Closes the "Profiles Scraped" toast, which sits over the dialog's footer at desktop size, as a
 * person would before importing; the dialog and its results stay open (a click on a toast is not a
 * click outside the dialog).
 */
export async function closeScrapedToast(page: Page, results: Locator): Promise<void> {
  const scraped = toasts(page).getByTestId("toast").filter({ hasText: "Profiles Scraped" });
  await scraped.getByText("4 profiles ready to import.").waitFor();
  await scraped.getByRole("button", { name: "Close", includeHidden: true }).click();
  await scraped.waitFor({ state: "detached" });
  await results.waitFor();
}
