// HTTP of the public blog: GET /api/blog-posts (docs/product/api.md#public-endpoints), with an
// optional `category` (400 naming it for one the blog does not have).
import { Router } from "express";
import type { BlogReader } from "#common/blog";
import { blogPostListQuerySchema } from "#common/blog-query";
import { parseInput } from "../../lib/errors";

export function blogRoutes(blog: BlogReader): Router {
  const router = Router();
  // Published database posts, newest first, with the fields of the list (no content).
  router.get("/blog-posts", async (req, res) => {
    const { category } = parseInput(blogPostListQuerySchema, req.query, "query");
    const posts = await blog.listPublished(category);
    res.set("Cache-Control", "no-cache").json(posts);
  });
  return router;
}
