// The sign-in page's mode switch and the messages of a plain form post: everything of the page that
// is not the forms themselves, which load when first used (login-form.tsx).
import { Link } from "react-router";
import { INVALID_CREDENTIALS_MESSAGE } from "#common/auth";
import { cn } from "../../lib/utils";

export type LoginMode = "signin" | "signup";

/** Messages for the error codes a plain form post comes back with (routes.ts). */
const POSTED_ERRORS: Record<string, string> = {
  credentials: INVALID_CREDENTIALS_MESSAGE,
  rate_limited: "Too many attempts. Please wait a few minutes and try again.",
  exists: "An account with this email already exists. Sign in instead, or reset your password.",
  invalid: "Please check the form and try again.",
};

export function postedErrorMessage(code: string | null): string | null {
  return code ? (POSTED_ERRORS[code] ?? null) : null;
}

function modeHref(mode: LoginMode, returnTo: string): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("mode", "signup");
  if (returnTo !== "/") params.set("returnTo", returnTo);
  const query = params.toString();
  return `/login${query ? `?${query}` : ""}`;
}

export function ModeSwitch({ mode, returnTo }: { mode: LoginMode; returnTo: string }) {
  const item = (target: LoginMode, label: string) => (
    <Link
      to={modeHref(target, returnTo)}
      replace
      aria-current={mode === target ? "page" : undefined}
      // The mode shown is not a Tab stop: the next Tab goes to the form's first field.
      tabIndex={mode === target ? -1 : undefined}
      className={cn(
        "flex-1 rounded-md px-3 py-2.5 text-center text-sm font-semibold transition-colors",
        mode === target ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Sign in or create an account" className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
      {item("signin", "Sign in")}
      {item("signup", "Create account")}
    </nav>
  );
}
