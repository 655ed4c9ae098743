// Staff HTTP of the blog (docs/product/api.md#staff-endpoints), mounted under /api/admin:
//   GET    /blog-posts                every post, drafts too, newest first
//   POST   /blog-posts                201 the post (HTML sanitized on save)
//   PATCH  /blog-posts/{id}           the post; fields not sent keep their values; 409 when the slug is taken
//   DELETE /blog-posts/{id}           204
//   PATCH  /blog-posts/{id}/publish { isPublished }   publishedAt is set on the first publication
//   POST   /seed-blog-posts           { imported[], skipped[] }: the built-in articles, existing slugs skipped
import { Router } from "express";
import { z } from "zod";
import { blogPostInputSchema } from "#common/blog-post-input";
import { parseInput } from "../../lib/errors";
import type { AdminBlogPost } from "#common/blog";
import type { BlogService } from "./service";
import { staffActor } from "../auth/guards";

const publishSchema = z.object({ isPublished: z.boolean({ error: "isPublished must be true or false" }) });

function editableFieldsOf(post: AdminBlogPost) {
  const { title, slug, description, content, author, category, tags, readTime, metaDescription, isPublished } = post;
  return { title, slug, description, content, author, category, tags, readTime, metaDescription, isPublished };
}

export function blogAdminRoutes(blog: BlogService): Router {
  const router = Router();

  router.get("/blog-posts", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await blog.listAll());
  });

  router.post("/blog-posts", async (req, res) => {
    const input = parseInput(blogPostInputSchema, req.body, "blog post");
    res.status(201).json(await blog.create(input, staffActor(res)));
  });

  router.patch("/blog-posts/:id", async (req, res) => {
    // A PATCH changes what it is sent ({"title": …} alone renames); the editor sends every field.
    const current = await blog.get(req.params.id);
    const sent: unknown = req.body;
    const changes = sent !== null && typeof sent === "object" && !Array.isArray(sent) ? sent : {};
    const input = parseInput(blogPostInputSchema, { ...editableFieldsOf(current), ...changes }, "blog post");
    res.json(await blog.update(req.params.id, input, staffActor(res)));
  });

  router.delete("/blog-posts/:id", async (req, res) => {
    await blog.remove(req.params.id, staffActor(res));
    res.status(204).end();
  });

  router.patch("/blog-posts/:id/publish", async (req, res) => {
    const { isPublished } = parseInput(publishSchema, req.body);
    res.json(await blog.setPublished(req.params.id, isPublished, staffActor(res)));
  });

  router.post("/seed-blog-posts", async (_req, res) => {
    res.json(await blog.importBuiltInArticles(staffActor(res)));
  });

  return router;
}
