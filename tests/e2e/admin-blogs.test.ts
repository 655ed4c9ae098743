// Manage Blogs in a browser (docs/product/staff-portal.md#manage-blogs): 'Access Denied' for non-admins, the
// grid of every post (3 tags each), creating a post with every rule (slug from the title, comma-separated
// tags, the defaults, the meta description hint), publish and unpublish seen on /blog, editing, deleting, the
// empty state with 'Create New Post' and 'Import Sample Posts', and HTML sanitized on save. The demo
// posts are put back exactly as they were afterwards (the blog's own tests count them).
import { inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../server/db/schema";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";

const database = connectE2eDatabase();
const { db } = database;
const TITLE = "Kindness in the Middle of a Fight";
const SLUG = "kindness-in-the-middle-of-a-fight";

const browser = browserForThisFile();
afterAll(async () => {
  await db.delete(blogPosts).where(inArray(blogPosts.slug, [SLUG, "kindness-revised"]));
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

async function adminBlogs(viewport: ViewportName = "desktop") {
  const watched = await openPage(browser(), viewport);
  await signInContext(watched.context, { admin: true });
  await gotoHydrated(watched.page, "/admin/blogs");
  await watched.page.getByRole("heading", { level: 1, name: "Manage Blogs" }).waitFor();
  return watched;
}

/** Opens 'Create New Post', checks its defaults and messages, and creates the post with every rule. */
async function createDraftWithEveryRule(page: Page) {
  await page.getByRole("button", { name: "Add New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await expect(dialog.getByLabel("Author").inputValue()).resolves.toBe("Dr. Maya Chen");
  await expect(dialog.getByLabel("Category").inputValue()).resolves.toBe("Dating Tips");
  await expect(dialog.getByLabel("Read time").inputValue()).resolves.toBe("5 min read");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  for (const message of ["Title is required", "Description is required", "Content is required", "At least one tag is required"]) {
    await dialog.getByText(message, { exact: true }).waitFor();
  }
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByText(`Leave empty to use /blog/${SLUG}`).waitFor();
  await dialog.getByLabel("Description", { exact: true }).fill("How to stay on the same side when you disagree.");
  await dialog
    .getByLabel("Content (HTML)")
    .fill('<h2>Start soft</h2><p onclick="alert(1)">Name the feeling, not the flaw.</p><script>alert(2)</script>');
  await dialog.getByLabel("Category").selectOption("Communication");
  await dialog.getByLabel("Tags").fill(" conflict , kindness,, listening , repair ");
  await dialog.getByLabel("Meta description").fill("Fights happen.");
  await dialog.getByText("14 characters; 150-160 characters recommended for search results.").waitFor();
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await toasts(page).getByText("Post Created").waitFor();
}

/** The new post as the admin API has it: a sanitized, unpublished draft with the slug from the title. */
async function expectStoredDraft(page: Page) {
  const [created] = (await (await page.context().request.get("/api/admin/blog-posts")).json()) as {
    id: string;
    slug: string;
    tags: string[];
    content: string;
    isPublished: boolean;
    publishedAt: string | null;
    category: string;
  }[];
  expect(created).toMatchObject({
    slug: SLUG,
    tags: ["conflict", "kindness", "listening", "repair"],
    isPublished: false,
    publishedAt: null,
    category: "Communication",
  });
  expect(created.content).toBe("<h2>Start soft</h2><p>Name the feeling, not the flaw.</p>");
}

/** Publishing puts the post on /blog (index and page); unpublishing takes it off the index. */
async function publishThenUnpublishOnBlog(page: Page, card: Locator) {
  await card.getByRole("button", { name: `Publish ${TITLE}` }).click();
  await toasts(page).getByText("Post Published").waitFor();
  await card.getByText("Published", { exact: true }).waitFor();
  const blog = await page.context().newPage();
  await gotoHydrated(blog, "/blog");
  await blog.getByRole("link", { name: TITLE }).waitFor();
  await gotoHydrated(blog, `/blog/${SLUG}`);
  await blog.getByRole("heading", { level: 1, name: TITLE }).waitFor();

  await card.getByRole("button", { name: `Unpublish ${TITLE}` }).click();
  await toasts(page).getByText("Post Unpublished").waitFor();
  await card.getByText("Draft", { exact: true }).waitFor();
  await gotoHydrated(blog, "/blog");
  await expect(blog.getByRole("link", { name: TITLE }).count()).resolves.toBe(0);
  await blog.close();
  // The next step opens a dialog whose buttons sit where this toast shows (bottom right), and a
  // toast stays while the pointer is over it: the person lets it go first, as one would.
  await toasts(page).getByText("Post Unpublished").waitFor({ state: "detached" });
}

/** 'Edit Post' shows the tags comma-separated and saves a new slug; 'Delete' removes the card. */
async function editSlugThenDelete(page: Page, card: Locator) {
  await card.getByRole("button", { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Post" });
  await expect(edit.getByLabel("Tags").inputValue()).resolves.toBe("conflict, kindness, listening, repair");
  await edit.getByLabel("Slug").fill("kindness-revised");
  await edit.getByRole("button", { name: "Update Post" }).click();
  await toasts(page).getByText("Post Updated").waitFor();

  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  await page.getByRole("alertdialog", { name: "Delete Post" }).getByRole("button", { name: "Delete" }).click();
  await toasts(page).getByText("Post Deleted").waitFor();
  await page.getByTestId("admin-post-card").filter({ hasText: TITLE }).waitFor({ state: "detached" });
}

describe("/admin/blogs", () => {
  it("tells a person without the admin role 'Access Denied — You need admin access to view this page.'", async () => {
    const { page, context, problems, expectErrorStatus } = await openPage(browser(), "phone");
    await signInContext(context);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin/blogs"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.textContent("main")).toContain("You need admin access to view this page.");
    assertNoPageProblems(problems);
  });

  it.each<ViewportName>(["phone", "desktop"])("lists every post as a card with 3 tags at most (%s)", async (viewport) => {
    const { page, problems } = await adminBlogs(viewport);
    await expect(page.title()).resolves.toBe("Manage Blogs | Kindred");
    await expect(page.getByRole("link", { name: "Back to Admin Portal" }).getAttribute("href")).resolves.toBe("/admin");
    const posts = (await (await page.context().request.get("/api/admin/blog-posts")).json()) as {
      title: string;
      tags: string[];
      isPublished: boolean;
    }[];
    const cards = page.getByTestId("admin-post-card");
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(posts.length);
    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading").textContent()).resolves.toBe(post.title);
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).resolves.toEqual(
        post.tags.slice(0, 3),
      );
      await card.getByText(post.isPublished ? "Published" : "Draft", { exact: true }).waitFor();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    assertNoPageProblems(problems);
  });

  it("creates a draft with the slug from the title and the defaults, publishes it onto /blog, unpublishes, edits and deletes it", async () => {
    const { page, problems } = await adminBlogs();
    await createDraftWithEveryRule(page);
    await expectStoredDraft(page);
    const card = page.getByTestId("admin-post-card").filter({ hasText: TITLE });
    // The grid reloads after the toast: wait for the new card.
    await card.waitFor();
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).resolves.toEqual([
      "conflict",
      "kindness",
      "listening",
    ]);
    await publishThenUnpublishOnBlog(page, card);
    await editSlugThenDelete(page, card);
    assertNoPageProblems(problems);
  });

  it("offers 'Create New Post' and 'Import Sample Posts' when there are no posts, and imports the samples", async () => {
    const saved = await db.select().from(blogPosts);
    await db.delete(blogPosts);
    try {
      const { page, problems } = await adminBlogs("phone");
      await page.getByRole("heading", { name: "No blog posts yet" }).waitFor();
      await page.getByRole("button", { name: "Create New Post" }).waitFor();
      await page.getByRole("button", { name: "Import Sample Posts" }).click();
      await toasts(page).getByText("Sample Posts Imported").waitFor();
      await expect.poll(() => page.getByTestId("admin-post-card").count()).toBe(5);
      assertNoPageProblems(problems);
    } finally {
      await db.delete(blogPosts);
      if (saved.length > 0) await db.insert(blogPosts).values(saved);
    }
  });
});
