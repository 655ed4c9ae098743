// The signed-in state on the page side. The root loader reads the session on the server, so the
// header is right in the first HTML (no flash); these hooks read it and apply the logged-out
// rule (docs/product/frame-and-home.md#signed-in-pages): on a page that needs sign-in, a 401 (or no session
// at all) shows the toast 'Unauthorized — You are logged out. Logging in again...' and, 500 ms later, goes to
// /api/login, which brings the person back to the same page after signing in.
import { useCallback, useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { loginPath, type SessionUser } from "#common/auth";
import { toast } from "../components/ui/use-toast";
import { getJson, isUnauthorizedError } from "./api";

export const LOGGED_OUT_TOAST = { title: "Unauthorized", description: "You are logged out. Logging in again..." } as const;
export const LOGGED_OUT_REDIRECT_DELAY_MS = 500;

/** The person signed in, null when signed out, undefined while not known (no root data). */
export function useSessionUser(): SessionUser | null | undefined {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  if (!data || data.user === undefined) return undefined;
  return data.user;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Returns a function that shows the logged-out toast and then goes to sign-in (once). */
export function useLoggedOutRedirect(): () => void {
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    toast({ ...LOGGED_OUT_TOAST, variant: "destructive" });
    timer.current = setTimeout(() => {
      window.location.assign(loginPath(currentPath()));
    }, LOGGED_OUT_REDIRECT_DELAY_MS);
  }, []);
}

/**
 * For API errors on pages that need sign-in: `handle(error)` applies the logged-out rule to a 401
 * and returns true; any other error returns false for the page to handle.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const redirect = useLoggedOutRedirect();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      redirect();
      return true;
    },
    [redirect],
  );
}

/**
 * For pages that need sign-in (My Sessions, checkout, booking success, profile, settings): returns
 * the user; when nobody is signed in it applies the logged-out rule once the page has loaded. The
 * session is also checked with the server on arrival, because the page may have been rendered
 * before a sign-out elsewhere (another tab, the back button, an expired session).
 */
export function useRequireSignIn(): SessionUser | null | undefined {
  const user = useSessionUser();
  const handleUnauthorized = useUnauthorizedHandler();
  const redirect = useLoggedOutRedirect();
  useEffect(() => {
    if (user === null) {
      redirect();
      return;
    }
    const controller = new AbortController();
    getJson<SessionUser>("/api/auth/user", { signal: controller.signal }).catch((error: unknown) => {
      if (!controller.signal.aborted) handleUnauthorized(error);
    });
    return () => controller.abort();
  }, [user, redirect, handleUnauthorized]);
  return user;
}
