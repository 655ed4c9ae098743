// The blog in a browser: the index with the demo posts and with the built-in samples, every built-in
// article, a database post that wins over the built-in one, an unsafe stored post rendered safely,
// the not-found view with HTTP 404, and both ways of sharing.
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../server/db/schema";
import { BUILT_IN_ARTICLES } from "../../server/modules/blog/built-in-articles";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { connectE2eDatabase } from "../support/e2e-database";

const database = connectE2eDatabase();
const { db } = database;
const E2E_SLUGS = ["e2e-unsafe-post", "love-languages-explained"];

const browser = browserForThisFile();
afterAll(async () => {
  await db.delete(blogPosts).where(inArray(blogPosts.slug, E2E_SLUGS));
});

const CHIPS = ["All", "Dating Tips", "Relationship Advice", "Communication", "Psychology", "Dating Safety", "Self-Improvement"];

describe("the blog index", () => {
  it.each<ViewportName>(["phone", "desktop"])("lists the published posts newest first as cards (%s)", async (viewport) => {
    const { page, problems } = await openPage(browser(), viewport);
    const response = await gotoHydrated(page, "/blog");
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe("Love, Dating & Relationship Wisdom | Kindred");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Love, Dating & Relationship Wisdom");
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("listitem").allTextContents()).resolves.toEqual(CHIPS);

    const api = (await (await fetch(`${baseUrl()}/api/blog-posts`)).json()) as {
      slug: string;
      title: string;
      tags: string[];
      author: string;
      readTime: string;
      category: string;
    }[];
    expect(api.length).toBe(6);
    const cards = page.getByTestId("post-card");
    await expect(cards.count()).resolves.toBe(api.length);
    for (const [index, post] of api.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link", { name: post.title });
      await expect(link.getAttribute("href")).resolves.toBe(`/blog/${post.slug}`);
      const text = (await card.textContent()) ?? "";
      for (const part of [post.category, post.author, post.readTime]) expect(text).toContain(part);
      await expect(card.locator("time").count()).resolves.toBe(1);
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).resolves.toEqual(
        post.tags.slice(0, 2),
      );
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Find a Coach" }).getAttribute("href")).resolves.toBe("/coaches");
    await expect(page.getByTestId("post-card-skeleton").count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });

  it("streams six skeleton cards before the cards to people, and plain cards to crawlers", async () => {
    const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;
    const person = await (
      await fetch(`${baseUrl()}/blog`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } })
    ).text();
    expect(count(person, "post-card-skeleton")).toBe(6);
    expect(person.indexOf('data-testid="post-card-skeleton"')).toBeLessThan(person.indexOf('data-testid="post-card"'));
    expect(count(person, "post-card")).toBe(6);
    const crawler = await (
      await fetch(`${baseUrl()}/blog`, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })
    ).text();
    expect(count(crawler, "post-card-skeleton")).toBe(0);
    expect(count(crawler, "post-card")).toBe(6);
    expect(crawler).not.toContain("<template");
  });

  it("shows three built-in samples, linking to their articles, when nothing is published", async () => {
    const published = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    const ids = published.map((p) => p.id);
    await db.update(blogPosts).set({ isPublished: false }).where(inArray(blogPosts.id, ids));
    try {
      const { page, problems } = await openPage(browser(), "desktop");
      await gotoHydrated(page, "/blog");
      const cards = page.getByTestId("post-card");
      await expect(cards.count()).resolves.toBe(3);
      const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      const builtInPaths = BUILT_IN_ARTICLES.map((a) => `/blog/${a.slug}`);
      for (const href of hrefs) expect(builtInPaths).toContain(href);
      await cards.first().getByRole("link").click();
      await page.waitForURL(`**${hrefs[0]}`);
      const first = BUILT_IN_ARTICLES.find((a) => `/blog/${a.slug}` === hrefs[0])!;
      await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
      assertNoPageProblems(problems);
    } finally {
      await db.update(blogPosts).set({ isPublished: true }).where(inArray(blogPosts.id, ids));
    }
  });
});

describe("built-in articles", () => {
  it.each(BUILT_IN_ARTICLES.map((a, i) => ({ slug: a.slug, viewport: (i % 2 === 0 ? "phone" : "desktop") as ViewportName })))(
    "/blog/$slug shows the whole article ($viewport)",
    async ({ slug, viewport }) => {
      const article = BUILT_IN_ARTICLES.find((a) => a.slug === slug)!;
      const { page, problems } = await openPage(browser(), viewport);
      const response = await gotoHydrated(page, `/blog/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toBe(`${article.title} | Kindred`);
      await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBe(article.metaDescription);
      await expect(page.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).resolves.toBe("/blog");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(article.title);
      const header = page.locator("article header");
      const headerText = (await header.textContent()) ?? "";
      for (const part of [article.category, article.author, article.readTime, ...article.tags]) expect(headerText).toContain(part);
      await expect(header.locator("time").getAttribute("datetime")).resolves.toBe(article.publishedAt);
      await page.getByRole("button", { name: "Share" }).waitFor();
      const body = page.locator(".article-body");
      const words = ((await body.textContent()) ?? "").split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(700);

      const cta = page.getByRole("region", { name: "Ready to Turn Insights Into Your Love Story?" });
      await expect(cta.getByRole("link", { name: "Find Your Perfect Coach" }).getAttribute("href")).resolves.toBe("/coaches");
      await expect(cta.getByRole("link", { name: "Let's Chat" }).getAttribute("href")).resolves.toBe("/contact");
      const related = page.getByRole("region", { name: "Related Articles" });
      const relatedHrefs = await related.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(relatedHrefs).toEqual(["/blog/communication-skills-relationships", "/blog/attachment-styles-dating"]);
      assertNoPageProblems(problems);
    },
  );

  it("ends the red-flags article with walking away, support and deserving healthy love", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/blog/red-flags-early-dating");
    const headings = await page.locator(".article-body h2").allTextContents();
    expect(headings.slice(-3)).toEqual(["When to walk away", "Getting support", "You deserve healthy love"]);
    const text = (await page.locator(".article-body").textContent()) ?? "";
    expect(text).toMatch(/friends or family/);
    expect(text).toMatch(/counselling/);
    expect(text).toMatch(/domestic violence service/);
    assertNoPageProblems(problems);
  });

  it("follows a related article link to it", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/blog/red-flags-early-dating");
    await page
      .getByRole("region", { name: "Related Articles" })
      .getByRole("link", { name: /Attachment Style/ })
      .click();
    await page.waitForURL("**/blog/attachment-styles-dating");
    await page.getByRole("heading", { level: 1, name: "How Your Attachment Style Shapes the Way You Date" }).waitFor();
    await expect(page.title()).resolves.toBe("How Your Attachment Style Shapes the Way You Date | Kindred");
    assertNoPageProblems(problems);
  });
});

describe("database posts", () => {
  it("a published database post wins over the built-in article with the same slug", async () => {
    await db.insert(blogPosts).values({
      title: "Love Languages, Revisited",
      slug: "love-languages-explained",
      description: "Our team's updated take on love languages.",
      content: "<p>An updated article from the database.</p>",
      author: "Dr. Sofia Ramirez",
      category: "Relationship Advice",
      tags: ["Love Languages"],
      readTime: "2 min read",
      isPublished: true,
      publishedAt: new Date("2024-01-01T00:00:00Z"),
    });
    try {
      const { page, problems } = await openPage(browser(), "desktop");
      await gotoHydrated(page, "/blog/love-languages-explained");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Love Languages, Revisited");
      await expect(page.locator(".article-body").textContent()).resolves.toBe("An updated article from the database.");
      assertNoPageProblems(problems);
    } finally {
      await db.delete(blogPosts).where(eq(blogPosts.slug, "love-languages-explained"));
    }
  });

  it("renders a stored post without its script, onerror attribute or javascript: link", async () => {
    await db.insert(blogPosts).values({
      title: "An unsafe post",
      slug: "e2e-unsafe-post",
      description: "Stored with unsafe HTML.",
      content:
        '<p>Before</p><script>window.__xss = "script"</script><img src="/favicon.svg" alt="Logo" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'"><p><a href="javascript:window.__xss=\'link\'">Tap here</a></p><p>After</p>',
      author: "Dr. Maya Chen",
      category: "Dating Tips",
      tags: ["Test"],
      readTime: "1 min read",
      isPublished: true,
      publishedAt: new Date("2020-01-01T00:00:00Z"),
    });
    const { page, problems } = await openPage(browser(), "desktop");
    const response = await gotoHydrated(page, "/blog/e2e-unsafe-post");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    const body = page.locator(".article-body");
    await expect(body.innerHTML()).resolves.toBe('<p>Before</p><img src="/favicon.svg" alt="Logo"><p><a>Tap here</a></p><p>After</p>');
    expect(html).not.toContain("__xss");
    await body.getByText("Tap here").click();
    await expect(page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).resolves.toBeUndefined();
    assertNoPageProblems(problems);
  });
});

describe("a missing post", () => {
  it.each<ViewportName>(["phone", "desktop"])("answers 404 with 'Blog Post Not Found' and a way back (%s)", async (viewport) => {
    const watched = await openPage(browser(), viewport);
    watched.expectNotFound();
    const { page } = watched;
    const response = await gotoHydrated(page, "/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe("Blog Post Not Found | Kindred");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Blog Post Not Found");
    expect(await page.textContent("main")).toContain("Sorry, we couldn't find the blog post you're looking for.");
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await page.getByRole("heading", { level: 1, name: "Love, Dating & Relationship Wisdom" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/blog");
    assertNoPageProblems(watched.problems);
  });
});

describe("sharing", () => {
  it("uses the Web Share API where the browser has it", async () => {
    const { page, context, problems } = await openPage(browser(), "phone");
    await context.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, "share", { configurable: true, value: async (data: ShareData) => void calls.push(data) });
    });
    await gotoHydrated(page, "/blog/communication-skills-relationships");
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([
        {
          title: "Communication Skills That Strengthen Every Relationship",
          text: BUILT_IN_ARTICLES.find((a) => a.slug === "communication-skills-relationships")!.description,
          url: `${baseUrl()}/blog/communication-skills-relationships`,
        },
      ]);
    await expect(page.getByText("Link copied!").count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });

  it("otherwise copies the link and confirms with a toast", async () => {
    const { page, context, problems } = await openPage(browser(), "desktop");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await gotoHydrated(page, "/blog/attachment-styles-dating");
    await page.getByRole("button", { name: "Share" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Link copied!");
    await toast.waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${baseUrl()}/blog/attachment-styles-dating`);
    assertNoPageProblems(problems);
  });
});
