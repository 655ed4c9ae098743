// The deterministic performance budgets (scripts/lib/budgets.ts, docs/decisions/093): the JavaScript a
// page needs before it can be used, and the size of the directory's HTML. Two views of the first:
// what the build's manifest says each route loads, and what Chromium actually fetches when a page
// opens and settles without being touched (which also catches code loaded as soon as a page hydrates).
// Timings are not asserted here: `npm run perf` measures and prints them.
import fs from "node:fs";
import zlib from "node:zlib";
import type { Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { readBrowserManifest, routeBundles } from "../../scripts/lib/bundle-sizes";
import { BROWSER_USER_AGENT, BUDGETS, BUDGETED_ROUTE_IDS } from "../../scripts/lib/budgets";
import { baseUrl, browserForThisFile, openPage } from "../support/browser";

const browser = browserForThisFile();
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

let coachId = "";
let slug = "";

beforeAll(async () => {
  const [coach] = (await (await fetch(`${baseUrl()}/api/coaches?limit=1`)).json()) as { id: string }[];
  const [post] = (await (await fetch(`${baseUrl()}/api/blog-posts`)).json()) as { slug: string }[];
  coachId = coach.id;
  slug = post.slug;
});

describe("first-load JavaScript of every page outside the staff portal, from the build", () => {
  const bundles = routeBundles("build/client");

  it("knows every budgeted route", () => {
    const built = new Set(bundles.map((bundle) => bundle.routeId));
    expect(BUDGETED_ROUTE_IDS.filter((id) => !built.has(id))).toEqual([]);
  });

  it(`keeps each one at or under ${kb(BUDGETS.firstLoadJsGzipBytes)} gzip`, () => {
    const over = bundles
      .filter((bundle) => BUDGETED_ROUTE_IDS.includes(bundle.routeId) && bundle.gzipBytes > BUDGETS.firstLoadJsGzipBytes)
      .map((bundle) => `${bundle.routeId}: ${kb(bundle.gzipBytes)}`);
    expect(over).toEqual([]);
  });
});

describe("JavaScript a browser fetches to open a public page", () => {
  const pages = () => [
    "/",
    "/coaches",
    `/coaches/${coachId}`,
    "/blog",
    `/blog/${slug}`,
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/attachment-quiz",
    "/match",
    "/coach-apply",
    "/login",
    "/login?mode=signup",
    "/forgot-password",
    "/reset-password?token=abc",
  ];

  it(`stays at or under ${kb(BUDGETS.firstLoadJsGzipBytes)} gzip on each, until the person does something`, async () => {
    const { page } = await openPage(browser(), "phone");
    const over: string[] = [];
    for (const path of pages()) {
      const bodies: Promise<Buffer>[] = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() === "script") bodies.push(response.body());
      };
      page.on("response", onResponse);
      await page.goto(path);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.waitForLoadState("networkidle");
      page.off("response", onResponse);
      const bytes = (await Promise.all(bodies)).reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
      expect(bodies.length, path).toBeGreaterThan(0);
      if (bytes > BUDGETS.firstLoadJsGzipBytes) over.push(`${path}: ${kb(bytes)}`);
    }
    expect(over).toEqual([]);
  });
});

describe("scripts as the server sends them", () => {
  it("are the build's brotli and level-9 gzip copies, no larger than the budget counts them", async () => {
    const { manifestFile } = readBrowserManifest("build/client");
    const [coaches] = routeBundles("build/client").filter((bundle) => bundle.routeId === "routes/coaches");
    let brotli = 0;
    let gzip = 0;
    for (const file of [...coaches.files, manifestFile]) {
      const plain = fs.readFileSync(`build/client${file}`);
      const asBrotli = await fetch(`${baseUrl()}${file}`, { headers: { "accept-encoding": "br" } });
      expect(asBrotli.headers.get("content-encoding"), file).toBe("br");
      brotli += Number(asBrotli.headers.get("content-length"));
      expect(Buffer.from(await asBrotli.arrayBuffer()).equals(plain), file).toBe(true);
      const asGzip = await fetch(`${baseUrl()}${file}`, { headers: { "accept-encoding": "gzip" } });
      expect(asGzip.headers.get("content-encoding"), file).toBe("gzip");
      gzip += Number(asGzip.headers.get("content-length"));
    }
    const counted = coaches.gzipBytes + zlib.gzipSync(fs.readFileSync(`build/client${manifestFile}`), { level: 9 }).length;
    expect(gzip).toBe(counted);
    expect(brotli).toBeLessThan(gzip);
  });
});

describe("HTML of /coaches", () => {
  it(`is at most ${kb(BUDGETS.directoryHtmlBytes)} before compression, with all 24 cards in it`, async () => {
    // As a browser gets it: streamed (a crawler's copy waits for everything and is smaller).
    const response = await fetch(`${baseUrl()}/coaches`, { headers: { "accept-encoding": "identity", "user-agent": BROWSER_USER_AGENT } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html.match(/data-testid="coach-card"/g)?.length).toBe(24);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(BUDGETS.directoryHtmlBytes);
  });
});
