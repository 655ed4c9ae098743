// The public answer cache, as two web processes behind one database see it: each keeps its own
// cache of finished bytes, and a write made through one (a staff edit of a coach, a new review, a
// published post) shows in the other's next answer within a second, carried by PostgreSQL NOTIFY.
// Unchanged answers revalidate to 304; answers to someone signed in are never cached.
import { describe, expect, it, beforeAll } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const STAFF = "staff@kindred.example";
const first = await startTestApp({ ADMIN_EMAILS: STAFF }, { publicCache: true });
const second = await startTestApp({ ADMIN_EMAILS: STAFF }, { publicCache: true, database: first.database });
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(first, { email: STAFF });
});

const asStaff = (method: string, path: string, json?: unknown) =>
  first.request(path, { method, json, headers: { Cookie: admin.jar.header } });

/** Asks `app` until `seen` holds; answers how long that took (fails after `withinMs`). */
async function visibleWithin(app: TestApp, path: string, seen: (body: unknown) => boolean, withinMs = 1_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await app.request(path);
    if (response.status === 200 && seen(await response.json())) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${path} still stale after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Makes sure both processes hold `path` in their caches before a write. A change made just before
 * (a coach inserted by the test) clears the caches when its notification arrives, so ask until the
 * answer comes from the cache.
 */
async function warm(path: string, apps: TestApp[] = [first, second]): Promise<void> {
  for (const app of apps) {
    const started = Date.now();
    while ((await app.request(path)).headers.get("x-cache") !== "HIT") {
      if (Date.now() - started > 2_000) throw new Error(`${path} never came from the cache`);
    }
  }
}

describe("the public answer cache: what is served from it, and what never is", () => {
  it("answers a repeated anonymous request from the cache with the same ETag, and 304 to If-None-Match", async () => {
    await insertCoach(first.database.db, { firstName: "Etta" });
    await warm("/api/coaches?limit=5", [first]);
    const uncached = await second.request("/api/coaches?limit=5", { headers: { Cookie: admin.jar.header } });
    // The same query written differently is the same answer.
    const hit = await first.request("/api/coaches?offset=0&limit=5");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe(await uncached.text());
    const etag = hit.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(hit.headers.get("x-total-count")).toBe(uncached.headers.get("x-total-count"));
    expect(hit.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");

    const revalidated = await first.request("/api/coaches?limit=5", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
  });

  it("never serves or stores an answer for someone signed in", async () => {
    await warm("/api/coaches?limit=3");
    const signedIn = await first.request("/api/coaches?limit=3", { headers: { Cookie: admin.jar.header } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const me = await first.request("/api/auth/user", { headers: { Cookie: admin.jar.header } });
    expect(me.headers.get("x-cache")).toBeNull();
    expect(me.headers.get("cache-control")).toBe("private, no-store");
  });

  it("does not cache a refused query or an unknown coach", async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await first.request("/api/coaches?limit=abc");
      expect(bad.status).toBe(400);
      expect(bad.headers.get("x-cache")).toBeNull();
      const unknown = await first.request("/api/coaches/00000000-0000-4000-8000-000000000000");
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get("x-cache")).toBeNull();
    }
  });
});

describe("the public answer cache: a write through one process shows in the other's next answers", () => {
  it("shows a staff edit of a coach in the other process's next answers within a second", async () => {
    const coach = await insertCoach(first.database.db, { firstName: "Wren", lastName: "Abbott" });
    await warm(`/api/coaches/${coach.id}`);
    await warm("/api/coaches?search=abbott");
    const edited = await asStaff("PATCH", `/api/admin/coaches/${coach.id}`, { firstName: "Winifred" });
    expect(edited.status).toBe(200);
    // The process that wrote reads its own write at once.
    expect((await (await first.request(`/api/coaches/${coach.id}`)).json()).firstName).toBe("Winifred");
    expect(
      await visibleWithin(second, `/api/coaches/${coach.id}`, (body) => (body as { firstName: string }).firstName === "Winifred"),
    ).toBeLessThan(1_000);
    expect(
      await visibleWithin(second, "/api/coaches?search=abbott", (body) => (body as { firstName: string }[])[0]?.firstName === "Winifred"),
    ).toBeLessThan(1_000);
  });

  it("shows a new review in the other process's reviews and rating within a second", async () => {
    const coach = await insertCoach(first.database.db, { firstName: "Rory" });
    await warm(`/api/coaches/${coach.id}/reviews`);
    await warm(`/api/coaches/${coach.id}`);
    expect(
      (await asStaff("POST", "/api/admin/reviews", { coachId: coach.id, rating: 4, comment: "Kind and clear.", clientName: "A. B." }))
        .status,
    ).toBe(201);
    await visibleWithin(second, `/api/coaches/${coach.id}/reviews`, (body) =>
      (body as { comment: string }[]).some((r) => r.comment === "Kind and clear."),
    );
    await visibleWithin(second, `/api/coaches/${coach.id}`, (body) => (body as { totalReviews: number }).totalReviews === 1);
  });

  it("shows a published post in the other process's post list within a second", async () => {
    await warm("/api/blog-posts");
    const created = await asStaff("POST", "/api/admin/blog-posts", {
      title: "Listening Before Fixing",
      slug: "",
      description: "Why the urge to fix gets in the way, and what to do instead.",
      content: "<p>Slow down and ask one more question.</p>",
      author: "Dr. James Okafor",
      category: "Communication",
      tags: ["listening"],
      readTime: "3 min read",
      metaDescription: "",
      isPublished: false,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await warm("/api/blog-posts");
    expect((await asStaff("PATCH", `/api/admin/blog-posts/${id}/publish`, { isPublished: true })).status).toBe(200);
    await visibleWithin(second, "/api/blog-posts", (body) => (body as { id: string }[]).some((post) => post.id === id));
  });
});
