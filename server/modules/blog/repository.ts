// The only SQL of the blog.
import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { blogPosts } from "../../db/schema";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  publishedAt: blogPosts.publishedAt,
  readTime: blogPosts.readTime,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
};

export type BlogPostSummaryRow = { [K in keyof typeof summaryColumns]: BlogPostRow[K] };

/**
 * Published posts, newest first (the partial index blog_posts_published_idx serves this); with a
 * category, that category's only.
 */
export async function listPublishedPosts(db: DatabaseOrTransaction, category?: string): Promise<BlogPostSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      category === undefined ? eq(blogPosts.isPublished, true) : and(eq(blogPosts.isPublished, true), eq(blogPosts.category, category)),
    )
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** Whether any post is published (else the built-in articles stand in for the blog). */
export async function hasPublishedPosts(db: DatabaseOrTransaction): Promise<boolean> {
  const rows = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
  return rows.length > 0;
}

export async function findPublishedPostBySlug(db: DatabaseOrTransaction, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return row;
}

export async function findPostById(db: DatabaseOrTransaction, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function findPostIdBySlug(db: DatabaseOrTransaction, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row?.id;
}

export async function insertPost(db: DatabaseOrTransaction, values: NewBlogPostRow): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row;
}

/** Inserts the posts whose slug is free; returns the posts that were inserted. */
export async function insertPostsSkippingTakenSlugs(db: DatabaseOrTransaction, values: NewBlogPostRow[]): Promise<BlogPostRow[]> {
  if (values.length === 0) return [];
  return db.insert(blogPosts).values(values).onConflictDoNothing({ target: blogPosts.slug }).returning();
}

export async function updatePost(
  db: DatabaseOrTransaction,
  id: string,
  values: Partial<Omit<NewBlogPostRow, "id" | "createdAt">>,
): Promise<BlogPostRow | undefined> {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

/** Every post (drafts too), newest first, for staff. */
export async function listAllPosts(db: DatabaseOrTransaction): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function deletePost(db: DatabaseOrTransaction, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length === 1;
}
