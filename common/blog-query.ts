// The query of GET /api/blog-posts: an optional `category`, one of the blog's categories or chips
// (docs/product/blog.md#blog-index). Apart from common/blog.ts so that the blog's pages do not load zod.
import { z } from "zod";
import { blogIndexCategory } from "./catalogue/blog-options";

export const BLOG_CATEGORY_UNKNOWN = "category must be one of the blog's categories";

export const blogPostListQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === "" || blogIndexCategory(value) !== null, BLOG_CATEGORY_UNKNOWN)
    .transform((value) => blogIndexCategory(value) ?? undefined),
});
