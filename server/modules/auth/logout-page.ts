// Signing out from another site's link: GET /api/logout is a plain navigation from our header, so
// any page on the web could also send a visitor there (an <img>, a link) and sign them out. When the
// request does not come from our own pages, it only shows this page, whose button posts back to us.
import type { Request } from "express";

/** The origin requests to this site come from: PUBLIC_URL, or the scheme and host as received. */
export function ownOriginOf(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get("host")}`;
}

/**
 * True when the browser says the request comes from our own pages, or typed/bookmarked (no site at
 * all). Another site, a sibling subdomain, an `Origin` or a `Referer` from elsewhere: false.
 */
export function comesFromOwnSite(req: Request, ownOrigin: string): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = req.get("origin");
  if (origin && origin !== ownOrigin) return false;
  const referer = req.get("referer");
  if (referer) {
    try {
      if (new URL(referer).origin !== ownOrigin) return false;
    } catch {
      return false;
    }
  }
  return true;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A small page of its own (no script, so the Content-Security-Policy has nothing to allow; the
 * style is inline, which the policy permits) that reads well on a phone.
 */
export function logoutConfirmationPage(brandName: string): string {
  const brand = escapeHtml(brandName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log out? | ${brand}</title>
<meta name="description" content="Confirm that you want to log out of ${brand}.">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e1b2e; background: #f5f3f7; }
  main { box-sizing: border-box; max-width: 28rem; margin: 15vh auto 0; padding: 2rem 1.5rem; background: #fff; border: 1px solid #e4e1ea; border-radius: 0.75rem; }
  h1 { margin: 0 0 0.75rem; font-size: 1.5rem; }
  p { margin: 0 0 1.5rem; color: #5b5670; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  button, a { font: inherit; font-size: 1rem; min-height: 2.75rem; padding: 0 1.25rem; border-radius: 0.5rem; display: inline-flex; align-items: center; }
  button { color: #fff; background: #be185d; border: 0; cursor: pointer; }
  a { color: #be185d; border: 1px solid #e4e1ea; text-decoration: none; }
  button:focus-visible, a:focus-visible { outline: 3px solid #be185d; outline-offset: 2px; }
  @media (max-width: 30rem) { main { margin: 0; min-height: 100vh; border: 0; border-radius: 0; } }
</style>
</head>
<body>
<main>
<h1>Log out?</h1>
<p>Do you want to log out of ${brand} on this device?</p>
<div class="actions">
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a>
</div>
</main>
</body>
</html>
`;
}
