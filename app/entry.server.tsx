// React Router's default Node entry, plus the Content-Security-Policy nonce: React's own inline
// scripts and React Router's hydration data carry the nonce of the response.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "#common/unavailable";
import { NonceContext } from "./lib/nonce";
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

/**
 * The page's HTML as React writes it, with its JavaScript asked for only once the browser has painted
 * the page (docs/decisions/093-performance-budgets.md): React Router's preloads of the page's modules
 * are taken out of <head>, and its inline bootstrap (which imports the route modules, then the entry)
 * waits one painted frame, then preloads them all at once and imports. The text and the stylesheet are all the first paint
 * waits for; links and form posts work as plain HTML meanwhile. A tag or script split between two
 * chunks is held back until it is whole.
 */
function paintBeforeScripts(onFinish: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let held = "";
  const release = (text: string, final: boolean) => {
    if (final) return { out: text, keep: "" };
    const script = text.lastIndexOf("<script");
    if (script >= 0 && !text.includes("</script>", script)) return { out: text.slice(0, script), keep: text.slice(script) };
    const tag = text.lastIndexOf("<");
    const tail = tag >= 0 ? text.slice(tag) : "";
    if (tail && !tail.includes(">") && (PRELOAD.startsWith(tail) || tail.startsWith(PRELOAD) || "<script".startsWith(tail))) {
      return { out: text.slice(0, tag), keep: tail };
    }
    return { out: text, keep: "" };
  };
  const pass = (text: string, final: boolean, callback: (error: null, data: string) => void) => {
    const { out, keep } = release(held + text, final);
    held = keep;
    const withoutPreloads = out.replace(PRELOAD_TAG, (tag) => {
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      if (href) preloads.push(href);
      return "";
    });
    callback(null, deferBootstrap(withoutPreloads, preloads));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pass(decoder.write(chunk), false, callback);
    },
    flush(callback) {
      onFinish();
      pass(decoder.end(), true, callback);
    },
  });
}

const PRELOAD = '<link rel="modulepreload"';
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const BOOTSTRAP = /(<script[^>]*type="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/;

/** React Router's bootstrap with its static imports turned into imports after the first painted frame, its manifest compact. */
function deferBootstrap(html: string, preloads: readonly string[]): string {
  return html.replace(BOOTSTRAP, (_whole, open: string, body: string, close: string) => {
    const names: string[] = [];
    const urls: string[] = [];
    const rest = body
      .replace(STATIC_IMPORT, (_match, name: string, url: string) => {
        names.push(name);
        urls.push(`import(${url})`);
        return "";
      })
      .replace(/^import\(/m, "await import(")
      // The route manifest React Router writes indented, written compact (a kilobyte of every page's HTML).
      .replace(MANIFEST, (_match, json: string) => `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};`);
    const paint = "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";
    const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
    const modules = `const [${names.join(", ")}] = await Promise.all([${urls.join(", ")}]);`;
    // A script that cannot be fetched leaves the page as the server drew it (links and form posts
    // work), as a failed static import did: nothing is thrown at the page.
    return `${open}${paint}\n${preload}\ntry {\n${modules}\n${rest}\n} catch {}${close}`;
  });
}
