// Pages rendered for a signed-in person (and their React Router data requests) are never kept by a
// browser's or a proxy's cache: `Cache-Control: private, no-store`. Public pages for visitors
// without a session stay cacheable, and hashed assets keep their year-long cache.
import { describe, expect, it } from "vitest";
import { browserForThisFile, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";

const browser = browserForThisFile();

describe("Cache-Control of pages", () => {
  it("is private, no-store for every page and data request made with a session", async () => {
    const { context } = await openPage(browser(), "desktop");
    await signInContext(context);
    for (const path of [
      "/bookings",
      "/checkout/00000000-0000-4000-8000-000000000000",
      "/settings",
      "/profile",
      "/",
      "/coaches",
      "/bookings.data",
      "/settings.data",
      "/_root.data",
    ]) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect({ path, cacheControl: response.headers()["cache-control"] }).toEqual({ path, cacheControl: "private, no-store" });
    }
  });

  it("leaves public pages cacheable for visitors without a session, and hashed assets cached for a year", async () => {
    const { context } = await openPage(browser(), "desktop");
    for (const path of ["/", "/coaches", "/blog"]) {
      const response = await context.request.get(path);
      expect(response.status()).toBe(200);
      expect({ path, cacheControl: response.headers()["cache-control"] ?? "" }).not.toEqual({
        path,
        cacheControl: expect.stringMatching(/no-store|private/),
      });
    }
    await signInContext(context);
    const html = await (await context.request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await context.request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
