// The blog's rules (docs/product/blog.md): /blog lists the published database posts newest first, or the
// built-in samples when there are none; a slug finds a published database post first, then a
// built-in article (blog-reader.ts). Post HTML is sanitized when saved and again when read. Create,
// update, publish and the import of the built-in articles are for the admin editor, Manage Blogs
// (blog-editor.ts).
import type { BlogReader } from "#common/blog";
import type { Database } from "../../db/client";
import { createBlogEditor, type BlogEditor } from "./blog-editor";
import { createBlogReader } from "./blog-reader";

/** The blog as the public pages read it and as the admin editor changes it. */
export interface BlogService extends BlogReader, BlogEditor {}

export function createBlogService(db: Database): BlogService {
  return { ...createBlogReader(db), ...createBlogEditor(db) };
}
