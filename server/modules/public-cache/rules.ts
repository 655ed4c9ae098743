// Which anonymous answers are the same for every visitor, and so may be cached: the public API's
// directory, profiles, reviews and posts (per category), the sitemap, and the signed-out HTML of the
// pages whose loaders have no side effect (the blog per known category). A profile page's HTML is not among them (its loader counts a view);
// the profile API is, and a view it answers from the cache is still counted.
import querystring from "node:querystring";
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { blogIndexCategory } from "#common/catalogue/blog-options";
import { blogPostListQuerySchema } from "#common/blog-query";
import { directoryQuerySchema, pagingSchema } from "#common/directory-query";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import { PUBLIC_CACHE_CONTROL, type CacheRule } from "./handler";
import { isUuid } from "#common/uuid";

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** A topic page or a topic page of a state (/coaches/topics/{topic}[/{state}]); only 200 answers are kept. */
const TOPIC_PAGE = /^\/coaches\/topics\/[a-z0-9][a-z0-9-]{0,99}(\/[a-z][a-z-]{0,29})?$/;
const TOPIC_PAGE_NUMBER = /^[1-9]\d{0,4}$/;
/** Signed-out pages whose HTML is the same for everyone (and whose loaders change nothing). */
const STATIC_PAGES = new Set([
  "/",
  "/coaches",
  "/coaches/topics",
  "/blog",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/attachment-quiz",
  "/coach-apply",
]);

/** The query as Express reads it, validated by the route's own schema: equal keys mean equal answers. */
function normalisedQuery(schema: typeof directoryQuerySchema | typeof pagingSchema, search: string): string | undefined {
  const parsed = schema.safeParse(querystring.parse(search));
  if (!parsed.success) return undefined;
  const entries = Object.entries(parsed.data as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

export interface PublicCacheHooks {
  /** Counts a profile view answered from the cache (the profile page's own fetch says so in a header). */
  countProfileView(coachId: string, visitor: { address: string; userAgent: string | undefined }): void;
  /** The client address as the app reads it (the first proxy hop when TRUST_PROXY is on). */
  trustProxy: boolean;
}

function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string" && forwarded.trim()) {
    const hops = forwarded.split(",");
    return hops[hops.length - 1].trim();
  }
  return req.socket.remoteAddress ?? "unknown";
}

export function publicCacheRules(hooks: PublicCacheHooks): CacheRule[] {
  return [
    {
      cacheControl: PUBLIC_CACHE_CONTROL,
      key(pathname, _query, search) {
        if (pathname === "/api/coaches") {
          const normalised = normalisedQuery(directoryQuerySchema, search);
          return normalised === undefined ? undefined : `api:coaches:${normalised}`;
        }
        if (pathname === "/api/blog-posts") {
          const parsed = blogPostListQuerySchema.safeParse(querystring.parse(search));
          return parsed.success ? `api:blog-posts:${parsed.data.category ?? ""}` : undefined;
        }
        if (!pathname.startsWith("/api/coaches/")) return undefined;
        const [id, tail, ...rest] = pathname.slice("/api/coaches/".length).split("/");
        if (!isUuid(id) || rest.length > 0) return undefined;
        if (tail === undefined) return `api:coach:${id.toLowerCase()}`;
        if (tail !== "reviews") return undefined;
        const normalised = normalisedQuery(pagingSchema, search);
        return normalised === undefined ? undefined : `api:reviews:${id.toLowerCase()}:${normalised}`;
      },
      onHit(req, key) {
        if (!key.startsWith("api:coach:") || req.headers[PROFILE_VIEW_HEADER.toLowerCase()] !== "1") return;
        const userAgent = req.headers["user-agent"];
        hooks.countProfileView(key.slice("api:coach:".length), { address: addressOf(req, hooks.trustProxy), userAgent });
      },
    },
    {
      cacheControl: "public, max-age=600, s-maxage=600, stale-while-revalidate=3600",
      key: (pathname) => (pathname === "/sitemap.xml" ? "sitemap" : undefined),
    },
    {
      cacheControl: PUBLIC_CACHE_CONTROL,
      key(pathname, query, search, req) {
        const topicPage = TOPIC_PAGE.test(pathname);
        const page = STATIC_PAGES.has(pathname) || (pathname.startsWith("/blog/") && SLUG.test(pathname.slice(6))) || topicPage;
        if (!page) return undefined;
        // Only the directory, the blog's categories and the topic pages' paging read their query;
        // elsewhere a query string could only multiply entries. The blog's is one known category, a
        // topic page's one page number, or the page is not kept.
        if (
          search &&
          pathname !== "/coaches" &&
          !(pathname === "/blog" && isBlogCategoryQuery(query)) &&
          !(topicPage && isTopicPageQuery(query))
        )
          return undefined;
        query.sort();
        return `page:${pageVariant(req)}:${pathname}?${query.toString()}`;
      },
    },
  ];
}

/** `?page={n}` of a topic page (app/routes/coaches-topic.tsx), and nothing else. */
function isTopicPageQuery(query: URLSearchParams): boolean {
  const keys = [...query.keys()];
  return keys.length === 1 && keys[0] === "page" && TOPIC_PAGE_NUMBER.test(query.get("page") ?? "");
}

/** `/blog?category={name}` for a category the blog has, and nothing else. */
function isBlogCategoryQuery(query: URLSearchParams): boolean {
  const keys = [...query.keys()];
  return keys.length === 1 && keys[0] === "category" && blogIndexCategory(query.get("category")) !== null;
}

/** Search engines get pages rendered in full, people get them streamed: a cached page is one or the other. */
export function pageVariant(req: IncomingMessage): "bot" | "browser" {
  return isbot(req.headers["user-agent"]) ? "bot" : "browser";
}
