// Signing out from another site's link: GET /api/logout is a plain navigation from our header, so
// any page on the web could also send a visitor there (an <img>, a link) and sign them out. When the
// request does not come from our own pages, it only shows this page, whose button posts back to us.
import type { Request } from "express";
import { escapeHtml, smallPage } from "../../lib/small-page";

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

/** The 'Log out?' page: its button posts from our own origin. */
export function logoutConfirmationPage(brandName: string): string {
  return smallPage({
    brandName,
    title: "Log out?",
    description: `Confirm that you want to log out of ${brandName}.`,
    body: `<p>Do you want to log out of ${escapeHtml(brandName)} on this device?</p>
<div class="actions">
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a>
</div>`,
  });
}
