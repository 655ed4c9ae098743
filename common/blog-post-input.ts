// The post the admin editor sends (create, and every field of an update), with its messages. Apart
// from common/blog.ts so that the public blog pages, which only show posts, do not load zod.
import { z } from "zod";
import { BLOG_AUTHORS, BLOG_CATEGORIES, DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_CATEGORY, DEFAULT_READ_TIME } from "./catalogue/blog-options";
import { slugify } from "./blog";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post as the admin editor sends it (create, and every field of an update). */
export const blogPostInputSchema = z
  .object({
    title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be 200 characters or fewer"),
    slug: z
      .string()
      .trim()
      .max(100, "Slug must be 100 characters or fewer")
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Slug may contain lowercase letters, numbers and hyphens only")
      .default(""),
    description: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, "Description is required")
      .max(500, "Description must be 500 characters or fewer"),
    content: z.string({ error: "Content is required" }).trim().min(1, "Content is required").max(200_000, "Content is too long"),
    author: z.enum(BLOG_AUTHORS, { error: "Choose one of the listed authors" }).default(DEFAULT_BLOG_AUTHOR),
    category: z.enum(BLOG_CATEGORIES, { error: "Choose one of the listed categories" }).default(DEFAULT_BLOG_CATEGORY),
    tags: z
      .array(z.string().trim().min(1).max(50, "Each tag must be 50 characters or fewer"), { error: "At least one tag is required" })
      .min(1, "At least one tag is required")
      .max(20, "Use at most 20 tags"),
    readTime: z
      .string()
      .trim()
      .min(1, "Read time is required")
      .max(30, "Read time must be 30 characters or fewer")
      .default(DEFAULT_READ_TIME),
    metaDescription: z.string().trim().max(300, "Meta description must be 300 characters or fewer").default(""),
    isPublished: z.boolean().default(false),
  })
  .transform((post) => ({ ...post, slug: post.slug || slugify(post.title) }))
  .refine((post) => post.slug !== "", { path: ["slug"], message: "Slug is required" });

export type BlogPostInput = z.output<typeof blogPostInputSchema>;
