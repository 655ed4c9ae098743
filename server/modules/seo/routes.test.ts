import { beforeAll, describe, expect, it } from "vitest";
import { TOPIC_PAGES, topicPagePath } from "../../../common/catalogue/topic-pages";
import { US_STATES } from "../../../common/catalogue/us-states";
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

describe("the topic pages in the sitemap", () => {
  const placed = [
    { location: "Los Angeles, CA", specializations: ["Attachment Theory"] },
    { location: "San Diego, California", specializations: ["Attachment Theory", "Intimacy Issues"] },
    { location: "Oakland, CA", specializations: ["Family Therapy"] },
    { location: "Austin, TX", specializations: ["Intimacy Issues"] },
    { location: "Somewhere by the sea", specializations: ["Attachment Theory"] },
  ];
  const wanted = ["CA", "TX", "NY", "OR", "WA"];
  beforeAll(async () => {
    for (const [index, coach] of placed.entries()) await insertCoach(app.database.db, { firstName: `Placed${index}`, ...coach });
    await insertCoach(app.database.db, {
      firstName: "Gone",
      location: "Portland, OR",
      specializations: ["Attachment Theory"],
      isActive: false,
    });
    app.services.coaches.invalidateDirectoryCache();
  });

  it("lists every topic page, and a topic's page of a state exactly when the directory finds coaches for it there", async () => {
    const xml = await (await app.request("/sitemap.xml")).text();
    const listed = new Set([...xml.matchAll(/<loc>https:\/\/kindred\.example(\/coaches\/topics\/[^<]+)<\/loc>/g)].map((m) => m[1]));
    const expected = new Set<string>();
    for (const page of TOPIC_PAGES) {
      expected.add(topicPagePath(page));
      for (const code of wanted) {
        const state = US_STATES.find((s) => s.code === code)!;
        const { total } = await app.services.coaches.listDirectory({ category: page.label, location: state.name, limit: 1, offset: 0 });
        if (total > 0) expected.add(topicPagePath(page, state));
      }
    }
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(xml).toContain("<loc>https://kindred.example/coaches/topics</loc>");
    // What the data above makes of it, spelled out.
    expect(listed).toContain("/coaches/topics/attachment-intimacy/california");
    expect(listed).toContain("/coaches/topics/attachment-styles-anxious-avoidant-secure/california");
    expect(listed).toContain("/coaches/topics/family-parenting/california");
    expect(listed).toContain("/coaches/topics/building-emotional-intimacy/texas");
    expect(listed).toContain("/coaches/topics/boundary-setting/new-york");
    expect(listed).not.toContain("/coaches/topics/attachment-styles-anxious-avoidant-secure/texas");
    expect([...listed].some((path) => path.endsWith("/oregon"))).toBe(false);
  });

  it("forgets which states have coaches when the directory changes", async () => {
    const before = await (await app.request("/sitemap.xml")).text();
    expect(before).not.toContain("/coaches/topics/pleasure-education/washington");
    await insertCoach(app.database.db, { firstName: "Late", location: "Seattle, WA", specializations: ["Intimacy Issues"] });
    app.services.coaches.invalidateDirectoryCache();
    expect(await (await app.request("/sitemap.xml")).text()).toContain(
      "<loc>https://kindred.example/coaches/topics/pleasure-education/washington</loc>",
    );
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
