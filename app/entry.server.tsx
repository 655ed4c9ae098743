// React Router's default Node entry, plus the Content-Security-Policy nonce: React's own inline
// scripts and React Router's hydration data carry the nonce of the response.
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "#common/unavailable";
import { NonceContext } from "./lib/nonce";
import { paintBeforeScripts } from "./lib/paint-before-scripts.server";
import { RenderOnlyContext } from "./lib/render-only";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page that could not be served while the database was away (server/page-services.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RenderOnlyContext.Provider value={loadContext.renderOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderOnlyContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = paintBeforeScripts(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A visitor who closes the tab mid-stream is not a server error. React may report the
          // closed destination before the request's abort signal fires, hence both checks.
          if (request.signal.aborted || (error instanceof Error && error.message === "The destination stream closed early.")) return;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
