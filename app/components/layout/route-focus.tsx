// Where keyboard focus goes after a client-side navigation (WCAG 2.4.3): to the new page's main
// heading (or <main> when it has none yet), so the next Tab continues in the page, not at the top of
// the document, and a screen reader reads the new heading once. A change of the query alone (the
// directory's filters) stays with the page, which moves focus itself. The first render, a
// navigation to an anchor and one that changed nothing keep the browser's own behaviour.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const main = document.getElementById("main");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
