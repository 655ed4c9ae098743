// Editing the blog (the admin's Manage Blogs): create, update, publish and remove database posts,
// and import the built-in articles. Post HTML is sanitized when saved; a slug belongs to one post.
// Every change records its audit row (server/modules/audit/service.ts) in its own transaction.
import type { AdminBlogPost } from "#common/blog";
import type { BlogPostInput } from "#common/blog-post-input";
import { isUuid } from "#common/uuid";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
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
  create(input: BlogPostInput, actor: AuditActor): Promise<AdminBlogPost>;
  /** One database post, drafts too; 404 when it does not exist. */
  get(id: string): Promise<AdminBlogPost>;
  /** Replaces every field of the post; 404 when it does not exist, 409 when the slug is taken. */
  update(id: string, input: BlogPostInput, actor: AuditActor): Promise<AdminBlogPost>;
  /** Publishing for the first time sets publishedAt to now; unpublishing keeps it. */
  setPublished(id: string, isPublished: boolean, actor: AuditActor): Promise<AdminBlogPost>;
  /** Inserts the built-in articles as published posts, skipping slugs that exist (an audit row per post inserted). */
  importBuiltInArticles(actor: AuditActor): Promise<{ imported: string[]; skipped: string[] }>;
  /** Every database post, drafts included, newest first (the admin's list). */
  listAll(): Promise<AdminBlogPost[]>;
  /** 404 when it does not exist. */
  remove(id: string, actor: AuditActor): Promise<void>;
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
    async create(input, actor) {
      await assertSlugFree(input.slug);
      try {
        return await db.transaction(async (tx) => {
          const row = await insertPost(tx, {
            ...rowValues(input),
            isPublished: input.isPublished,
            publishedAt: input.isPublished ? new Date() : null,
          });
          const post = recordOfRow(row);
          await recordAuditEvent(tx, {
            actor,
            action: "blog-post.create",
            entity: "blog-post",
            entityId: row.id,
            before: null,
            after: post,
          });
          return post;
        });
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

    async update(id, input, actor) {
      const existing = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!existing) throw notFound("Blog post not found");
      await assertSlugFree(input.slug, id);
      try {
        return await db.transaction(async (tx) => {
          const row = await updatePost(tx, id, {
            ...rowValues(input),
            isPublished: input.isPublished,
            publishedAt: input.isPublished && !existing.publishedAt ? new Date() : existing.publishedAt,
          });
          if (!row) throw notFound("Blog post not found");
          const post = recordOfRow(row);
          await recordAuditEvent(tx, {
            actor,
            action: "blog-post.update",
            entity: "blog-post",
            entityId: id,
            before: recordOfRow(existing),
            after: post,
          });
          return post;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async setPublished(id, isPublished, actor) {
      const existing = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!existing) throw notFound("Blog post not found");
      return db.transaction(async (tx) => {
        const row = await updatePost(tx, id, {
          isPublished,
          publishedAt: isPublished && !existing.publishedAt ? new Date() : existing.publishedAt,
        });
        if (!row) throw notFound("Blog post not found");
        const post = recordOfRow(row);
        const action = isPublished ? "blog-post.publish" : "blog-post.unpublish";
        await recordAuditEvent(tx, { actor, action, entity: "blog-post", entityId: id, before: recordOfRow(existing), after: post });
        return post;
      });
    },

    async listAll() {
      return (await listAllPosts(db)).map(recordOfRow);
    },

    async remove(id, actor) {
      const existing = isUuid(id) ? await findPostById(db, id) : undefined;
      if (!existing) throw postNotFound();
      await db.transaction(async (tx) => {
        if (!(await deletePost(tx, id))) throw postNotFound();
        await recordAuditEvent(tx, {
          actor,
          action: "blog-post.delete",
          entity: "blog-post",
          entityId: id,
          before: recordOfRow(existing),
          after: null,
        });
      });
    },

    importBuiltInArticles(actor) {
      return importBuiltInArticles(db, actor);
    },
  };
}

/** The built-in articles as published posts with their own dates; a slug already in the database is skipped. */
async function importBuiltInArticles(db: Database, actor: AuditActor): Promise<{ imported: string[]; skipped: string[] }> {
  const imported = await db.transaction(async (tx) => {
    const rows = await insertPostsSkippingTakenSlugs(
      tx,
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
    for (const row of rows) {
      await recordAuditEvent(tx, {
        actor,
        action: "blog-post.import",
        entity: "blog-post",
        entityId: row.id,
        before: null,
        after: recordOfRow(row),
      });
    }
    return rows.map((row) => row.slug);
  });
  const skipped = BUILT_IN_ARTICLES.map((a) => a.slug).filter((slug) => !imported.includes(slug));
  return { imported, skipped };
}
