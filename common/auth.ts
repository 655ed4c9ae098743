// Accounts as both sides see them (decisions §2): the signed-in user, the input schemas of the sign-in,
// account, password and profile forms (the same schema validates the form and the API route), and
// the rule that keeps a `returnTo` on this site.
import { z } from "zod";

export type UserRole = "user" | "admin";

/** The answer of `GET /api/auth/user`, and what the pages know about the person signed in. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: UserRole;
}

/** The one message for a wrong password or an unknown email (decisions §2). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const firstName = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, "First name is required")
  .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`);

const lastName = z
  .string({ error: "Last name is required" })
  .trim()
  .min(1, "Last name is required")
  .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters`);

export const signInSchema = z.object({
  email,
  // No length rule when signing in: an old password must still be accepted, and the answer to a
  // wrong one is always the single credentials message.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS_MESSAGE),
});
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.object({ firstName, lastName, email, password: newPassword });
export type SignUpInput = z.input<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({
  token: z.string({ error: "This link is not valid." }).min(1, "This link is not valid.").max(200, "This link is not valid."),
  password: newPassword,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const profileSchema = z.object({
  firstName,
  lastName,
  /** Only removal (null) or an image already on this site; uploads come through the upload endpoints. */
  profileImageUrl: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/, "The photo must be an image stored by this site")
    .max(500)
    .nullable()
    .optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const deleteAccountSchema = z.object({
  /** Required for accounts that have a password; accounts from single sign-on confirm by phrase. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmation: z.literal("DELETE", { error: 'Type DELETE to confirm' }).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * Keeps a return address on this site: a path starting with a single "/" (no scheme, no host, no
 * backslash tricks, no control characters). Anything else, and the sign-in pages themselves, give "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let parsed: URL;
  try {
    parsed = new URL(value, "http://kindred.invalid");
  } catch {
    return "/";
  }
  if (parsed.origin !== "http://kindred.invalid") return "/";
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (/^\/(login|forgot-password|reset-password)(\/|\?|#|$)/.test(path) || path.startsWith("/api/")) return "/";
  return path;
}

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
