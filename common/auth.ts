// Accounts as both sides see them (docs/product/accounts.md): the signed-in user, the wrong-credentials
// message and the rule that keeps a `returnTo` on this site. The forms' schemas are in auth-schemas.ts (kept
// apart so the header, on every page, does not carry the validation library).

export type UserRole = "user" | "admin";

/** The answer of `GET /api/auth/user`, and what the pages know about the person signed in. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: UserRole;
  /**
   * True once the person has proved they receive mail at `email` (the confirmation link, a
   * completed password reset, or a single-sign-on provider that vouches for it). What an address
   * unlocks (the admin role, bookings made for it by staff) waits for this.
   */
  emailVerified: boolean;
  /** The coach this account runs in the Coach Workspace (linked through an invitation), or null. */
  coachId: string | null;
}

/** The one message for a wrong password or unknown email (docs/product/accounts.md#sign-in-and-create-account). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
/**
 * The codes a refused single-sign-on comes back to /login with (`?error=`) that Kindred itself
 * decides (docs/decisions/101): the provider did not vouch for the address, or the identity is not
 * linked to the account that has it.
 */
export const PROVIDER_SIGN_IN_ERRORS = { unvouched: "email_not_verified", notLinked: "account_not_linked" } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const RETURN_BASE = "http://kindred.invalid";

/**
 * A path that stays on this site however a browser (or a later decoding step) reads it: one leading
 * "/", no second "/" or "\\" after it (both make a browser treat what follows as a host), no
 * control characters (browsers drop tabs and newlines, which would glue "/\t/host" into "//host").
 */
function isLocalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const resolved = new URL(value, RETURN_BASE);
    return resolved.origin === RETURN_BASE && !resolved.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** The sign-in pages themselves (a loop) and the API (e.g. /api/logout) are never a place to return to. */
const NOT_A_DESTINATION = /^\/(login|forgot-password|reset-password)(\/|\?|#|$)|^\/api(\/|\?|#|$)/i;

/**
 * Keeps a return address on this site: it is used only when, after the URL parser's normalisation
 * ("/.//host" becomes "//host") and after undoing percent-encoding (once or more: "/%2F%2Fhost",
 * "/%5Chost", "/%252F%252Fhost"), it is still a plain path here. Some step after us (a router, a
 * proxy, a second redirect) may decode again, so every decoded form has to be safe too. Anything
 * else, and the sign-in pages themselves, give "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return "/";
  if (!isLocalPath(value)) return "/";
  const parsed = new URL(value, RETURN_BASE);
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (!isLocalPath(path)) return "/";
  let decoded = parsed.pathname;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return "/";
    }
    if (next === decoded) break;
    // Still encoded after several rounds: nobody writes a real path like that.
    if (round === 4 || !isLocalPath(next)) return "/";
    decoded = next;
  }
  if (NOT_A_DESTINATION.test(path) || NOT_A_DESTINATION.test(decoded)) return "/";
  return path;
}

/** How long the confirmation link of a new account works (how often it may be sent again is a rate limit). */
export const EMAIL_VERIFICATION_LIFETIME_HOURS = 24;

/** Where the confirmation link lands (`/verify-email?result=…`). */
export type EmailVerificationResult = "verified" | "invalid";

/** The address that signs in (or creates an account) and comes back to `returnTo`. */
export function loginPath(returnTo?: string, mode?: "signup"): string {
  const params = new URLSearchParams();
  const target = safeReturnTo(returnTo);
  if (target !== "/") params.set("returnTo", target);
  if (mode) params.set("mode", mode);
  const query = params.toString();
  return `/api/login${query ? `?${query}` : ""}`;
}

export function displayName(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

export function initialsOf(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** What the Settings page shows about the account. */
export interface AccountOverview {
  user: SessionUser;
  /** False for accounts made through single sign-on, which have no password here. */
  hasPassword: boolean;
  /** Sessions of this account other than the current one that have not expired. */
  otherSessions: number;
}
