// Debian's Chromium driven by playwright-core. Every page is watched: console errors, uncaught
// exceptions and requests to any host other than the site's own are collected for assertions.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS } from "./chromium-flags";

export { FAKE_MEDIA_FLAGS } from "./chromium-flags";

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  return inject("baseUrl");
}

export async function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    headless: true,
  });
}

/**
 * The browser of one test file: launched before its tests, the pages each test opened closed after
 * it, and the browser closed at the end. Call at the top of the file, before its own `beforeAll`
 * hooks (which may then use it); the getter returns the running browser.
 */
export function browserForThisFile(extraFlags: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraFlags);
  });
  afterEach(closeOpenPages);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not running: call browserForThisFile() at the top of the test file.");
    return browser;
  };
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** A 404 the test provokes on purpose: its "Failed to load resource" console line is expected. */
  expectNotFound(): void;
  /** An error status the test provokes on purpose (a wrong password's 401, say): its console line is expected. */
  expectErrorStatus(status: number): void;
}

const openContexts = new Set<BrowserContext>();

/** Closes every context opened by openPage; call it from afterEach so failures leave nothing open. */
export async function closeOpenPages(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close().catch(() => {})));
  openContexts.clear();
}

export async function openPage(browser: Browser, viewportName: ViewportName, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ ...VIEWPORTS[viewportName], baseURL: baseUrl(), ...options });
  openContexts.add(context);
  const page = await context.newPage();
  // The site is the one the context opens (a test may point it at a server of its own).
  const siteHost = new URL(options.baseURL ?? baseUrl()).host;
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], foreignRequests: [] };
  let notFoundExpected = false;
  const expectedStatuses = new Set<number>();
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (notFoundExpected && text.includes("status of 404")) return;
    if ([...expectedStatuses].some((status) => text.includes(`status of ${status}`))) return;
    problems.consoleErrors.push(text);
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.host !== siteHost) {
      problems.foreignRequests.push(request.url());
    }
  });
  return {
    context,
    page,
    problems,
    expectNotFound() {
      notFoundExpected = true;
    },
    expectErrorStatus(status) {
      expectedStatuses.add(status);
    },
  };
}

/**
 * Navigates and waits until React has hydrated the page, so clicks and keys reach its handlers, and
 * until every streamed part has been revealed: React sends late parts in hidden `<div id="S:n">`
 * segments and moves them into place, so until then a text can be in the page twice.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
  return response;
}

/**
 * Holds the page's requests to `url` (a glob, as `page.route` takes it), or those of them `which`
 * picks, until `release()`: a slow connection, for what a page shows or keeps meanwhile.
 * `requested()` tells whether one has been asked for.
 */
export async function holdRequests(page: Page, url: string, which: (request: Request) => boolean = () => true) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(url, async (route) => {
    if (which(route.request())) {
      requested = true;
      await released;
    }
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Waits until React has hydrated this element: a part of the page that hydrates on its own (a
 * streamed result, a component loaded on demand) shows its server HTML before its handlers are
 * attached, and a click that lands in between is lost. React keeps an element's props on it
 * once it is hydrated.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 10_000 })
    .toBe(true);
  return locator;
}

/** The problems that should fail any browser test. */
export function assertNoPageProblems(problems: PageProblems): void {
  const all = [
    ...problems.consoleErrors.map((e) => `console.error: ${e}`),
    ...problems.pageErrors.map((e) => `uncaught: ${e}`),
    ...problems.foreignRequests.map((u) => `request to another host: ${u}`),
  ];
  if (all.length > 0) throw new Error(`Page problems:\n${all.join("\n")}`);
}
