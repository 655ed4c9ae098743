import { beforeAll, describe, expect, it } from "vitest";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ PUBLIC_URL: "https://kindred.example" });
let active: string;
let inactive: string;
beforeAll(async () => {
  active = (await insertCoach(app.database.db, { firstName: "Seen" })).id;
  inactive = (await insertCoach(app.database.db, { firstName: "Hidden", isActive: false })).id;
});

describe("what search engines read", () => {
  it("lists the directory, every active coach and the blog in /sitemap.xml", async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toContain("<loc>https://kindred.example/coaches</loc>");
    expect(xml).toContain(`<loc>https://kindred.example/coaches/${active}</loc>`);
    expect(xml).not.toContain(inactive);
    expect(xml).toContain("<loc>https://kindred.example/blog</loc>");
    expect(xml).toContain("<loc>https://kindred.example/blog/red-flags-early-dating</loc>");
  });

  it("serves robots.txt pointing at the sitemap and keeping crawlers out of private areas", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://kindred.example/sitemap.xml");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
  });
});

describe("avatars", () => {
  it("are generated on our own origin, deterministic and cached for a year", async () => {
    const first = await app.request(`/avatars/notionists/${active}.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await first.text();
    expect(svg.startsWith("<svg")).toBe(true);
    // Nothing the browser would fetch (namespaces and licence credits in <metadata> are only text).
    expect(svg).not.toMatch(/(?:href|src)\s*=\s*["']https?:/i);
    expect(await (await app.request(`/avatars/notionists/${active}.svg`)).text()).toBe(svg);
    expect(await (await app.request(`/avatars/lorelei/${active}.svg`)).text()).not.toBe(svg);
  });

  it("answers 404 for an unknown style", async () => {
    expect((await app.request("/avatars/unknown/x.svg")).status).toBe(404);
  });
});
