// The blog's category chips (docs/product/blog.md#blog-index): links to /blog?category={name}, the
// current one marked aria-current, 'All' clearing it; the filtered list server-rendered (and kept by
// the public cache per category), an empty category, a category the blog does not have (404), and
// the built-in articles filtered while nothing is published.
import { eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BlogPostSummary } from "#common/blog";
import { blogPosts } from "../../server/db/schema";
import { BUILT_IN_ARTICLES } from "../../server/modules/blog/built-in-articles";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { connectE2eDatabase } from "../support/e2e-database";

const { db } = connectE2eDatabase();
const browser = browserForThisFile();

const apiPosts = async (category?: string) =>
  (await (
    await fetch(`${baseUrl()}/api/blog-posts${category ? `?${new URLSearchParams({ category })}` : ""}`)
  ).json()) as BlogPostSummary[];

const chips = (page: Page) => page.getByRole("list", { name: "Categories" }).getByRole("link");
const current = (page: Page) => page.getByRole("list", { name: "Categories" }).locator('a[aria-current="page"]').allTextContents();
/** The cards' links, once the list shows exactly these posts. */
async function showsPosts(page: Page, posts: { slug: string }[]) {
  const expected = posts.map((post) => `/blog/${post.slug}`);
  await expect
    .poll(() =>
      page
        .getByTestId("post-card")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    )
    .toEqual(expected);
}

describe.each<ViewportName>(["phone", "desktop"])("the blog's category chips at %s width", (viewport) => {
  it("are links that filter the list, mark the current one, and 'All' clears it", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/blog");
    const all = await apiPosts();
    await expect(current(page)).resolves.toEqual(["All"]);
    await expect(chips(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))).resolves.toEqual([
      "/blog",
      "/blog?category=Dating+Tips",
      "/blog?category=Relationship+Advice",
      "/blog?category=Communication",
      "/blog?category=Psychology",
      "/blog?category=Dating+Safety",
      "/blog?category=Self-Improvement",
    ]);

    await chips(page).filter({ hasText: "Psychology" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "?category=Psychology");
    const psychology = await apiPosts("Psychology");
    expect(psychology.length).toBeGreaterThan(0);
    await showsPosts(page, psychology);
    await expect(current(page)).resolves.toEqual(["Psychology"]);
    await expect(page.title()).resolves.toBe("Psychology | Love, Dating & Relationship Wisdom | Kindred");

    await chips(page).filter({ hasText: "All" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    await showsPosts(page, all);
    await expect(current(page)).resolves.toEqual(["All"]);
    assertNoPageProblems(problems);
  });
});

describe("a category's address", () => {
  it("is rendered on the server with that category's posts only, the same from the cache", async () => {
    const communication = await apiPosts("Communication");
    expect(communication.length).toBeGreaterThan(0);
    // Asked until an answer comes from the cache: every answer, fresh or kept, lists that category alone.
    const started = Date.now();
    for (let hit = false; !hit;) {
      const response = await fetch(`${baseUrl()}/blog?category=Communication`, { headers: { "User-Agent": "Googlebot/2.1" } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const hrefs = [...html.matchAll(/data-testid="post-card"[\s\S]*?href="(\/blog\/[^"]+)"/g)].map((match) => match[1]);
      expect(hrefs).toEqual(communication.map((post) => `/blog/${post.slug}`));
      hit = response.headers.get("x-cache") === "HIT";
      expect(hit || Date.now() - started < 5_000, "served from the cache within 5 s").toBe(true);
    }
  });

  it("says so when a category has no articles yet, and answers 404 for one the blog does not have", async () => {
    const { page, problems, expectNotFound } = await openPage(browser(), "desktop");
    expect(await apiPosts("Dating Safety")).toEqual([]);
    await gotoHydrated(page, "/blog?category=Dating%20Safety");
    await page.getByText("No articles in Dating Safety yet.").waitFor();
    await expect(current(page)).resolves.toEqual(["Dating Safety"]);

    expectNotFound();
    const response = await gotoHydrated(page, "/blog?category=Astrology");
    expect(response?.status()).toBe(404);
    await page.getByText('The blog has no category called "Astrology".').waitFor();
    await expect(current(page)).resolves.toEqual([]);
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await page.getByRole("link", { name: "See all articles" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && url.search === "");
    // The address changes a moment before the page draws the new list.
    await expect.poll(() => current(page)).toEqual(["All"]);
    assertNoPageProblems(problems);
  });

  it("shows the category's built-in articles while nothing is published", async () => {
    const published = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    const ids = published.map((p) => p.id);
    await db.update(blogPosts).set({ isPublished: false }).where(inArray(blogPosts.id, ids));
    try {
      const { page, problems } = await openPage(browser(), "phone");
      await gotoHydrated(page, "/blog");
      await expect(page.getByTestId("post-card").count()).resolves.toBe(3);
      await chips(page).filter({ hasText: "Psychology" }).click();
      await page.waitForURL((url) => url.search === "?category=Psychology");
      await showsPosts(
        page,
        BUILT_IN_ARTICLES.filter((article) => article.category === "Psychology"),
      );
      await chips(page).filter({ hasText: "Dating Safety" }).click();
      await showsPosts(page, [BUILT_IN_ARTICLES.find((article) => article.slug === "red-flags-early-dating")!]);
      await expect(current(page)).resolves.toEqual(["Dating Safety"]);
      assertNoPageProblems(problems);
    } finally {
      await db.update(blogPosts).set({ isPublished: true }).where(inArray(blogPosts.id, ids));
    }
  });
});
