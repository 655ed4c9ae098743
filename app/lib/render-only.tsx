// Markup the server renders from data the browser never receives. A loader puts a value in
// `context.renderOnly` (never serialized, unlike loader data); the server's render reads it with
// useRenderOnly() and draws it inside <KeepServerHtml>; when the page hydrates, KeepServerHtml keeps
// the HTML the server sent as it is. For markup that needs no JavaScript (the directory's first page of
// cards: links and text), this sends the content once, as HTML, instead of twice (docs/decisions/
// 093-performance-budgets.md).
import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";

export const RenderOnlyContext = createContext<Map<string, unknown> | null>(null);

/** The value a loader put in `context.renderOnly` under `key`: only during the server's render. */
export function useRenderOnly<T>(key: string): T | undefined {
  return useContext(RenderOnlyContext)?.get(key) as T | undefined;
}

/**
 * On the server, its children inside a `display: contents` element with this `id` (unique in the
 * page); in the browser, the HTML that element arrived with (the children are not needed there and
 * may be absent). The id is fixed rather than React's: a streamed part may be drawn again in the
 * browser instead of hydrated, and the server's element is still in the document while that happens.
 * A part drawn before its server HTML arrived (the router re-renders the page while it still
 * streams) finds no element: the caller checks for it first and gets the content another way.
 * Links in the kept HTML navigate within the app, as React Router's <Link> would.
 */
export function KeepServerHtml({ id, children }: { id: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const [html] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? "")));
  if (html === null) {
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target && link.target !== "_self")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // The click handler only forwards the links' own clicks: the links stay the keyboard's way in.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- forwards the links' own clicks (Enter on a link clicks it too)
  return <div id={id} className="contents" onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
