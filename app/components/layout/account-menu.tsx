// The signed-in person's menu in the header (docs/product/frame-and-home.md#header): name and email,
// then My Sessions, Coach Workspace (accounts linked to a coach), Admin Portal (admins only), Profile,
// Settings and Log out. Log out is a full browser navigation to the server's logout path.
import { Briefcase, CalendarDays, LogOut, MessageCircle, Settings, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { displayName, initialsOf, type SessionUser } from "#common/auth";
import { Avatar } from "../ui/avatar";
import { Button } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { LOGOUT_PATH } from "./nav-links";
import { UnreadBadge } from "./nav-link-text";
import { useUnreadMessages } from "../../features/messages/unread";

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the link; everyone signed in when absent. */
  shownTo?: (user: SessionUser) => boolean;
}

const MENU_LINKS: readonly MenuLink[] = [
  { to: "/bookings", label: "My Sessions", icon: CalendarDays },
  { to: "/messages", label: "Messages", icon: MessageCircle },
  { to: "/coach", label: "Coach Workspace", icon: Briefcase, shownTo: (user) => Boolean(user.coachId) },
  { to: "/admin", label: "Admin Portal", icon: ShieldCheck, shownTo: (user) => user.role === "admin" },
  { to: "/profile", label: "Profile", icon: UserRound },
  { to: "/settings", label: "Settings", icon: Settings },
];

export function AccountMenu({ user }: { user: SessionUser }) {
  const name = displayName(user);
  const root = useRouteLoaderData("root") as { unreadMessages?: number } | undefined;
  const unread = useUnreadMessages(root?.unreadMessages ?? 0);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Account menu for ${name}${unread > 0 ? `, ${unread} unread ${unread === 1 ? "message" : "messages"}` : ""}`}
          data-testid="account-menu-trigger"
          className="relative rounded-full"
        >
          <Avatar src={user.profileImageUrl} initials={initialsOf(user)} />
          {unread > 0 ? <UnreadBadge count={unread} className="absolute -top-1 -right-1" /> : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MENU_LINKS.filter((link) => link.shownTo?.(user) ?? true).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
              {to === "/messages" && unread > 0 ? <UnreadBadge count={unread} className="ml-auto" label /> : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
