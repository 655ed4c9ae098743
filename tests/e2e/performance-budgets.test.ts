// The deterministic performance budgets, checked on the production build every time the tests run:
// the JavaScript each visitor-facing route loads first (gzip) and the HTML of the directory page.
// The timings (Lighthouse, throughput, latency) vary with the machine: `npm run perf` measures them.
import { describe, expect, it } from "vitest";
import { BUDGETS, PUBLIC_ROUTE_IDS } from "../../scripts/lib/budgets";
import { routeBundles } from "../../scripts/lib/bundle-sizes";
import { baseUrl } from "../support/browser";

describe("performance budgets", () => {
  const bundles = routeBundles("build/client");

  it.each(PUBLIC_ROUTE_IDS)(`%s loads at most ${BUDGETS.firstLoadJsGzipBytes} bytes of JavaScript (gzip) first`, (routeId) => {
    const bundle = bundles.find((b) => b.routeId === routeId);
    expect(bundle, `${routeId} is in the build's route manifest`).toBeDefined();
    const detail = bundle?.files.join(", ");
    expect(bundle?.gzipBytes, `${routeId}: ${detail}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzipBytes);
  });

  it(`the directory page's HTML is at most ${BUDGETS.directoryHtmlBytes} bytes before compression, with a full page of coaches`, async () => {
    const response = await fetch(`${baseUrl()}/coaches`, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // A full first page (24 cards) is what the budget is about.
    expect(html.match(/href="\/coaches\/[0-9a-f-]{36}"/g)?.length ?? 0).toBeGreaterThanOrEqual(24);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(BUDGETS.directoryHtmlBytes);
  });
});
