// How many messages wait unread, beside Messages in the menus and on the account button
// (docs/product/frame-and-home.md#header). Part of the menus' own code, loaded with them, not of every
// page's first load.
import { useRouteLoaderData } from "react-router";
import { useUnreadMessages } from "../../features/messages/unread";
import { cn } from "../../lib/utils";
import type { NavLink } from "./nav-links";

/** The count in a bubble; `label`: read out as ", N unread" (else the element it sits in names it). */
export function UnreadBadge({ count, className, label = false }: { count: number; className?: string; label?: boolean }) {
  return (
    <span
      aria-hidden={label ? undefined : true}
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground",
        className,
      )}
    >
      {label ? <span className="sr-only">, </span> : null}
      {count}
      {label ? <span className="sr-only"> unread</span> : null}
    </span>
  );
}

/** A menu link's words, and for Messages how many wait unread. */
export function NavLinkText({ link }: { link: NavLink }) {
  const root = useRouteLoaderData("root") as { unreadMessages?: number } | undefined;
  const unread = useUnreadMessages(root?.unreadMessages ?? 0);
  return (
    <>
      {link.label}
      {link.unreadBadge && unread > 0 ? <UnreadBadge count={unread} className="ml-1.5" label /> : null}
    </>
  );
}
