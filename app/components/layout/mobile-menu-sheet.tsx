// The small-screen menu's panel: a 20rem side sheet titled 'Menu'. Loaded the first time the menu
// button is pointed at, focused or pressed (mobile-menu.tsx), not with every page.
import type { ReactNode, RefObject } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { cn } from "../../lib/utils";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../ui/sheet";
import { NavLinkText } from "./nav-link-text";
import type { NavLink } from "./nav-links";

export default function MobileMenuSheet({
  open,
  onOpenChange,
  links,
  footer,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly NavLink[];
  footer?: ReactNode;
  /** The menu button: focus goes back to it when the panel closes (not when a link took it elsewhere). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-80 max-w-[100vw]"
        data-testid="mobile-menu"
        // Opens on its first link (Radix would pass over links to the close button): one Tab less to any page.
        onOpenAutoFocus={(event) => {
          const first = (event.currentTarget as HTMLElement).querySelector<HTMLAnchorElement>("nav a");
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // After a link, focus is already on the new page's heading (RouteFocus): it stays there.
          const focused = document.activeElement;
          if (focused && focused !== document.body && !(event.currentTarget as Node).contains(focused)) return;
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigate to different sections</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              onClick={() => onOpenChange(false)}
              className={({ isActive }) =>
                cn("rounded-md px-3 py-3 text-base font-medium hover:bg-muted", isActive && "bg-secondary text-secondary-foreground")
              }
            >
              <NavLinkText link={link} />
            </RouterNavLink>
          ))}
        </nav>
        {footer ? <div className="mt-auto flex flex-col gap-2 border-t pt-4">{footer}</div> : null}
      </SheetContent>
    </Sheet>
  );
}
