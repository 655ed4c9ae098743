// Reading the account pages in browser tests: the document title after a client-side navigation,
// and the avatar menu of a signed-in person.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "../support/browser";

/** Waits for the document title (it changes just after a client-side navigation). */
export async function titleIs(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 5_000 }).catch(() => {});
  expect(await page.title()).toBe(title);
}

export async function openAccountMenu(page: Page) {
  // The menu is loaded for signed-in people only, and hydrates when it has arrived.
  await (await hydrated(page.getByRole("button", { name: /^Account menu for/ }))).click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  return menu;
}
