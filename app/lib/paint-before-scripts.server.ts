// The page's HTML on its way from React to the response (app/entry.server.tsx): React Router's module
// preloads taken out and its bootstrap deferred to after the first paint. Server-only: a `.server`
// module never reaches a browser bundle.
import { Transform } from "node:stream";

/**
 * The page's HTML as React writes it, with its JavaScript asked for only once the browser has painted
 * the page (docs/decisions/093-performance-budgets.md): React Router's preloads of the page's modules
 * are taken out of <head>, and its inline bootstrap (which imports the route modules, then the entry)
 * waits one painted frame, then preloads them all at once and imports. The text and the stylesheet are all the first paint
 * waits for; links and form posts work as plain HTML meanwhile.
 *
 * React writes its HTML in pieces of a few kilobytes and calls the destination's `flush()` when it has
 * written all it has for now (the shell, then each part that was waiting for data). The pieces are
 * held until then and passed on as one, so the rewriting, the stream towards the response and the
 * compression see a handful of chunks a page instead of dozens
 * (docs/decisions/127-a-render-that-is-cheap-by-itself.md). Only the tags it changes are decoded; the
 * rest passes as bytes. A tag or script split between two flushes is held back until it is whole.
 */
export function paintBeforeScripts(onFinish: () => void): Transform {
  const preloads: string[] = [];
  let pending: Buffer[] = [];
  let bootstrapped = false;
  /** The preload tags taken out and the bootstrap rewritten; only those parts are decoded. */
  const rewrite = (bytes: Buffer): Buffer => {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = bytes.indexOf(PRELOAD); at >= 0; at = bytes.indexOf(PRELOAD, from)) {
      const close = bytes.indexOf(">", at);
      if (close < 0) break;
      const end = close + 1;
      const href = /href="([^"]+)"/.exec(bytes.toString("latin1", at, end))?.[1];
      if (href) preloads.push(href);
      parts.push(bytes.subarray(from, at));
      from = end;
    }
    parts.push(bytes.subarray(from));
    let out = parts.length === 1 ? bytes : Buffer.concat(parts);
    const marker = bootstrapped ? -1 : out.indexOf(ROUTE_MODULES);
    const start = marker >= 0 ? out.lastIndexOf("<script", marker) : -1;
    const close = marker >= 0 ? out.indexOf("</script>", marker) : -1;
    if (start >= 0 && close >= 0) {
      const end = close + "</script>".length;
      const script = out.toString("utf8", start, end);
      const rewritten = deferBootstrap(script, preloads);
      bootstrapped = rewritten !== script;
      out = Buffer.concat([out.subarray(0, start), Buffer.from(rewritten), out.subarray(end)]);
    }
    return out;
  };
  /** What React wrote since the last flush, as one chunk, less an unfinished tag at its end (kept for the next). */
  const take = (final: boolean): Buffer | null => {
    let bytes = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    if (!final) {
      const keep = unfinishedTail(bytes);
      if (keep < bytes.length) {
        pending.push(bytes.subarray(keep));
        bytes = bytes.subarray(0, keep);
      }
    }
    if (bytes.length === 0) return null;
    return bootstrapped && !bytes.includes(PRELOAD) ? bytes : rewrite(bytes);
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    flush(callback) {
      onFinish();
      callback(null, take(true));
    },
  });
  // React calls its destination's flush() once it has written all it can for now.
  return Object.assign(transform, {
    flush() {
      const chunk = take(false);
      if (chunk !== null) transform.push(chunk);
    },
  });
}

/**
 * Where a chunk's unfinished end begins: a script not yet closed (the bootstrap is only recognised
 * whole), or the start of a tag that may be a preload; else the chunk's length.
 */
function unfinishedTail(bytes: Buffer): number {
  const script = bytes.lastIndexOf("<script");
  if (script >= 0 && bytes.indexOf("</script>", script) < 0) return script;
  const tag = bytes.lastIndexOf("<");
  if (tag < 0 || bytes.indexOf(">", tag) >= 0) return bytes.length;
  const tail = bytes.toString("latin1", tag);
  return PRELOAD.startsWith(tail) || tail.startsWith(PRELOAD) || "<script".startsWith(tail) ? tag : bytes.length;
}

const PRELOAD = '<link rel="modulepreload"';
const ROUTE_MODULES = "window.__reactRouterRouteModules";
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
