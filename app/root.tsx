import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NotFoundPage } from "./components/layout/not-found-page";
import { RouteFocus } from "./components/layout/route-focus";
import { Toaster } from "./components/ui/toaster";
import { FALLBACK_BRAND } from "./lib/meta";
import { useNonce } from "./lib/nonce";

// Only an account whose address is not confirmed yet sees the notice: its code is not in every page's first load.
const EmailVerificationNotice = lazy(() =>
  import("./components/layout/email-verification-notice").then((module) => ({ default: module.EmailVerificationNotice })),
);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  // The header's badge: messages waiting unread (a Messages page keeps it current while open).
  const unreadMessages = user ? await context.services.conversations.unreadTotal({ userId: user.id, coachId: user.coachId }) : 0;
  return { site: context.services.site, user, unreadMessages };
}

// The site information never changes while the process runs, and signing in or out is a full
// navigation: no need to reload on navigation. A page that changed the account (profile, settings)
// asks for it explicitly with useRevalidator().
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const explicit = currentUrl.href === nextUrl.href && !formMethod;
  return explicit || (formMethod !== undefined && formMethod !== "GET") ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const brandName = data?.site.brandName ?? FALLBACK_BRAND;
  const supportEmail = data?.site.supportEmail ?? "";
  // undefined while not known (the root data failed to load): the header shows a placeholder.
  const user = data ? data.user : undefined;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#be185d" />
        {/* First in the document, ahead of the scripts' preloads: the first paint waits only for it. */}
        <link rel="stylesheet" href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <Header brandName={brandName} user={user} />
        {user && !user.emailVerified ? (
          <Suspense fallback={null}>
            <EmailVerificationNotice user={user} />
          </Suspense>
        ) : null}
        {/* tabIndex: the skip link (and a page without a heading) moves focus here, not just the view. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer brandName={brandName} supportEmail={supportEmail} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive: browser tests wait for it before they click or type.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <RouteFocus />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`Page Not Found | ${FALLBACK_BRAND}`}</title>
        <NotFoundPage />
      </>
    );
  }
  // A 503 carries the server's title and words (server/page-services.ts): the database is away for a moment.
  return <ErrorPage told={isRouteErrorResponse(error) && error.status === 503 ? error.data : undefined} />;
}
