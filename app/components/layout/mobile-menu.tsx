// The small-screen menu: the 'Open menu' button is part of every page; the panel itself (Radix
// Dialog) is fetched when the button is first pointed at, focused or pressed, and opens as soon as
// it has arrived. It is open only at the location where it was opened: any navigation (a link in
// it, the back button) closes it.
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "../ui/button";
import type { NavLink } from "./nav-links";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

export function MobileMenu({ links, footer }: { links: readonly NavLink[]; footer?: ReactNode }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = openedAt === location.key;
  const setOpen = (next: boolean) => setOpenedAt(next ? location.key : null);
  const preload = () => void loadSheet();

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} links={links} footer={footer} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
