// The logged-out toast ('Unauthorized — You are logged out. Logging in again...') in a browser test:
// caught the moment it appears, however briefly, and the sign-in navigation 500 ms after it checked.
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Records, in the tab's session storage, when the logged-out toast first appears as a status
 * element and what it says; and holds the browser's navigation to /api/login until the test has
 * read that record, so a busy machine cannot make the test miss a toast that is on screen only
 * while the sign-in page loads. (The navigation's start time, which the 500 ms check reads, is
 * when the browser asked, not when the answer came.)
 */
const toastSeen = new WeakMap<BrowserContext, () => void>();
export async function watchLoggedOutToast(context: BrowserContext) {
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  toastSeen.set(context, release);
  await context.route("**/api/login*", async (route) => {
    await Promise.race([seen, new Promise((r) => setTimeout(r, 20_000))]);
    await route.continue();
  });
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (sessionStorage.getItem("toastAt")) return;
      const status = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes("You are logged out. Logging in again..."),
      );
      if (!status) return;
      sessionStorage.setItem("toastAt", String(Date.now()));
      sessionStorage.setItem("toastText", status.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export async function expectLoggedOutToastThenLogin(page: Page, returnTo: string) {
  await page.waitForFunction(() => sessionStorage.getItem("toastAt") !== null);
  // The toast's title, then its description, and nothing else.
  await expect(page.evaluate(() => sessionStorage.getItem("toastText"))).resolves.toBe(
    "UnauthorizedYou are logged out. Logging in again...",
  );
  toastSeen.get(page.context())?.();
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(returnTo);
  // The sign-in navigation started 500 ms after the toast was shown.
  const { toastAt, navigationStart } = await page.evaluate(() => ({
    toastAt: Number(sessionStorage.getItem("toastAt")),
    navigationStart: performance.timeOrigin,
  }));
  expect(navigationStart - toastAt).toBeGreaterThanOrEqual(400);
  expect(navigationStart - toastAt).toBeLessThan(2_000);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
