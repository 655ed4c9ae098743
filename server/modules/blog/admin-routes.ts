// Staff HTTP of the blog (second specification, section 7), mounted under /api/admin:
//   GET    /blog-posts                every post, drafts too, newest first
//   POST   /blog-posts                201 the post (HTML sanitized on save)
//   PATCH  /blog-posts/{id}           the post; 409 when the slug is taken
//   DELETE /blog-posts/{id}           204
//   PATCH  /blog-posts/{id}/publish { isPublished }   publishedAt is set on the first publication
//   POST   /seed-blog-posts           { imported[], skipped[] }: the built-in articles, existing slugs skipped
import { Router } from "express";
import { z } from "zod";
import { blogPostInputSchema } from "#common/blog";
import { parseInput } from "../../lib/errors";
import type { BlogService } from "./service";

const publishSchema = z.object({ isPublished: z.boolean({ error: "isPublished must be true or false" }) });

export function blogAdminRoutes(blog: BlogService): Router {
  const router = Router();

  router.get("/blog-posts", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await blog.listAll());
  });

  router.post("/blog-posts", async (req, res) => {
    const input = parseInput(blogPostInputSchema, req.body, "blog post");
    res.status(201).json(await blog.create(input));
  });

  router.patch("/blog-posts/:id", async (req, res) => {
    const input = parseInput(blogPostInputSchema, req.body, "blog post");
    res.json(await blog.update(req.params.id, input));
  });

  router.delete("/blog-posts/:id", async (req, res) => {
    await blog.remove(req.params.id);
    res.status(204).end();
  });

  router.patch("/blog-posts/:id/publish", async (req, res) => {
    const { isPublished } = parseInput(publishSchema, req.body);
    res.json(await blog.setPublished(req.params.id, isPublished));
  });

  router.post("/seed-blog-posts", async (_req, res) => {
    res.json(await blog.importBuiltInArticles());
  });

  return router;
}
