// Reading the blog (docs/product/blog.md): /blog lists the published database posts newest first, or
// the built-in samples when there are none, and a category narrows either; a slug finds a published database post first, then a
// built-in article. Post HTML is sanitized again when read.
import type { BlogPostSummary, BlogPostView, BlogReader } from "#common/blog";
import type { Database } from "../../db/client";
import { BUILT_IN_ARTICLES, RELATED_ARTICLE_SLUGS, SAMPLE_ARTICLE_SLUGS, type BuiltInArticle } from "./built-in-articles";
import { summaryOfArticle, summaryOfRow } from "./post-views";
import { findPublishedPostBySlug, hasPublishedPosts, listPublishedPosts } from "./repository";
import { sanitizePostHtml } from "./sanitize-post-html";

const MAX_SLUG_LENGTH = 100;

const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "");

export function createBlogReader(db: Database): BlogReader {
  const articlesBySlug = new Map(BUILT_IN_ARTICLES.map((article) => [article.slug, article]));
  // Built-in articles never change while the process runs: sanitize each once, when first shown.
  const builtInViews = new Map<string, BlogPostView>();

  const builtInView = (slug: string): BlogPostView | null => {
    const cached = builtInViews.get(slug);
    if (cached) return cached;
    const article = articlesBySlug.get(slug);
    if (!article) return null;
    const view: BlogPostView = {
      ...summaryOfArticle(article),
      content: sanitizePostHtml(article.content),
      metaDescription: article.metaDescription,
      source: "built-in",
    };
    builtInViews.set(slug, view);
    return view;
  };

  const articleSummaries = (slugs: readonly string[]) =>
    slugs
      .map((slug) => articlesBySlug.get(slug))
      .filter((a): a is BuiltInArticle => Boolean(a))
      .map(summaryOfArticle);

  const listPublished = async (category?: string) => (await listPublishedPosts(db, category)).map(summaryOfRow);

  return {
    listPublished,

    async sitemapEntries() {
      const published = await listPublished();
      const slugs = new Set(published.map((p) => p.slug));
      return [
        ...published.map((p) => ({ slug: p.slug, updatedAt: p.publishedAt })),
        ...articleSummaries(BUILT_IN_ARTICLES.map((a) => a.slug))
          .filter((a) => !slugs.has(a.slug))
          .map((a) => ({ slug: a.slug, updatedAt: a.publishedAt })),
      ];
    },

    async listForIndex(category) {
      if (category === undefined) {
        const posts = await listPublished();
        if (posts.length > 0) return { posts, samples: false };
        return { posts: articleSummaries(SAMPLE_ARTICLE_SLUGS).sort(newestFirst), samples: true };
      }
      // The built-in articles stand in for the blog only while nothing at all is published; then a
      // category shows every built-in article of its own, not only those among the three samples.
      const [posts, anyPublished] = await Promise.all([listPublished(category), hasPublishedPosts(db)]);
      if (anyPublished) return { posts, samples: false };
      const builtIn = articleSummaries(BUILT_IN_ARTICLES.map((a) => a.slug)).filter((a) => a.category === category);
      return { posts: builtIn.sort(newestFirst), samples: true };
    },

    async findBySlug(slug) {
      if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
      const row = await findPublishedPostBySlug(db, slug);
      if (row) {
        return {
          ...summaryOfRow(row),
          content: sanitizePostHtml(row.content),
          metaDescription: row.metaDescription,
          source: "database",
        };
      }
      return builtInView(slug);
    },

    relatedArticles() {
      return articleSummaries(RELATED_ARTICLE_SLUGS);
    },
  };
}
