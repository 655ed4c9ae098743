// HTTP of the public blog: GET /api/blog-posts (docs/product/api.md#public-endpoints).
import { Router } from "express";
import type { BlogReader } from "#common/blog";

export function blogRoutes(blog: BlogReader): Router {
  const router = Router();
  // Published database posts, newest first, with the fields of the list (no content).
  router.get("/blog-posts", async (_req, res) => {
    const posts = await blog.listPublished();
    res.set("Cache-Control", "no-cache").json(posts);
  });
  return router;
}
