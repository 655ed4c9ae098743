// Markup the server renders from data the browser never receives. A loader puts a value in
// `context.renderOnly` (never serialized, unlike loader data), here the markup itself; the server's
// render reads it with useRenderOnly() and writes it inside <KeepServerHtml>; when the page hydrates, KeepServerHtml keeps
// the HTML the server sent as it is. For markup that needs no JavaScript (the directory's first page of
// cards: links and text), this sends the content once, as HTML, instead of twice (docs/decisions/
// 093-performance-budgets.md).
import { createContext, useContext, useState } from "react";
import { useInAppLinkClicks } from "./in-app-links";

export const RenderOnlyContext = createContext<Map<string, unknown> | null>(null);

/** The value a loader put in `context.renderOnly` under `key`: only during the server's render. */
export function useRenderOnly<T>(key: string): T | undefined {
  return useContext(RenderOnlyContext)?.get(key) as T | undefined;
}

/**
 * On the server, `html` inside a `display: contents` element with this `id` (unique in the page); in
 * the browser, the HTML that element arrived with (`html` is not needed there and may be absent).
 * The server's `html` is static markup made by a server-only module with React's string renderer
 * (docs/decisions/127-a-render-that-is-cheap-by-itself.md). The id is fixed rather than React's: a
 * streamed part may be drawn again in the browser instead of hydrated, and the server's element is
 * still in the document while that happens. A part drawn before its server HTML arrived (the router
 * re-renders the page while it still streams) finds no element: the caller checks for it first and
 * gets the content another way. Links in the kept HTML navigate within the app (app/lib/in-app-links.ts).
 */
export function KeepServerHtml({ id, html }: { id: string; html?: string }) {
  const followLink = useInAppLinkClicks();
  const [kept] = useState(() => (typeof document === "undefined" ? (html ?? "") : (document.getElementById(id)?.innerHTML ?? "")));
  // The click handler only forwards the links' own clicks: the links stay the keyboard's way in.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- forwards the links' own clicks (Enter on a link clicks it too)
  return <div id={id} className="contents" onClick={followLink} dangerouslySetInnerHTML={{ __html: kept }} />;
}
