// The sign-in page's mode switch: the part of the page that is neither the forms, which load when
// first used (login-form.tsx), nor its messages (sign-in-errors.ts).
import { Link } from "react-router";
import { cn } from "../../lib/utils";

export type LoginMode = "signin" | "signup";

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
