// The small-screen menu: a 20rem side sheet titled 'Menu' that closes when the visitor navigates.
import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "../ui/sheet";
import type { NavLink } from "./nav-links";

export function MobileMenu({ links, footer }: { links: readonly NavLink[]; footer?: React.ReactNode }) {
  const location = useLocation();
  // The menu is open only at the location where it was opened: any navigation (a link here,
  // the back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const setOpen = (next: boolean) => setOpenedAt(next ? location.key : null);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-80 max-w-[100vw]" data-testid="mobile-menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigate to different sections</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn("rounded-md px-3 py-3 text-base font-medium hover:bg-muted", isActive && "bg-secondary text-secondary-foreground")
              }
            >
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        {footer ? <div className="mt-auto flex flex-col gap-2 border-t pt-4">{footer}</div> : null}
      </SheetContent>
    </Sheet>
  );
}
