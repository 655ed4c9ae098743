import { NavLink as RouterNavLink } from "react-router";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import { LOGIN_PATH, PUBLIC_NAV_LINKS, SIGNUP_PATH } from "./nav-links";

export function Header({ brandName }: { brandName: string }) {
  const links = PUBLIC_NAV_LINKS;
  // Sign-in is a full browser navigation to the server, hence plain anchors.
  const authButtons = (
    <>
      <Button asChild variant="ghost">
        <a href={LOGIN_PATH}>Sign In</a>
      </Button>
      <Button asChild>
        <a href={SIGNUP_PATH}>Get Started</a>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo brandName={brandName} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
                  isActive && "text-foreground",
                )
              }
            >
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">{authButtons}</div>
          <MobileMenu links={links} footer={<div className="flex flex-col gap-2 sm:hidden [&>*]:w-full">{authButtons}</div>} />
        </div>
      </div>
    </header>
  );
}
