// Detecting a stored payload that runs, for the browser test (security-xss.test.ts): a page opened
// with the Content Security Policy bypassed, whose payloads report through window.__xss(n) or a
// dialog; the executable constructs left in its DOM; and a control payload of our own that must fire
// first, proof that the detector works and the page's payloads had their chance.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { assertNoPageProblems, gotoHydrated, openPage, type WatchedPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";

export interface Probe extends WatchedPage {
  fired: number[];
  dialogs: string[];
}

export async function probePage(browser: Browser, options: { admin?: boolean } = {}): Promise<Probe> {
  const watched = await openPage(browser, "desktop", { bypassCSP: true });
  const fired: number[] = [];
  const dialogs: string[] = [];
  await watched.context.exposeFunction("__xss", (n: number) => void fired.push(Number(n)));
  watched.page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (options.admin) await signInContext(watched.context, { admin: true });
  // Payload images point at "x": the broken-image requests are expected.
  watched.expectNotFound();
  return { ...watched, fired, dialogs };
}

/** Executable constructs left in the page (nothing of the page's own uses any of them). */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptish = /^\s*(javascript|vbscript|data):/i;
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on")) found.push(`<${element.localName} ${name}>`);
        if (["href", "src", "action", "formaction", "data", "xlink:href"].includes(name) && scriptish.test(attribute.value))
          found.push(`<${element.localName} ${name}=${attribute.value}>`);
        if (name === "srcdoc") found.push(`<${element.localName} srcdoc>`);
        if (name === "style" && /expression\(|javascript:/i.test(attribute.value))
          found.push(`<${element.localName} style=${attribute.value}>`);
      }
    }
    for (const element of Array.from(document.querySelectorAll("base, body meta[http-equiv], object, embed")))
      found.push(`<${element.localName}>`);
    // The server's own scripts carry the response's nonce (structured data is not executed); a
    // script without one came from content. Payload text inside the hydration data is a JSON string:
    // a break-out from it would run, and shows up as a call to __xss instead.
    for (const script of Array.from(document.scripts)) {
      if (!script.hasAttribute("nonce") && script.type !== "application/ld+json") found.push(`<script>${script.text.slice(0, 80)}`);
    }
    return found;
  });
}

/** Fires a control payload of our own and waits for it: the page's payloads have had their turn. */
async function settle(probe: Probe): Promise<void> {
  await probe.page.evaluate(() => {
    const control = document.createElement("div");
    control.id = "xss-control";
    control.innerHTML = '<img src="x-control" onerror="__xss(0)">';
    document.body.append(control);
  });
  await expect.poll(() => probe.fired.includes(0), { timeout: 5_000 }).toBe(true);
  await probe.page.evaluate(() => document.getElementById("xss-control")?.remove());
}

export async function expectInert(probe: Probe): Promise<void> {
  await settle(probe);
  expect(await dangerousMarkup(probe.page)).toEqual([]);
  expect(
    probe.fired.filter((n) => n !== 0),
    "payloads that ran",
  ).toEqual([]);
  expect(probe.dialogs, "dialogs opened by payloads").toEqual([]);
  assertNoPageProblems(probe.problems);
}

export const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** Each text is shown as text (escaped), not swallowed or interpreted. */
export async function expectShownAsText(page: Page, scope: string, texts: string[]) {
  const shown = normalize(await page.locator(scope).first().textContent());
  for (const text of texts) expect(shown, `${scope} shows ${text}`).toContain(normalize(text));
}

export async function gotoAndProbe(probe: Probe, path: string) {
  const response = await gotoHydrated(probe.page, path);
  expect(response?.status()).toBe(200);
}
