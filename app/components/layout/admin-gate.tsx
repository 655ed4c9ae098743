// The admin pages are shown only to admins (accounts listed in ADMIN_EMAILS); everyone else gets
// 'Access Denied' from the server: with status 403 for a signed-in person who is not an admin, and
// as a page with Sign In for a visitor who is signed out (like the other pages that need an
// account, which answer a signed-out visitor with the page and its way to sign in). Each admin
// route's loader is requireAdminPage, its component AdminPage and its ErrorBoundary
// AdminAccessDenied; the server refuses every /api/admin/* call the same way.
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, type AppLoadContext } from "react-router";
import { loginPath } from "#common/auth";
import { Button } from "../ui/button";

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

/** An admin page's loader: a signed-in person who is not an admin is refused (403); a signed-out visitor is told to sign in. */
export async function requireAdminPage({
  context,
  request,
}: {
  context: AppLoadContext;
  request: Request;
}): Promise<{ signedOut: boolean }> {
  const user = await context.services.auth.getSessionUser(request);
  if (user && user.role !== "admin") throw data({ denied: true }, { status: 403 });
  return { signedOut: user === null };
}

/** An admin page: its content for an admin, 'Access Denied' with Sign In for a signed-out visitor. */
export function AdminPage({
  signedOut,
  message,
  returnTo,
  children,
}: {
  signedOut: boolean;
  message: string;
  returnTo: string;
  children: ReactNode;
}) {
  return signedOut ? <AccessDenied message={message} signedOut returnTo={returnTo} /> : <>{children}</>;
}

/** An admin page's ErrorBoundary: 'Access Denied' with the page's message for the 403; any other error goes on up. */
export function AdminAccessDenied({ error, message, returnTo }: { error: unknown; message: string; returnTo: string }) {
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return <AccessDenied message={message} signedOut={false} returnTo={returnTo} />;
}
