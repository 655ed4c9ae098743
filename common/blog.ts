// Blog posts as both sides see them (docs/product/blog.md) and small helpers (the editor's input schema is in
// common/blog-post-input.ts).

/** A post in a list: the fields of GET /api/blog-posts. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** ISO 8601; null for a database post that was never published. */
  publishedAt: string | null;
  readTime: string;
  author: string;
  category: string;
  tags: string[];
}

/** A database post as the staff API answers it (GET /api/admin/blog-posts and every write), drafts too. */
export interface AdminBlogPost extends BlogPostSummary {
  content: string;
  metaDescription: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A post to read: the summary plus its (sanitized) HTML. */
export interface BlogPostView extends BlogPostSummary {
  /** Sanitized HTML: no scripts, event handlers or javascript: URLs. */
  content: string;
  /** For the page's meta description; falls back to the description when empty. */
  metaDescription: string;
  /** Where the post came from: a database post wins over the built-in article of the same slug. */
  source: "database" | "built-in";
}

/** What page loaders may read about the blog (the load context's `services.blog`). */
export interface BlogReader {
  /** Published database posts, newest first; with a category, only that category's. */
  listPublished(category?: string): Promise<BlogPostSummary[]>;
  /**
   * What /blog lists: the published posts, or the built-in samples when there are none. With a
   * category, that category's published posts, or (when nothing is published) its built-in articles.
   */
  listForIndex(category?: string): Promise<{ posts: BlogPostSummary[]; samples: boolean }>;
  /** A published database post with this slug, else the built-in article, else null. */
  findBySlug(slug: string): Promise<BlogPostView | null>;
  /** The two fixed Related Articles under every post. */
  relatedArticles(): BlogPostSummary[];
  /** Every readable post (published database posts and built-in articles), for the sitemap. */
  sitemapEntries(): Promise<{ slug: string; updatedAt: string | null }[]>;
}

/** Slug rule of the admin form: lowercase, strip what is not a letter, digit or space, spaces to hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** Tags are typed comma-separated; each is trimmed and empty ones dropped. */
export function parseTagList(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const POST_DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * A post's date for people, "August 26, 2025". A publication date is a calendar date, read in UTC
 * so that the server's rendering and the browser's hydration agree.
 */
export function formatPostDate(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : POST_DATE_FORMAT.format(date);
}
