// The blog's categories against a real database: GET /api/blog-posts?category= (400 naming the
// parameter for one the blog does not have, each category its own entry in the public cache), and the
// index the page lists per category: the category's published posts, or its built-in articles while
// nothing is published.
import { beforeEach, describe, expect, it } from "vitest";
import type { BlogPostSummary } from "#common/blog";
import { startTestApp } from "../../../tests/support/test-app";
import { blogPosts } from "../../db/schema";
import { BUILT_IN_ARTICLES } from "./built-in-articles";

const app = await startTestApp({}, { publicCache: true });
const { db } = app.database;

function post(slug: string, category: string, publishedAt = "2026-01-01T00:00:00Z", isPublished = true): typeof blogPosts.$inferInsert {
  return {
    title: `Post ${slug}`,
    slug,
    description: "A description.",
    content: "<p>Body</p>",
    author: "Dr. Maya Chen",
    category,
    tags: ["One"],
    readTime: "3 min read",
    isPublished,
    publishedAt: isPublished ? new Date(publishedAt) : null,
  };
}

const slugs = (posts: BlogPostSummary[]) => posts.map((p) => p.slug);

/**
 * Asks until the answer comes from the cache and lists these posts (a write just before clears the
 * cache when its notice arrives; until then an older answer may still be served).
 */
async function servedFromCache(path: string, expected: string[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    const response = await app.request(path);
    const listed = slugs((await response.json()) as BlogPostSummary[]);
    if (response.headers.get("x-cache") === "HIT" && JSON.stringify(listed) === JSON.stringify(expected)) return;
    if (Date.now() - started > 2_000)
      throw new Error(`${path} never came from the cache with ${expected.join(", ")}: ${listed.join(", ")}`);
  }
}

beforeEach(async () => {
  await db.delete(blogPosts);
});

describe("GET /api/blog-posts?category=", () => {
  it("lists the published posts of that category, newest first, each category its own cached answer", async () => {
    await db
      .insert(blogPosts)
      .values([
        post("psych-old", "Psychology", "2025-01-01T00:00:00Z"),
        post("psych-new", "Psychology", "2026-02-01T00:00:00Z"),
        post("psych-draft", "Psychology", "", false),
        post("tips", "Dating Tips"),
      ]);
    await servedFromCache("/api/blog-posts", ["psych-new", "tips", "psych-old"]);
    const psychology = await app.request(`/api/blog-posts?${new URLSearchParams({ category: "Psychology" })}`);
    expect(psychology.status).toBe(200);
    expect(slugs(await psychology.json())).toEqual(["psych-new", "psych-old"]);
    await servedFromCache("/api/blog-posts?category=Psychology", ["psych-new", "psych-old"]);
    await servedFromCache("/api/blog-posts?category=Dating%20Tips", ["tips"]);
    // A chip that no post carries, and 'All' (no filter) read as none.
    expect(await (await app.request("/api/blog-posts?category=Self-Improvement")).json()).toEqual([]);
  });

  it("answers 400 naming the parameter for a category the blog does not have, and caches nothing for it", async () => {
    for (const category of ["Astrology", "psychology", "All"]) {
      const response = await app.request(`/api/blog-posts?${new URLSearchParams({ category })}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("x-cache")).toBeNull();
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors.category).toBe("category must be one of the blog's categories");
      expect(body.message).toContain("category");
    }
  });
});

describe("the blog index of a category", () => {
  it("lists the category's published posts, and none from the built-in articles once anything is published", async () => {
    await db.insert(blogPosts).values([post("tips", "Dating Tips"), post("family", "Family")]);
    await expect(app.services.blog.listForIndex("Family")).resolves.toMatchObject({ samples: false, posts: [{ slug: "family" }] });
    const psychology = await app.services.blog.listForIndex("Psychology");
    expect(psychology).toEqual({ posts: [], samples: false });
  });

  it("lists the category's built-in articles, all five included, while nothing is published", async () => {
    await db.insert(blogPosts).values(post("draft", "Psychology", "", false));
    const everything = await app.services.blog.listForIndex();
    expect(everything.posts).toHaveLength(3);
    for (const category of ["Psychology", "Dating Safety", "Communication"]) {
      const { posts, samples } = await app.services.blog.listForIndex(category);
      expect(samples).toBe(true);
      expect(slugs(posts)).toEqual(BUILT_IN_ARTICLES.filter((a) => a.category === category).map((a) => a.slug));
    }
    // Not one of the three samples of 'All', yet its category shows it.
    expect(slugs(everything.posts)).not.toContain("attachment-styles-dating");
    await expect(app.services.blog.listForIndex("Self-Improvement")).resolves.toEqual({ posts: [], samples: true });
  });
});
