// The values of the create/edit post form: tags typed comma-separated, what a new post and an
// existing one start from, and the editor's schema (common/blog-post-input.ts) applied over the form.
import type { Resolver } from "react-hook-form";
import { parseTagList, type AdminBlogPost } from "#common/blog";
import { blogPostInputSchema } from "#common/blog-post-input";
import { DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_CATEGORY, DEFAULT_READ_TIME } from "#common/catalogue/blog-options";

export interface PostFormValues {
  title: string;
  slug: string;
  description: string;
  content: string;
  author: string;
  category: string;
  tagsText: string;
  readTime: string;
  metaDescription: string;
  isPublished: boolean;
}

const EMPTY: PostFormValues = {
  title: "",
  slug: "",
  description: "",
  content: "",
  author: DEFAULT_BLOG_AUTHOR,
  category: DEFAULT_BLOG_CATEGORY,
  tagsText: "",
  readTime: DEFAULT_READ_TIME,
  metaDescription: "",
  isPublished: false,
};

/** The form's starting values: the post's, or a new post's. */
export function postFormValues(post: AdminBlogPost | null): PostFormValues {
  return post
    ? {
        title: post.title,
        slug: post.slug,
        description: post.description,
        content: post.content,
        author: post.author,
        category: post.category,
        tagsText: post.tags.join(", "),
        readTime: post.readTime,
        metaDescription: post.metaDescription,
        isPublished: post.isPublished,
      }
    : EMPTY;
}

export const toInput = (values: PostFormValues) => {
  const { tagsText, ...rest } = values;
  return { ...rest, tags: parseTagList(tagsText) };
};

/** The editor's schema (common/blog.ts) over the form, where tags are typed comma-separated. */
export const postFormResolver: Resolver<PostFormValues> = async (values) => {
  const result = blogPostInputSchema.safeParse(toInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "tags" ? "tagsText" : String(issue.path[0]);
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};
