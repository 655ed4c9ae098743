// The blog's rules (docs/product/blog.md): /blog lists the published database posts newest first, or the
// built-in samples when there are none; a slug finds a published database post first, then a
// built-in article. Post HTML is sanitized when saved and again when read. Create, update, publish
// and the import of the built-in articles are here for the admin editor (Manage Blogs) to call.
import type { AdminBlogPost, BlogPostSummary, BlogPostView, BlogReader } from "#common/blog";
import type { BlogPostInput } from "#common/blog-post-input";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { BUILT_IN_ARTICLES, RELATED_ARTICLE_SLUGS, SAMPLE_ARTICLE_SLUGS, type BuiltInArticle } from "./built-in-articles";
import {
  deletePost,
  listAllPosts,
  findPostById,
  findPostIdBySlug,
  findPublishedPostBySlug,
  insertPost,
  insertPostsSkippingTakenSlugs,
  listPublishedPosts,
  updatePost,
  type BlogPostRow,
  type BlogPostSummaryRow,
} from "./repository";
import { sanitizePostHtml } from "./sanitize-post-html";
import { isUuid } from "#common/uuid";

export interface BlogService extends BlogReader {
  create(input: BlogPostInput): Promise<AdminBlogPost>;
  /** One database post, drafts too; 404 when it does not exist. */
  get(id: string): Promise<AdminBlogPost>;
  /** Replaces every field of the post; 404 when it does not exist, 409 when the slug is taken. */
  update(id: string, input: BlogPostInput): Promise<AdminBlogPost>;
  /** Publishing for the first time sets publishedAt to now; unpublishing keeps it. */
  setPublished(id: string, isPublished: boolean): Promise<AdminBlogPost>;
  /** Inserts the built-in articles as published posts, skipping slugs that exist. */
  importBuiltInArticles(): Promise<{ imported: string[]; skipped: string[] }>;
  /** Every database post, drafts included, newest first (the admin's list). */
  listAll(): Promise<AdminBlogPost[]>;
  /** 404 when it does not exist. */
  remove(id: string): Promise<void>;
}

const MAX_SLUG_LENGTH = 100;

function summaryOfRow(row: BlogPostSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    readTime: row.readTime,
    author: row.author,
    category: row.category,
    tags: row.tags,
  };
}

function recordOfRow(row: BlogPostRow): AdminBlogPost {
  return {
    ...summaryOfRow(row),
    content: row.content,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function summaryOfArticle(article: BuiltInArticle): BlogPostSummary {
  return {
    id: `built-in-${article.slug}`,
    slug: article.slug,
    title: article.title,
    description: article.description,
    publishedAt: article.publishedAt,
    readTime: article.readTime,
    author: article.author,
    category: article.category,
    tags: [...article.tags],
  };
}

const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "");

const postNotFound = () => notFound("Blog post not found");

const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === "23505";
const slugTaken = () => conflict("A post with this slug already exists. Choose another slug.");

export function createBlogService(db: Database): BlogService {
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

  const rowValues = (input: BlogPostInput) => ({
    title: input.title,
    slug: input.slug,
    description: input.description,
    content: sanitizePostHtml(input.content),
    author: input.author,
    category: input.category,
    tags: input.tags,
    readTime: input.readTime,
    metaDescription: input.metaDescription,
  });

  async function assertSlugFree(slug: string, exceptId?: string) {
    const owner = await findPostIdBySlug(db, slug);
    if (owner && owner !== exceptId) throw slugTaken();
  }

  const listPublished = async () => (await listPublishedPosts(db)).map(summaryOfRow);

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

    async listForIndex() {
      const posts = await listPublished();
      if (posts.length > 0) return { posts, samples: false };
      return { posts: articleSummaries(SAMPLE_ARTICLE_SLUGS).sort(newestFirst), samples: true };
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

    async create(input) {
      await assertSlugFree(input.slug);
      try {
        const row = await insertPost(db, {
          ...rowValues(input),
          isPublished: input.isPublished,
          publishedAt: input.isPublished ? new Date() : null,
        });
        return recordOfRow(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async get(id) {
      const row = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!row) throw notFound("Blog post not found");
      return recordOfRow(row);
    },

    async update(id, input) {
      const existing = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!existing) throw notFound("Blog post not found");
      await assertSlugFree(input.slug, id);
      try {
        const row = await updatePost(db, id, {
          ...rowValues(input),
          isPublished: input.isPublished,
          publishedAt: input.isPublished && !existing.publishedAt ? new Date() : existing.publishedAt,
        });
        if (!row) throw notFound("Blog post not found");
        return recordOfRow(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async setPublished(id, isPublished) {
      const existing = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!existing) throw notFound("Blog post not found");
      const row = await updatePost(db, id, {
        isPublished,
        publishedAt: isPublished && !existing.publishedAt ? new Date() : existing.publishedAt,
      });
      if (!row) throw notFound("Blog post not found");
      return recordOfRow(row);
    },

    async listAll() {
      return (await listAllPosts(db)).map(recordOfRow);
    },

    async remove(id) {
      if (!isUuid(id) || !(await deletePost(db, id))) throw postNotFound();
    },

    async importBuiltInArticles() {
      const imported = await insertPostsSkippingTakenSlugs(
        db,
        BUILT_IN_ARTICLES.map((article) => ({
          title: article.title,
          slug: article.slug,
          description: article.description,
          content: sanitizePostHtml(article.content),
          author: article.author,
          category: article.category,
          tags: [...article.tags],
          readTime: article.readTime,
          metaDescription: article.metaDescription,
          isPublished: true,
          publishedAt: new Date(article.publishedAt),
        })),
      );
      const skipped = BUILT_IN_ARTICLES.map((a) => a.slug).filter((slug) => !imported.includes(slug));
      return { imported, skipped };
    },
  };
}
