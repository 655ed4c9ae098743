// Security headers on every page of the product, read from the route table itself (app/routes.ts),
// as the production server sends them to a visitor and to a signed-in admin: a Content Security
// Policy whose scripts need this response's nonce (and never 'unsafe-eval'), no framing by other
// sites, nosniff, a Referrer-Policy that keeps addresses on our own site, and no X-Powered-By. Every
// script the server writes into a page carries that nonce, and the nonce is new on every response.
// A signed-out page answered from the public cache (the same bytes for every visitor) carries no
// nonce at all: its policy lists the SHA-256 hash of each inline script it holds, and nothing else.
import { createHash } from "node:crypto";
import type { APIResponse, BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { baseUrl, browserForThisFile } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every URL pattern of the route table, nested routes included. */
function patterns(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [...(entry.index || entry.path !== undefined ? [own] : []), ...patterns(entry.children ?? [], entry.path ? own : prefix)];
  });
}

const browser = browserForThisFile();
let coachId = "";
let slug = "";
let pages: string[] = [];

beforeAll(async () => {
  const [coach] = (await (await fetch(`${baseUrl()}/api/coaches?limit=1`)).json()) as { id: string }[];
  const [post] = (await (await fetch(`${baseUrl()}/api/blog-posts`)).json()) as { slug: string }[];
  coachId = coach.id;
  slug = post.slug;
  pages = patterns(routes as RouteEntry[]).map((pattern) =>
    pattern
      .replace(":id", coachId)
      .replace(":slug", slug)
      .replace(":topic/:state?", "communication-boundaries/texas")
      .replace(":bookingId", "00000000-0000-4000-8000-000000000000")
      .replace("*", "no-such-page-for-headers"),
  );
});

const SAFE_REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Checks one response's headers; answers the nonce of its policy ("" for a cached page's hashes). */
function checkHeaders(path: string, response: APIResponse): string {
  const headers = response.headers();
  const policy = headers["content-security-policy"];
  expect(policy, `${path}: Content-Security-Policy`).toBeTruthy();
  expect(policy, `${path}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  const csp = directives(policy);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  const nonce = scripts.find((value) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(value));
  const cached = headers["x-cache"] !== undefined;
  if (cached) {
    expect(nonce, `${path}: a cached page has no nonce`).toBeUndefined();
    expect(
      scripts.every((value) => value === "'self'" || /^'sha256-[A-Za-z0-9+/]{43}='$/.test(value)),
      `${path}: only 'self' and hashes (${scripts.join(" ")})`,
    ).toBe(true);
  } else {
    expect(nonce, `${path}: script-src has a nonce (${scripts.join(" ")})`).toBeDefined();
  }
  expect(scripts, `${path}: script-src without 'unsafe-inline'`).not.toContain("'unsafe-inline'");
  expect(scripts, `${path}: script-src without a wildcard`).not.toContain("*");
  expect(csp.get("object-src"), `${path}: object-src`).toEqual(["'none'"]);
  const framing = csp.get("frame-ancestors");
  const frameOptions = headers["x-frame-options"]?.toUpperCase();
  expect(
    framing?.join(" ") === "'none'" || frameOptions === "DENY" || frameOptions === "SAMEORIGIN",
    `${path}: not framable by other sites`,
  ).toBe(true);
  expect(headers["x-content-type-options"], `${path}: nosniff`).toBe("nosniff");
  expect(SAFE_REFERRER_POLICIES, `${path}: Referrer-Policy ${headers["referrer-policy"]}`).toContain(headers["referrer-policy"]);
  expect(headers["x-powered-by"], `${path}: X-Powered-By`).toBeUndefined();
  return (nonce ?? "").slice("'nonce-".length, -1);
}

/** Every executable script tag the server wrote carries this response's nonce, or its hash is in a cached page's policy. */
function checkScripts(path: string, html: string, nonce: string, policy: string) {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(tags.length, `${path}: the page has scripts`).toBeGreaterThan(0);
  for (const [, attributes, content] of tags) {
    if (/type=["']application\/(ld\+)?json["']/i.test(attributes)) continue;
    if (nonce) {
      expect(attributes, `${path}: script without this response's nonce`).toContain(`nonce="${nonce}"`);
    } else if (!/\ssrc=/i.test(attributes)) {
      const hash = `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
      expect(policy, `${path}: an inline script whose hash the cached page's policy does not list`).toContain(hash);
    }
  }
}

/** Checks every page; answers how many came from the public cache. */
async function checkEveryPage(context: BrowserContext, who: string): Promise<number> {
  const nonces = new Set<string>();
  let cached = 0;
  for (const path of pages) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    const nonce = checkHeaders(`${who} ${path} (${response.status()})`, response);
    if (!nonce) cached += 1;
    if (nonce) {
      expect(nonces.has(nonce), `${path}: a nonce used twice`).toBe(false);
      nonces.add(nonce);
    }
    if (response.status() === 200 || response.status() === 404) {
      checkScripts(`${who} ${path}`, await response.text(), nonce, response.headers()["content-security-policy"]);
    }
  }
  return cached;
}

describe("security headers on every page", () => {
  it("the route table yields every page, with a real coach and post", () => {
    expect(pages).toContain("/");
    expect(pages).toContain(`/coaches/${coachId}`);
    expect(pages).toContain(`/blog/${slug}`);
    expect(pages).toContain("/admin/applications");
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it("for a visitor", async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    try {
      // Home, directory, blog, a post, About, Contact, Privacy, Terms, the quiz, Join.
      expect(await checkEveryPage(context, "visitor")).toBeGreaterThanOrEqual(10);
    } finally {
      await context.close();
    }
  });

  it("for a signed-in admin (the staff pages render in full)", async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    try {
      await signInContext(context, { admin: true });
      const admin = await context.request.get("/admin", { maxRedirects: 0 });
      expect(admin.status()).toBe(200);
      expect(await checkEveryPage(context, "admin"), "pages for someone signed in never come from the cache").toBe(0);
    } finally {
      await context.close();
    }
  });

  it("the API, the sitemap and robots.txt carry the same headers", async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    try {
      for (const path of ["/api/health", "/api/coaches?limit=1", "/api/no-such-route", "/robots.txt", "/sitemap.xml"]) {
        const response = await context.request.get(path, { maxRedirects: 0 });
        const headers = response.headers();
        expect(headers["x-content-type-options"], path).toBe("nosniff");
        expect(headers["x-powered-by"], path).toBeUndefined();
        expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      }
    } finally {
      await context.close();
    }
  });
});
