import { LogOut, Settings, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { displayName, initialsOf, type SessionUser } from "#common/auth";
import { cn } from "../../lib/utils";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import {
  ADMIN_NAV_LINKS,
  COACH_NAV_LINKS,
  LOGIN_PATH,
  LOGOUT_PATH,
  PUBLIC_NAV_LINKS,
  SIGNED_IN_NAV_LINKS,
  SIGNUP_PATH,
  type NavLink,
} from "./nav-links";

// Only someone signed in has the avatar menu: its code (Radix dropdown) is not part of a visitor's page.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

/**
 * The header's links for this person: everyone's, My Sessions when signed in, Coach Workspace for an
 * account linked to a coach, Admin Portal for admins.
 */
export function navLinksFor(user: SessionUser | null | undefined): readonly NavLink[] {
  return [
    ...PUBLIC_NAV_LINKS,
    ...(user ? SIGNED_IN_NAV_LINKS : []),
    ...(user?.coachId ? COACH_NAV_LINKS : []),
    ...(user?.role === "admin" ? ADMIN_NAV_LINKS : []),
  ];
}

/** `user`: the person signed in, null when signed out, undefined while not known (placeholder). */
export function Header({ brandName, user }: { brandName: string; user?: SessionUser | null }) {
  const links = navLinksFor(user);
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
  const placeholder = (
    <div role="status" aria-label="Loading your account" className="flex items-center gap-2">
      <Skeleton className="size-9 rounded-full" />
    </div>
  );
  const mobileAccount = user ? (
    <div className="flex flex-col gap-1 sm:hidden" data-testid="mobile-account">
      <div className="mb-2 flex items-center gap-3 px-3">
        <Avatar src={user.profileImageUrl} initials={initialsOf(user)} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{displayName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <RouterNavLink to="/profile" className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
        <UserRound className="size-4" aria-hidden="true" />
        Profile
      </RouterNavLink>
      <RouterNavLink to="/settings" className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
        <Settings className="size-4" aria-hidden="true" />
        Settings
      </RouterNavLink>
      <a href={LOGOUT_PATH} className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium hover:bg-muted">
        <LogOut className="size-4" aria-hidden="true" />
        Log out
      </a>
    </div>
  ) : user === null ? (
    <div className="flex flex-col gap-2 sm:hidden [&>*]:w-full">{authButtons}</div>
  ) : null;

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
          {user === undefined ? (
            placeholder
          ) : user ? (
            <Suspense fallback={<Avatar src={user.profileImageUrl} initials={initialsOf(user)} className="m-0.5" />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">{authButtons}</div>
          )}
          <MobileMenu links={links} footer={mobileAccount} />
        </div>
      </div>
    </header>
  );
}
