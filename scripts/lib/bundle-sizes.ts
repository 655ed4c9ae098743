// First-load JavaScript per route, measured from the production build: the files a browser fetches
// before a page is interactive (the client entry and its imports, and the module and imports of every
// route in the match, root included), gzip-compressed at level 9, as the server sends them to a
// browser that takes gzip (scripts/precompress-assets.mjs; brotli is smaller). The route manifest is not a file
// here: with lazy route discovery the server writes the matched routes' part into the page itself.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteBundle {
  routeId: string;
  files: string[];
  gzipBytes: number;
}

/** Reads the browser manifest the build wrote (`window.__reactRouterManifest=…`). */
export function readBrowserManifest(clientDir: string): { manifest: BrowserManifest; manifestFile: string } {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No manifest-*.js in ${assets}: run \`npm run build\` first.`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json) as BrowserManifest, manifestFile: `/assets/${file}` };
}

const gzipCache = new Map<string, number>();
function gzipSize(clientDir: string, url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** The first-load JavaScript of every route (gzip bytes), largest first. */
export function routeBundles(clientDir: string): RouteBundle[] {
  const { manifest } = readBrowserManifest(clientDir);
  const result: RouteBundle[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? manifest.routes[at.parentId] : undefined) chain.push(at);
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const link of chain) {
      files.add(link.module);
      for (const imported of link.imports ?? []) files.add(imported);
    }
    const list = [...files];
    result.push({ routeId: route.id, files: list, gzipBytes: list.reduce((sum, url) => sum + gzipSize(clientDir, url), 0) });
  }
  return result.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
