// The blog against a real database: GET /api/blog-posts, the reader the pages use (database post by
// slug first, then the built-in article), sanitizing on save and on render, and the admin writes.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { BlogPostSummary } from "#common/blog";
import { blogPostInputSchema } from "#common/blog-post-input";
import { startTestApp } from "../../../tests/support/test-app";
import { blogPosts } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { BUILT_IN_ARTICLES, RELATED_ARTICLE_SLUGS, SAMPLE_ARTICLE_SLUGS, wordCount } from "./built-in-articles";
import { createBlogService } from "./service";

const app = await startTestApp();
const { db } = app.database;
const blog = createBlogService(db);

const MALICIOUS_HTML =
  '<p>Hello</p><script>document.title="owned"</script><img src="/x.png" onerror="alert(1)"><p><a href="javascript:alert(document.cookie)">Click me</a></p>';

function post(overrides: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert {
  return {
    title: "A post",
    slug: `post-${Math.random().toString(36).slice(2, 10)}`,
    description: "A description.",
    content: "<p>Body</p>",
    author: "Dr. Maya Chen",
    category: "Dating Tips",
    tags: ["One", "Two", "Three"],
    readTime: "3 min read",
    isPublished: true,
    publishedAt: new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  };
}

beforeEach(async () => {
  await db.delete(blogPosts);
});

describe("GET /api/blog-posts", () => {
  it("answers an empty list when nothing is published", async () => {
    await db.insert(blogPosts).values(post({ isPublished: false, publishedAt: null }));
    const response = await app.request("/api/blog-posts");
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual([]);
  });

  it("lists published posts newest first with the list fields only", async () => {
    await db
      .insert(blogPosts)
      .values([
        post({ slug: "older", title: "Older", publishedAt: new Date("2025-05-01T10:00:00Z") }),
        post({ slug: "newest", title: "Newest", publishedAt: new Date("2026-03-01T10:00:00Z") }),
        post({ slug: "draft", title: "Draft", isPublished: false, publishedAt: null }),
        post({ slug: "middle", title: "Middle", publishedAt: new Date("2025-09-01T10:00:00Z"), metaDescription: "Secret-ish" }),
      ]);
    const response = await app.request("/api/blog-posts");
    expect(response.status).toBe(200);
    const body = (await response.json()) as BlogPostSummary[];
    expect(body.map((p) => p.slug)).toEqual(["newest", "middle", "older"]);
    expect(Object.keys(body[0]).sort()).toEqual(
      ["author", "category", "description", "id", "publishedAt", "readTime", "slug", "tags", "title"].sort(),
    );
    expect(body[0]).toMatchObject({
      title: "Newest",
      publishedAt: "2026-03-01T10:00:00.000Z",
      tags: ["One", "Two", "Three"],
      readTime: "3 min read",
      author: "Dr. Maya Chen",
      category: "Dating Tips",
    });
    expect(body[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the blog index", () => {
  it("shows the three built-in samples, newest first, when nothing is published", async () => {
    const { posts, samples } = await app.services.blog.listForIndex();
    expect(samples).toBe(true);
    expect(posts.map((p) => p.slug).sort()).toEqual([...SAMPLE_ARTICLE_SLUGS].sort());
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
  });

  it("shows the published posts when there are some", async () => {
    await db.insert(blogPosts).values(post({ slug: "only-one" }));
    const { posts, samples } = await app.services.blog.listForIndex();
    expect(samples).toBe(false);
    expect(posts.map((p) => p.slug)).toEqual(["only-one"]);
  });
});

describe("a post by slug", () => {
  it.each(BUILT_IN_ARTICLES.map((a) => a.slug))("finds the built-in article %s", async (slug) => {
    const found = await app.services.blog.findBySlug(slug);
    expect(found?.source).toBe("built-in");
    expect(found?.slug).toBe(slug);
    expect(wordCount(found?.content ?? "")).toBeGreaterThanOrEqual(700);
  });

  it("prefers a published database post with the same slug", async () => {
    await db.insert(blogPosts).values(post({ slug: "red-flags-early-dating", title: "Our own take on red flags" }));
    const found = await app.services.blog.findBySlug("red-flags-early-dating");
    expect(found).toMatchObject({ source: "database", title: "Our own take on red flags" });
  });

  it("ignores an unpublished database post: the built-in article, or nothing", async () => {
    await db
      .insert(blogPosts)
      .values([
        post({ slug: "love-languages-explained", title: "Draft", isPublished: false, publishedAt: null }),
        post({ slug: "a-draft", isPublished: false, publishedAt: null }),
      ]);
    expect((await app.services.blog.findBySlug("love-languages-explained"))?.source).toBe("built-in");
    expect(await app.services.blog.findBySlug("a-draft")).toBeNull();
  });

  it("answers null for unknown, empty and absurdly long slugs", async () => {
    expect(await app.services.blog.findBySlug("no-such-post")).toBeNull();
    expect(await app.services.blog.findBySlug("")).toBeNull();
    expect(await app.services.blog.findBySlug("x".repeat(500))).toBeNull();
  });

  it("renders a stored post without its script, onerror attribute or javascript: link", async () => {
    // Written straight to the table, as an old import or a hand edit would: only render-time sanitizing stands between it and readers.
    await db.insert(blogPosts).values(post({ slug: "unsafe-post", content: MALICIOUS_HTML }));
    const found = await app.services.blog.findBySlug("unsafe-post");
    expect(found?.content).toBe('<p>Hello</p><img src="/x.png" /><p><a>Click me</a></p>');
    expect(found?.content).not.toMatch(/script|onerror|javascript:|owned|alert/i);
  });

  it("offers the two fixed related articles", () => {
    expect(app.services.blog.relatedArticles().map((p) => p.slug)).toEqual([...RELATED_ARTICLE_SLUGS]);
    for (const related of app.services.blog.relatedArticles()) {
      expect(related.title).not.toBe("");
      expect(related.category).not.toBe("");
      expect(related.description).not.toBe("");
    }
  });
});

describe("the built-in articles", () => {
  it("are the five built-in articles, each at least 700 words, with catalogue authors and categories", () => {
    expect(BUILT_IN_ARTICLES.map((a) => a.slug)).toEqual([
      "finding-authentic-connections-dating-apps",
      "love-languages-explained",
      "communication-skills-relationships",
      "attachment-styles-dating",
      "red-flags-early-dating",
    ]);
    for (const article of BUILT_IN_ARTICLES) {
      expect(wordCount(article.content)).toBeGreaterThanOrEqual(700);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(article.metaDescription.length).toBeLessThanOrEqual(165);
      // They pass the admin editor's own schema, so they can be imported as posts.
      expect(blogPostInputSchema.safeParse({ ...article, isPublished: true }).success).toBe(true);
    }
  });

  it("end the red-flags article with walking away, support and deserving healthy love", () => {
    const redFlags = BUILT_IN_ARTICLES.find((a) => a.slug === "red-flags-early-dating")!;
    const headings = [...redFlags.content.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings.slice(-3)).toEqual(["When to walk away", "Getting support", "You deserve healthy love"]);
    const support = redFlags.content.slice(redFlags.content.indexOf("<h2>Getting support</h2>"));
    for (const phrase of ["friends or family", "relationship coach", "counselling", "domestic violence", "1-800-799-7233"]) {
      expect(support).toContain(phrase);
    }
  });

  it("need no change from the sanitizer", async () => {
    const { sanitizePostHtml } = await import("./sanitize-post-html");
    for (const article of BUILT_IN_ARTICLES) expect(sanitizePostHtml(article.content)).toBe(article.content.trim());
  });
});

describe("writing posts (for the admin editor)", () => {
  // The staff member the changes are recorded for (the audit trail).
  const STAFF = { id: null, email: "staff@kindred.example" };
  const input = (overrides: Record<string, unknown> = {}) =>
    blogPostInputSchema.parse({
      title: "Five Ways to Reconnect After a Busy Week!",
      description: "Small rituals that bring you back to each other.",
      content: MALICIOUS_HTML,
      tags: ["Connection"],
      ...overrides,
    });

  it("sanitizes the HTML when saving, generates the slug and applies the defaults", async () => {
    const created = await blog.create(input(), STAFF);
    expect(created).toMatchObject({
      slug: "five-ways-to-reconnect-after-a-busy-week",
      author: "Dr. Maya Chen",
      category: "Dating Tips",
      readTime: "5 min read",
      isPublished: false,
      publishedAt: null,
    });
    const [stored] = await db.select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(stored.content).toBe('<p>Hello</p><img src="/x.png" /><p><a>Click me</a></p>');
  });

  it("refuses a slug that is taken, with 409", async () => {
    await blog.create(input({ slug: "taken" }), STAFF);
    const error = await blog.create(input({ slug: "taken" }), STAFF).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
  });

  it("sets publishedAt when first published and keeps it afterwards", async () => {
    const created = await blog.create(input(), STAFF);
    const published = await blog.setPublished(created.id, true, STAFF);
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    const unpublished = await blog.setPublished(created.id, false, STAFF);
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    const republished = await blog.update(created.id, input({ title: "New title", slug: created.slug, isPublished: true }), STAFF);
    expect(republished).toMatchObject({ title: "New title", isPublished: true, publishedAt: published.publishedAt });
  });

  it("answers 404 for updating a post that does not exist", async () => {
    const error = await blog.update("00000000-0000-4000-8000-000000000000", input(), STAFF).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(404);
  });

  it("imports the built-in articles as published posts, skipping slugs that exist", async () => {
    await db.insert(blogPosts).values(post({ slug: "attachment-styles-dating" }));
    const result = await blog.importBuiltInArticles(STAFF);
    expect(result.skipped).toEqual(["attachment-styles-dating"]);
    expect(result.imported).toHaveLength(4);
    const again = await blog.importBuiltInArticles(STAFF);
    expect(again.imported).toEqual([]);
    const listed = await blog.listPublished();
    expect(listed).toHaveLength(5);
    expect(listed[0].slug).toBe("attachment-styles-dating");
    expect(listed[1].slug).toBe("red-flags-early-dating");
  });
});

describe("the schema of the admin editor", () => {
  it("refuses unknown authors and categories and requires a tag", () => {
    const result = blogPostInputSchema.safeParse({
      title: "T",
      description: "D",
      content: "<p>C</p>",
      tags: [],
      author: "Someone Else",
      category: "Gossip",
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["tags", "author", "category"]));
  });
});
