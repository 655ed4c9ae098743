// The topic and place pages (docs/product/topic-pages.md) against the production server and its demo
// coaches: every topic page, and every topic page of a state where the directory's own API finds
// coaches for the topic, answers 200 with its canonical address, a heading of its own and an ItemList
// of the coaches it lists, is in the sitemap, and says noindex exactly below three coaches; unknown
// addresses answer 404; the list pages through 24 coaches at a time; one page works in a browser at
// 390 px (its links, axe, no sideways scroll); the index of topics links to every topic page once; and
// Lighthouse's SEO score is 100 on a sample and on the index.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { beforeAll, describe, expect, it } from "vitest";
import { TOPIC_PAGES, topicPagePath, type TopicPage } from "#common/catalogue/topic-pages";
import { US_STATES, type UsState } from "#common/catalogue/us-states";
import type { PublicCoach } from "#common/coaches";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { coachesForThisFile } from "../support/site-pages";

const browser = browserForThisFile();
const coaches = coachesForThisFile();

interface ExpectedPage {
  path: string;
  page: TopicPage;
  state?: UsState;
  total: number;
}

const expected: ExpectedPage[] = [];
/** Topic pages of a state with coaches somewhere, but none for that topic there. */
const withoutCoaches: string[] = [];

/** How many coaches GET /api/coaches finds for the filters (its X-Total-Count). */
async function apiTotal(category: string, location?: string): Promise<number> {
  const query = new URLSearchParams({ category, ...(location ? { location } : {}), limit: "1" });
  const response = await fetch(`${baseUrl()}/api/coaches?${query.toString()}`);
  expect(response.status).toBe(200);
  return Number(response.headers.get("x-total-count"));
}

async function everyCoach(): Promise<PublicCoach[]> {
  const all: PublicCoach[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await (await fetch(`${baseUrl()}/api/coaches?limit=100&offset=${offset}`)).json()) as PublicCoach[];
    all.push(...page);
    if (page.length < 100) return all;
  }
}

function jsonLdOf(html: string): {
  "@type": string;
  numberOfItems: number;
  url: string;
  itemListElement: { position: number; url: string }[];
} {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error("no JSON-LD in the page");
  return JSON.parse(match[1]) as ReturnType<typeof jsonLdOf>;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const headingOf = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
const cardsIn = (html: string) => html.match(/data-testid="coach-card"/g)?.length ?? 0;

beforeAll(async () => {
  // The states the coaches' locations name (a superset is fine: each is asked of the API below).
  const locations = (await everyCoach()).map((coach) => coach.location.toLowerCase());
  const named = US_STATES.filter((state) =>
    locations.some(
      (location) => location.includes(state.name.toLowerCase()) || new RegExp(`,\\s*${state.code.toLowerCase()}\\b`).test(location),
    ),
  );
  expect(named.length).toBeGreaterThan(3);
  for (const page of TOPIC_PAGES) {
    expected.push({ path: topicPagePath(page), page, total: await apiTotal(page.label) });
    for (const state of named) {
      const total = await apiTotal(page.label, state.name);
      if (total > 0) expected.push({ path: topicPagePath(page, state), page, state, total });
      else withoutCoaches.push(topicPagePath(page, state));
    }
  }
}, 120_000);

describe("topic pages", () => {
  it("answer 200 with their canonical address, a heading of their own, the ItemList of their coaches, and noindex below three", async () => {
    expect(expected.filter((each) => each.state).length).toBeGreaterThan(TOPIC_PAGES.length);
    expect(expected.some((each) => each.total < 3) && expected.some((each) => each.total >= 3)).toBe(true);
    const headings = new Set<string>();
    for (const { path, total } of expected) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const canonical = new URL(canonicalOf(html) ?? "", "http://not-absolute.invalid");
      expect(`${canonical.pathname}${canonical.search}`, path).toBe(path);
      expect(canonical.hostname, path).not.toBe("not-absolute.invalid");
      expect(robotsOf(html), path).toBe(total < 3 ? "noindex" : undefined);
      const list = jsonLdOf(html);
      expect(list["@type"], path).toBe("ItemList");
      expect(list.numberOfItems, path).toBe(total);
      expect(list.itemListElement.map((item) => item.position)).toEqual(Array.from({ length: Math.min(total, 24) }, (_, i) => i + 1));
      for (const item of list.itemListElement) expect(new URL(item.url).pathname).toMatch(/^\/coaches\/[0-9a-f-]{36}$/);
      expect(cardsIn(html), path).toBe(Math.min(total, 24));
      const heading = headingOf(html);
      expect(heading, path).toBeTruthy();
      headings.add(heading!);
    }
    expect(headings.size).toBe(expected.length);
  }, 240_000);

  it("are all in the sitemap, and no other topic page is", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => p.startsWith("/coaches/topics/"));
    expect(listed.sort()).toEqual(expected.map((each) => each.path).sort());
  });

  it("answer 404 with the not-found page for an unknown topic or state, a state without such coaches, or a page past the last", async () => {
    expect(withoutCoaches.length).toBeGreaterThan(0);
    const one = expected.find((each) => !each.state && each.total > 0 && each.total <= 24)!;
    for (const path of [
      "/coaches/topics/no-such-topic",
      "/coaches/topics/no-such-topic/california",
      `${one.path}/atlantis`,
      `${one.path}/ca`,
      `${one.path}/alaska`,
      withoutCoaches[0],
      `${one.path}?page=2`,
      `${one.path}?page=0`,
      `${one.path}?page=two`,
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
  });

  it("work in a browser at 390 px: links to the group, the states and the directory, axe clean, no sideways scroll", async () => {
    const target =
      expected.find((each) => each.state && each.page.kind === "group" && each.total >= 3) ?? expected.find((each) => each.state)!;
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, target.path);
    const heading = `Relationship coaches for ${target.page.label} in ${target.state!.name}`;
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByTestId("coach-card").count()).toBe(Math.min(target.total, 24));

    // To the topic page in every state, and back to this state from its list of states.
    await page.getByRole("link", { name: `${target.page.label} in every state` }).click();
    await page.waitForURL((url) => url.pathname === topicPagePath(target.page));
    await page.getByRole("heading", { level: 1, name: `Relationship coaches for ${target.page.label}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole("region", { name: `${target.page.label} by state` })
      .getByRole("link", { name: target.state!.name, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === target.path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();

    // The directory, filtered the same way.
    await page.getByRole("link", { name: /in the directory, with every filter$/ }).click();
    await page.waitForURL((url) => url.pathname === "/coaches");
    const query = new URL(page.url()).searchParams;
    expect([query.get("category"), query.get("location")]).toEqual([target.page.label, target.state!.name]);
    await page.getByText(`Showing ${target.total} relationship coaches`).waitFor();
    assertNoPageProblems(problems);
  });

  it("page through the coaches 24 at a time, each page with its own canonical address and positions", async () => {
    // Vermont has no demo coach: 26 made here (removed after the file) fill two pages of one topic there.
    for (let i = 0; i < 26; i += 1) {
      await coaches.add({ firstName: `Paged${i}`, lastName: "Coach", location: "Burlington, VT", specializations: ["Intimacy Issues"] });
    }
    const path = "/coaches/topics/pleasure-education/vermont";
    const first = await fetch(`${baseUrl()}${path}`);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(cardsIn(firstHtml)).toBe(24);
    expect(firstHtml).toContain(`href="${path}?page=2"`);
    expect(firstHtml).toContain("Showing 1–24 of 26 relationship coaches");
    expect(robotsOf(firstHtml)).toBeUndefined();

    const second = await fetch(`${baseUrl()}${path}?page=2`);
    expect(second.status).toBe(200);
    const secondHtml = await second.text();
    expect(cardsIn(secondHtml)).toBe(2);
    expect(new URL(canonicalOf(secondHtml)!).search).toBe("?page=2");
    expect(jsonLdOf(secondHtml).itemListElement.map((item) => item.position)).toEqual([25, 26]);
    expect(secondHtml).toContain(`href="${path}"`);
    expect(headingOf(secondHtml)).toBe(headingOf(firstHtml));
    expect(/<title>([^<]+)<\/title>/.exec(secondHtml)?.[1]).toContain("(page 2)");
    expect((await fetch(`${baseUrl()}${path}?page=3`)).status).toBe(404);
  });
});

describe("the index of topics", () => {
  it("links to every topic page once, each group's page first, breadcrumbs lead to it, and works at 390 px", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    const response = await page.goto("/coaches/topics");
    expect(response?.status()).toBe(200);
    await gotoHydrated(page, "/coaches/topics");
    await page.getByRole("heading", { level: 1, name: "Relationship coaching topics" }).waitFor();
    const html = await (await fetch(`${baseUrl()}/coaches/topics`)).text();
    expect(canonicalOf(html)).toMatch(/\/coaches\/topics$/);
    expect(robotsOf(html)).toBeUndefined();
    const linked = await page
      .getByRole("main")
      .getByRole("region")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(linked).toEqual(TOPIC_PAGES.map((each) => topicPagePath(each)));
    const groups = TOPIC_PAGES.filter((each) => each.kind === "group");
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(groups.map((each) => each.label));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // A topic page and back through its breadcrumb.
    await page.getByRole("link", { name: groups[1].group.topics[0].label, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === topicPagePath(TOPIC_PAGES.find((each) => each.label === groups[1].group.topics[0].label)!),
    );
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Topics", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/coaches/topics");
    await page.getByRole("heading", { level: 1, name: "Relationship coaching topics" }).waitFor();
    assertNoPageProblems(problems);
  });
});

describe("Lighthouse", () => {
  it("scores SEO 100 on a sample of topic pages with three coaches or more, and on the index of topics", async () => {
    const indexed = expected.filter((each) => each.total >= 3);
    const sample = [
      indexed.find((each) => each.page.kind === "group" && !each.state),
      indexed.find((each) => each.page.kind === "topic" && !each.state),
      indexed.find((each) => each.state),
      { path: "/coaches/topics" },
    ].filter((each) => each !== undefined);
    expect(sample.length).toBe(4);
    // The site's own address is localhost (PUBLIC_URL unset): the canonical link must be on the page's own host.
    const origin = baseUrl().replace("127.0.0.1", "localhost");
    for (const { path } of sample) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
      try {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["seo"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => `${audit.id}: ${audit.title}`);
        expect({ path, score: lhr.categories.seo.score, failing }).toEqual({ path, score: 1, failing: [] });
      } finally {
        chrome.kill();
      }
    }
  }, 180_000);
});
