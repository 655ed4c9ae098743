// The admin pages are shown only to admins (accounts listed in ADMIN_EMAILS); everyone else sees
// 'Access Denied'. The server refuses every /api/admin/* call the same way: this is the page side.
import type { ReactNode } from "react";
import { loginPath } from "#common/auth";
import { useSessionUser } from "../../lib/auth";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

export const ADMIN_PORTAL_DENIED = "You don't have permission to access the admin portal.";
export const ADMIN_PAGE_DENIED = "You need admin access to view this page.";

export function AccessDenied({ message, signedOut, returnTo }: { message: string; signedOut: boolean; returnTo: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedOut ? (
          <Button asChild>
            <a href={loginPath(returnTo)}>Sign In</a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </section>
  );
}

export function AdminGate({ message, returnTo, children }: { message: string; returnTo: string; children: ReactNode }) {
  const user = useSessionUser();
  if (user === undefined) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" role="status" aria-label="Loading">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (user?.role !== "admin") return <AccessDenied message={message} signedOut={user === null} returnTo={returnTo} />;
  return <>{children}</>;
}
