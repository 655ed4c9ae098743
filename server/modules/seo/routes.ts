// What search engines read: robots.txt and a sitemap of the public pages, every topic page and topic
// page of a state with coaches (docs/product/topic-pages.md), and every active coach.
import { Router } from "express";
import type { AppServices } from "#common/app-context";
import { TOPIC_INDEX_PATH, TOPIC_PAGES, topicPagePath } from "#common/catalogue/topic-pages";
import { US_STATES } from "#common/catalogue/us-states";

const STATIC_PAGES = ["/", "/coaches", "/about", "/attachment-quiz", "/blog", "/contact", "/coach-apply", "/privacy", "/terms"];
/** The sitemap protocol's limit of addresses per file. */
const MAX_URLS = 50_000;

/**
 * The index of topics, every topic page, and after each its pages for the states where it has coaches. A page below three
 * coaches is listed too (it says noindex itself): the list of pages stays the same as the coaches change.
 */
export async function topicPageEntries(services: AppServices): Promise<{ path: string; updatedAt?: string }[]> {
  const states = await services.coaches.listCategoryStates(TOPIC_PAGES.map((page) => page.label));
  return [
    { path: TOPIC_INDEX_PATH },
    ...TOPIC_PAGES.flatMap((page) => [
      { path: topicPagePath(page) },
      ...(states[page.label] ?? []).flatMap((code) => {
        const state = US_STATES.find((s) => s.code === code);
        return state ? [{ path: topicPagePath(page, state) }] : [];
      }),
    ]),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function seoRoutes(
  services: AppServices,
  extraEntries: () => Promise<{ path: string; updatedAt?: string }[]> = async () => [],
): Router {
  const router = Router();
  const origin = services.site.siteUrl;

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /admin",
          "Disallow: /bookings",
          "Disallow: /checkout/",
          "Disallow: /booking-success",
          "Disallow: /coach-checkout",
          "Disallow: /coach-apply-step3",
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      );
  });

  router.get("/sitemap.xml", async (_req, res) => {
    const [coaches, topics] = await Promise.all([services.coaches.listSitemapEntries(), topicPageEntries(services)]);
    const entries = [
      ...STATIC_PAGES.map((path) => ({ path, updatedAt: undefined as string | undefined })),
      ...topics,
      ...(await extraEntries()),
      ...coaches.map((c) => ({ path: `/coaches/${c.id}`, updatedAt: c.updatedAt })),
    ].slice(0, MAX_URLS);
    const body = entries
      .map(
        (e) =>
          `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.updatedAt ? `<lastmod>${e.updatedAt.slice(0, 10)}</lastmod>` : ""}</url>`,
      )
      .join("\n");
    res
      .type("application/xml")
      .set("Cache-Control", "public, max-age=600")
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });

  return router;
}
