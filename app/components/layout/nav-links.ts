// The header's links (docs/product/frame-and-home.md#header). Sign-in state decides the extra ones.
export interface NavLink {
  to: string;
  label: string;
  /** Shows how many messages wait unread (the Messages link). */
  unreadBadge?: true;
}

export const PUBLIC_NAV_LINKS: readonly NavLink[] = [
  { to: "/coaches", label: "Find Coaches" },
  { to: "/coach-apply", label: "For Coaches" },
  { to: "/about", label: "About" },
  { to: "/attachment-quiz", label: "Attachment Style Quiz" },
];

export const SIGNED_IN_NAV_LINKS: readonly NavLink[] = [
  { to: "/bookings", label: "My Sessions" },
  { to: "/messages", label: "Messages", unreadBadge: true },
];
export const ADMIN_NAV_LINKS: readonly NavLink[] = [{ to: "/admin", label: "Admin Portal" }];
/** For accounts linked to a coach (an accepted invitation). */
export const COACH_NAV_LINKS: readonly NavLink[] = [{ to: "/coach", label: "Coach Workspace" }];

/** Sign in and sign up are full browser navigations to the server's login path. */
export const LOGIN_PATH = "/api/login";
export const SIGNUP_PATH = "/api/login?mode=signup";
export const LOGOUT_PATH = "/api/logout";
