// The signed-in person's menu in the header (docs/product/frame-and-home.md#header): name and email,
// then My Sessions, Coach Workspace (accounts linked to a coach), Admin Portal (admins only), Profile,
// Settings and Log out. Log out is a full browser navigation to the server's logout path.
import { Briefcase, CalendarDays, LogOut, Settings, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
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

export function AccountMenu({ user }: { user: SessionUser }) {
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={`Account menu for ${name}`}
          data-testid="account-menu-trigger"
        >
          <Avatar src={user.profileImageUrl} initials={initialsOf(user)} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/bookings">
            <CalendarDays aria-hidden="true" />
            My Sessions
          </Link>
        </DropdownMenuItem>
        {user.coachId ? (
          <DropdownMenuItem asChild>
            <Link to="/coach">
              <Briefcase aria-hidden="true" />
              Coach Workspace
            </Link>
          </DropdownMenuItem>
        ) : null}
        {user.role === "admin" ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              Admin Portal
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
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
