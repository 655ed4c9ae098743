// Editing the blog (the admin's Manage Blogs): create, update, publish and remove database posts,
// and import the built-in articles. Post HTML is sanitized when saved; a slug belongs to one post.
import type { AdminBlogPost } from "#common/blog";
import type { BlogPostInput } from "#common/blog-post-input";
import { isUuid } from "#common/uuid";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { BUILT_IN_ARTICLES } from "./built-in-articles";
import { recordOfRow } from "./post-views";
import {
  deletePost,
  findPostById,
  findPostIdBySlug,
  insertPost,
  insertPostsSkippingTakenSlugs,
  listAllPosts,
  updatePost,
} from "./repository";
import { sanitizePostHtml } from "./sanitize-post-html";

/** What the admin editor (Manage Blogs) calls. */
export interface BlogEditor {
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

const postNotFound = () => notFound("Blog post not found");

const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === "23505";
const slugTaken = () => conflict("A post with this slug already exists. Choose another slug.");

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

export function createBlogEditor(db: Database): BlogEditor {
  async function assertSlugFree(slug: string, exceptId?: string) {
    const owner = await findPostIdBySlug(db, slug);
    if (owner && owner !== exceptId) throw slugTaken();
  }

  return {
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

    importBuiltInArticles() {
      return importBuiltInArticles(db);
    },
  };
}

/** The built-in articles as published posts with their own dates; a slug already in the database is skipped. */
async function importBuiltInArticles(db: Database): Promise<{ imported: string[]; skipped: string[] }> {
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
}
