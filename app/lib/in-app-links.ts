// Plain links (<a href>) inside an element that navigate within the app, as React Router's <Link>
// does, without a <Link> for each: markup the server wrote as static HTML (app/lib/render-only.tsx)
// and the directory's cards, which are many in a page and each cost a <Link>'s hooks on every render
// (docs/decisions/127-a-render-that-is-cheap-by-itself.md). The links stay the keyboard's way in;
// Enter on a link clicks it, so the handler serves both.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/** A click handler for the element around the links. */
export function useInAppLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target && link.target !== "_self")) return;
    if (link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
