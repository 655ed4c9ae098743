// How blog posts are shown: a database row as a summary or as the admin's full record, and a
// built-in article as a summary.
import type { AdminBlogPost, BlogPostSummary } from "#common/blog";
import type { BuiltInArticle } from "./built-in-articles";
import type { BlogPostRow, BlogPostSummaryRow } from "./repository";

export function summaryOfRow(row: BlogPostSummaryRow): BlogPostSummary {
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

export function recordOfRow(row: BlogPostRow): AdminBlogPost {
  return {
    ...summaryOfRow(row),
    content: row.content,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function summaryOfArticle(article: BuiltInArticle): BlogPostSummary {
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
