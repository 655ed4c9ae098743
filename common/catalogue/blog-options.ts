// Blog categories and authors (docs/product/blog.md#post-rules).

/** Categories a post may carry (admin form). The first is the default. */
export const BLOG_CATEGORIES = [
  "Dating Tips",
  "Relationship Advice",
  "Communication",
  "Psychology",
  "Dating Safety",
  "Self-Love",
  "Breakups",
  "Marriage",
  "Family",
  "Mental Health",
] as const;

/** The chips on /blog: 'All', then links to /blog?category={name} (docs/product/blog.md#blog-index). */
export const BLOG_INDEX_CHIPS = [
  "All",
  "Dating Tips",
  "Relationship Advice",
  "Communication",
  "Psychology",
  "Dating Safety",
  "Self-Improvement",
] as const;

/**
 * The category a `?category=` value names: a post category or a chip's name ('Self-Improvement' is a
 * chip but no post's category), exactly as written; null for anything else ('All' included: it is no
 * filter).
 */
export function blogIndexCategory(value: string | null | undefined): string | null {
  if (!value) return null;
  const known: readonly string[] = [...BLOG_CATEGORIES, ...BLOG_INDEX_CHIPS.slice(1)];
  return known.includes(value) ? value : null;
}

/** The five fixed authors; the first is the default. */
export const BLOG_AUTHORS = ["Dr. Maya Chen", "Dr. James Okafor", "Dr. Sofia Ramirez", "Dr. Daniel Weiss", "Dr. Amara Patel"] as const;

export const DEFAULT_BLOG_CATEGORY = BLOG_CATEGORIES[0];
export const DEFAULT_BLOG_AUTHOR = BLOG_AUTHORS[0];
export const DEFAULT_READ_TIME = "5 min read";
