// Which anonymous requests the public cache keys, and by what: the blog's pages and list per known
// category, nothing for a category the blog does not have or for any other query.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { publicCacheRules } from "./rules";

const rules = publicCacheRules({ countProfileView: () => {}, trustProxy: false });
const browser = { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } } as unknown as IncomingMessage;

/** The key the first rule that takes the address gives it, as the handler asks them. */
function keyOf(url: string): string | undefined {
  const [pathname, search = ""] = url.split("?");
  for (const rule of rules) {
    const key = rule.key(pathname, new URLSearchParams(search), search, browser);
    if (key !== undefined) return key;
  }
  return undefined;
}

describe("public cache keys of the blog's categories", () => {
  it("key the blog page per known category, and keep nothing for another query", () => {
    expect(keyOf("/blog")).toBe("page:browser:/blog?");
    expect(keyOf("/blog?category=Psychology")).toBe("page:browser:/blog?category=Psychology");
    expect(keyOf("/blog?category=Dating+Tips")).toBe(keyOf("/blog?category=Dating%20Tips"));
    expect(keyOf("/blog?category=Self-Improvement")).toBe("page:browser:/blog?category=Self-Improvement");
    for (const url of ["/blog?category=Astrology", "/blog?category=Psychology&page=2", "/blog?utm=x", "/about?category=Psychology"]) {
      expect(keyOf(url), url).toBeUndefined();
    }
  });

  it("key the list of posts per category, and keep nothing for an unknown one", () => {
    expect(keyOf("/api/blog-posts")).toBe("api:blog-posts:");
    expect(keyOf("/api/blog-posts?category=Psychology")).toBe("api:blog-posts:Psychology");
    expect(keyOf("/api/blog-posts?category=Astrology")).toBeUndefined();
  });
});

describe("public cache keys of the topic pages", () => {
  it("key a topic page and a state's, with or without a page number, and keep nothing for another query", () => {
    expect(keyOf("/coaches/topics/boundary-setting")).toBe("page:browser:/coaches/topics/boundary-setting?");
    expect(keyOf("/coaches/topics/boundary-setting/california")).toBe("page:browser:/coaches/topics/boundary-setting/california?");
    expect(keyOf("/coaches/topics/attachment-intimacy?page=2")).toBe("page:browser:/coaches/topics/attachment-intimacy?page=2");
    for (const url of [
      "/coaches/topics/boundary-setting?page=0",
      "/coaches/topics/boundary-setting?page=two",
      "/coaches/topics/boundary-setting?page=2&utm=x",
      "/coaches/topics/boundary-setting?utm=x",
      "/coaches/topics/boundary-setting/california/extra",
      "/coaches/topics/Boundary-Setting",
    ]) {
      expect(keyOf(url), url).toBeUndefined();
    }
  });
});
