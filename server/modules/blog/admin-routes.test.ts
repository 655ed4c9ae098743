// The blog for staff (docs/product/staff-portal.md#manage-blogs, docs/product/blog.md#post-rules):
// every post listed, create/edit with the editor's schema, HTML sanitized on save, publish and
// unpublish (publishedAt set once), delete, and the import of the built-in articles.
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";
import { BUILT_IN_ARTICLES } from "./built-in-articles";

const app = await startTestApp({ ADMIN_EMAILS: "editor@kindred.example" });
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount(app, { email: "editor@kindred.example" });
});
const call = (method: string, path: string, json?: unknown) => app.request(path, { method, json, headers: { Cookie: admin.jar.header } });

const post = (change: Record<string, unknown> = {}) => ({
  title: "How to Argue Well",
  slug: "",
  description: "Fights are normal. Here is how to have better ones.",
  content: '<p onclick="steal()">Stay curious.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  author: "Dr. James Okafor",
  category: "Communication",
  tags: ["conflict", "communication"],
  readTime: "4 min read",
  metaDescription: "",
  isPublished: false,
  ...change,
});

describe("the admin blog API", () => {
  it("creates a draft with the slug from the title and the HTML sanitized", async () => {
    const response = await call("POST", "/api/admin/blog-posts", post());
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ slug: "how-to-argue-well", isPublished: false, publishedAt: null });
    expect(created.content).toBe("<p>Stay curious.</p><a>x</a>");
    const list = (await (await call("GET", "/api/admin/blog-posts")).json()) as { id: string }[];
    expect(list[0].id).toBe(created.id);
    // A draft is not public.
    expect((await (await app.request("/api/blog-posts")).json()).map((p: { id: string }) => p.id)).not.toContain(created.id);
  });

  it("publishes (publishedAt set on the first publication only), unpublishes and republishes", async () => {
    const { id } = await (await call("POST", "/api/admin/blog-posts", post({ title: "Publish Me" }))).json();
    const first = await (await call("PATCH", `/api/admin/blog-posts/${id}/publish`, { isPublished: true })).json();
    expect(first.isPublished).toBe(true);
    expect(first.publishedAt).not.toBeNull();
    expect((await (await app.request("/api/blog-posts")).json()).map((p: { id: string }) => p.id)).toContain(id);
    const off = await (await call("PATCH", `/api/admin/blog-posts/${id}/publish`, { isPublished: false })).json();
    expect(off).toMatchObject({ isPublished: false, publishedAt: first.publishedAt });
    expect((await (await app.request("/api/blog-posts")).json()).map((p: { id: string }) => p.id)).not.toContain(id);
    const again = await (await call("PATCH", `/api/admin/blog-posts/${id}/publish`, { isPublished: true })).json();
    expect(again.publishedAt).toBe(first.publishedAt);
    expect((await call("PATCH", `/api/admin/blog-posts/${id}/publish`, { isPublished: "yes" })).status).toBe(400);
  });

  it("edits a post, refusing a slug another post has (409)", async () => {
    const a = await (await call("POST", "/api/admin/blog-posts", post({ title: "Slug A" }))).json();
    await call("POST", "/api/admin/blog-posts", post({ title: "Slug B" }));
    const edited = await call("PATCH", `/api/admin/blog-posts/${a.id}`, post({ title: "Slug A, revised", slug: "slug-a" }));
    expect(edited.status).toBe(200);
    expect((await edited.json()).title).toBe("Slug A, revised");
    const taken = await call("PATCH", `/api/admin/blog-posts/${a.id}`, post({ slug: "slug-b" }));
    expect(taken.status).toBe(409);
  });

  it("changes only the fields a PATCH is sent, keeping the rest (publication too)", async () => {
    const created = await (await call("POST", "/api/admin/blog-posts", post({ title: "Partly Edited", isPublished: true }))).json();
    const renamed = await call("PATCH", `/api/admin/blog-posts/${created.id}`, { title: "Partly Edited, renamed" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ ...created, title: "Partly Edited, renamed", updatedAt: expect.any(String) });
    const bad = await call("PATCH", `/api/admin/blog-posts/${created.id}`, { tags: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ tags: "At least one tag is required" });
    expect((await call("PATCH", "/api/admin/blog-posts/00000000-0000-4000-8000-000000000000", { title: "Nope" })).status).toBe(404);
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ description: "" }, "description", "Description is required"],
    [{ tags: [] }, "tags", "At least one tag is required"],
    [{ author: "Someone Else" }, "author", "Choose one of the listed authors"],
    [{ category: "Gossip" }, "category", "Choose one of the listed categories"],
    [{ content: " " }, "content", "Content is required"],
  ])("refuses %o with its message", async (change, field, message) => {
    const response = await call("POST", "/api/admin/blog-posts", post(change));
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it("deletes a post (204), then 404", async () => {
    const { id } = await (await call("POST", "/api/admin/blog-posts", post({ title: "Delete Me" }))).json();
    expect((await call("DELETE", `/api/admin/blog-posts/${id}`)).status).toBe(204);
    expect((await call("DELETE", `/api/admin/blog-posts/${id}`)).status).toBe(404);
    expect((await call("PATCH", `/api/admin/blog-posts/nope/publish`, { isPublished: true })).status).toBe(404);
  });

  it("imports the built-in articles once, skipping existing slugs", async () => {
    const first = await (await call("POST", "/api/admin/seed-blog-posts")).json();
    expect(first.imported.sort()).toEqual(BUILT_IN_ARTICLES.map((a) => a.slug).sort());
    const second = await (await call("POST", "/api/admin/seed-blog-posts")).json();
    expect(second).toEqual({ imported: [], skipped: BUILT_IN_ARTICLES.map((a) => a.slug) });
  });
});
